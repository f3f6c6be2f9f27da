import { shownStaffEmail, storedStaffEmail } from '@/lib/desk/staff-email'

describe('staff email addresses', () => {
  it.each([
    ['admin@localhost', 'admin@localhost.internal'],
    ['  Ann@Move.Example ', 'ann@move.example'],
    ['bob@corp.internal', 'bob@corp.internal'],
    ['not an email', null],
    ['a@', null],
    ['@b.com', null],
    [`${'a'.repeat(250)}@b.co`, null],
  ])('%j is kept as %j', (typed, stored) => {
    expect(storedStaffEmail(typed)).toBe(stored)
  })

  it.each([
    ['admin@localhost.internal', 'admin@localhost'],
    ['ann@move.example', 'ann@move.example'],
    ['x@a.b.internal', 'x@a.b.internal'],
  ])('%j is shown as %j', (stored, shown) => {
    expect(shownStaffEmail(stored)).toBe(shown)
  })

  it('shows what was typed, and takes it back', () => {
    for (const typed of ['admin@localhost', 'ann@move.example']) {
      expect(storedStaffEmail(shownStaffEmail(storedStaffEmail(typed)!))).toBe(
        storedStaffEmail(typed),
      )
    }
  })
})

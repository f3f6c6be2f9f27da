import {
  can,
  DESK_ACTIONS,
  needsSecondFactor,
  STAFF_ROLES,
  type DeskAction,
  type StaffRole,
} from '@/lib/desk/permissions'

/** The permissions table of docs/decisions/0041-desk-roles.md, row by row. */
const TABLE: Record<DeskAction, Record<StaffRole, boolean>> = {
  'desk.read': { viewer: true, editor: true, publisher: true, admin: true },
  'draft.edit': { viewer: false, editor: true, publisher: true, admin: true },
  publish: { viewer: false, editor: false, publisher: true, admin: true },
  'leads.export': { viewer: false, editor: false, publisher: true, admin: true },
  'leads.erase': { viewer: false, editor: false, publisher: true, admin: true },
  'applications.update': { viewer: false, editor: false, publisher: true, admin: true },
  'applications.export': { viewer: false, editor: false, publisher: true, admin: true },
  'audit.read': { viewer: false, editor: false, publisher: true, admin: true },
  'staff.manage': { viewer: false, editor: false, publisher: false, admin: true },
}

describe('can(role, action)', () => {
  it('covers every action of the contract', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...DESK_ACTIONS].sort())
  })

  const cases = DESK_ACTIONS.flatMap((action) =>
    STAFF_ROLES.map((role) => [role, action, TABLE[action][role]] as const),
  )
  it.each(cases)('%s may %s: %s', (role, action, allowed) => {
    expect(can(role, action)).toBe(allowed)
  })
})

describe('needsSecondFactor(action)', () => {
  it.each([
    ['desk.read', false],
    ['draft.edit', false],
    ['publish', true],
    ['leads.export', true],
    ['leads.erase', true],
    ['applications.update', true],
    ['applications.export', true],
    ['audit.read', true],
    ['staff.manage', true],
  ] as const)('%s: %s', (action, needed) => {
    expect(needsSecondFactor(action)).toBe(needed)
  })
})

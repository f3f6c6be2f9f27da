import { can, DESK_ACTIONS, needsSecondFactor, STAFF_ROLES } from '@/lib/desk/permissions'

// Each role × each action: Y allowed, · refused (a 403).
const TABLE: Record<(typeof DESK_ACTIONS)[number], string> = {
  //                     viewer editor publisher admin
  'desk.read': '          Y      Y      Y         Y',
  'draft.edit': '         ·      Y      Y         Y',
  publish: '              ·      ·      Y         Y',
  'leads.export': '       ·      ·      Y         Y',
  'leads.erase': '        ·      ·      Y         Y',
  'applications.update': '·      ·      Y         Y',
  'applications.export': '·      ·      Y         Y',
  'audit.read': '         ·      ·      Y         Y',
  'staff.manage': '       ·      ·      ·         Y',
}

describe('can(role, action)', () => {
  const cases = DESK_ACTIONS.flatMap((action) => {
    const marks = TABLE[action].trim().split(/\s+/)
    return STAFF_ROLES.map((role, index) => [role, action, marks[index] === 'Y'] as const)
  })
  it.each(cases)('%s × %s → %s', (role, action, allowed) => {
    expect(can(role, action)).toBe(allowed)
  })
})

describe('needsSecondFactor', () => {
  it.each([
    ['desk.read', false],
    ['draft.edit', false],
    ['publish', true],
    ['audit.read', true],
    ['staff.manage', true],
  ] as const)('%s → %s', (action, expected) => {
    expect(needsSecondFactor(action)).toBe(expected)
  })
})

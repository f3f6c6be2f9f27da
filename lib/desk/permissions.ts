/**
 * SHIM (DESK-CONTRACT.md): the accounts helper owns this file; at merge their version replaces
 * it. The roles, the actions and who may do what, as the contract lists them.
 */
export const STAFF_ROLES = ['viewer', 'editor', 'publisher', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
export const DESK_ACTIONS = [
  'desk.read',
  'draft.edit',
  'publish',
  'leads.export',
  'leads.erase',
  'applications.update',
  'applications.export',
  'audit.read',
  'staff.manage',
] as const
export type DeskAction = (typeof DESK_ACTIONS)[number]

const LOWEST_ROLE: Record<DeskAction, StaffRole> = {
  'desk.read': 'viewer',
  'draft.edit': 'editor',
  publish: 'publisher',
  'leads.export': 'publisher',
  'leads.erase': 'publisher',
  'applications.update': 'publisher',
  'applications.export': 'publisher',
  'audit.read': 'publisher',
  'staff.manage': 'admin',
}

export function can(role: StaffRole, action: DeskAction): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(LOWEST_ROLE[action])
}

/** Actions that need a second factor when MARKETING_REQUIRE_SECOND_FACTOR=true. */
export function needsSecondFactor(action: DeskAction): boolean {
  return STAFF_ROLES.indexOf(LOWEST_ROLE[action]) >= STAFF_ROLES.indexOf('publisher')
}

/**
 * Shim of the desk contract's permissions table (the accounts branch owns the real file): who
 * may do what on the marketing desk. Pure, so pages, handlers and tests share one table.
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

/** The lowest role allowed each action; every higher role may too. */
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
  const lowest = LOWEST_ROLE[action]
  return lowest === 'publisher' || lowest === 'admin'
}

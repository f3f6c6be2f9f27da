/**
 * Who may do what on the staff desk: four roles, each including the one below it, and the
 * actions the desk's pages, route handlers, server actions and exports check on the server.
 * docs/decisions/0041-desk-roles.md shows the same table for people.
 */
export const STAFF_ROLES = ['viewer', 'editor', 'publisher', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const DESK_ACTIONS = [
  'desk.read', // viewer and up: read every desk page
  'draft.edit', // editor and up: create, duplicate and edit drafts, save, preview
  'publish', // publisher and up: publish, unpublish, schedule, revert, experiments
  'leads.export',
  'leads.erase',
  'applications.update',
  'applications.export', // publisher and up
  'audit.read', // publisher and up: the audit log and its CSV
  'staff.manage', // admin: invite, change roles, disable, new links
] as const
export type DeskAction = (typeof DESK_ACTIONS)[number]

/** The lowest role allowed each action. */
export const LOWEST_ROLE: Readonly<Record<DeskAction, StaffRole>> = {
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

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}

export function isDeskAction(value: unknown): value is DeskAction {
  return typeof value === 'string' && (DESK_ACTIONS as readonly string[]).includes(value)
}

/**
 * Whether `role` may do `action`.
 *
 * @example can('editor', 'draft.edit') // true
 * @example can('editor', 'publish') // false
 */
export function can(role: StaffRole, action: DeskAction): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(LOWEST_ROLE[action])
}

/**
 * Actions that need a second factor when MARKETING_REQUIRE_SECOND_FACTOR=true: everything a
 * publisher or an admin can do that an editor cannot (reading and drafting never do).
 */
export function needsSecondFactor(action: DeskAction): boolean {
  return !can('editor', action)
}

/** The roles in words, for the staff page and the 403 page. */
export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  viewer: 'Viewer',
  editor: 'Editor',
  publisher: 'Publisher',
  admin: 'Admin',
}

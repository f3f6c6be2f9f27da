/**
 * The signed-in staff member behind a request's desk cookie, read through better-auth (its
 * session, then the account: role, disabled, second factor). Shared by the page and route
 * guards (staff-access.ts), preview (draft-access.ts) and the sign-in routes.
 */
import { count, eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { staffPasskeys } from '@/server/db/schema'
import { cookieValue } from '@/lib/http/cookie-value'
import { DESK_SESSION_COOKIE } from '@/lib/desk/desk-auth-settings'
import { isStaffRole } from '@/lib/desk/permissions'
import { shownStaffEmail } from '@/lib/desk/staff-email'
import { clientAddress } from '@/server/security/client-address'
import { DESK_CLIENT_ADDRESS_HEADER, deskAuthFor } from './auth'
import type { StaffMember } from './staff-access'

export interface DeskSession {
  member: StaffMember
  sessionId: string
  expiresAt: Date
}

/**
 * What better-auth is shown of a request: its cookies, user agent and origin, and the client
 * address as our server worked it out (never a value the client sent).
 */
export function authHeaders(source: Headers): Headers {
  const headers = new Headers()
  for (const name of ['cookie', 'user-agent', 'origin', 'referer', 'accept']) {
    const value = source.get(name)
    if (value !== null) headers.set(name, value)
  }
  const address = clientAddress(new Request('http://desk.invalid/', { headers: source }))
  headers.set(DESK_CLIENT_ADDRESS_HEADER, address)
  return headers
}

export function hasDeskSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieValue(cookieHeader, DESK_SESSION_COOKIE) !== null
}

export async function hasPasskey(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ value: count() })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.userId, userId))
  return (row?.value ?? 0) > 0
}

/** The live session and its member, or null (none, expired, ended, or a disabled account). */
export async function deskSessionFor(db: Database, headers: Headers): Promise<DeskSession | null> {
  if (!hasDeskSessionCookie(headers.get('cookie'))) return null
  const auth = await deskAuthFor(db)
  const found = await auth.api.getSession({ headers: authHeaders(headers) })
  if (!found || found.user.banned) return null
  const { user, session } = found
  return {
    sessionId: session.id,
    expiresAt: new Date(session.expiresAt),
    member: {
      id: user.id,
      email: shownStaffEmail(user.email),
      name: user.name,
      role: isStaffRole(user.role) ? user.role : 'viewer',
      hasSecondFactor: Boolean(user.twoFactorEnabled) || (await hasPasskey(db, user.id)),
    },
  }
}

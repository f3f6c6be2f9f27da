/**
 * The desk's one door: every desk page, server action, route handler and export asks here for
 * the signed-in staff member allowed an action (lib/desk/permissions.ts). A page that merely
 * hides a button is not a permission.
 */
import { headers } from 'next/headers'
import { forbidden, redirect } from 'next/navigation'
import { getDatabase } from '@/server/db'
import { secondFactorRequired } from '@/lib/desk/desk-auth-settings'
import { needsSecondFactor, type DeskAction, type StaffRole } from '@/lib/desk/permissions'
import { signInHref } from '@/lib/marketing/desk-routes'
import { isSameOriginRequest } from '@/server/security/request-origin'
import {
  crossOriginResponse,
  forbiddenResponse,
  refusalFor,
  signInRequired,
} from './access-refusals'
import { currentDeskSession } from './current-session'
import { deskSessionFor, hasDeskSessionCookie } from './desk-session'

export interface StaffMember {
  id: string
  email: string
  name: string
  role: StaffRole
  hasSecondFactor: boolean
}

/** Pages and server actions (reads next/headers): the signed-in member allowed `action`; no session →
 *  redirect to /marketing/sign-in?next=…; role too low (or second factor required and missing) →
 *  the 403 page. */
export async function requireStaffPage(
  action: DeskAction,
  currentPath: string,
): Promise<StaffMember> {
  const session = await currentDeskSession()
  if (!session) {
    const hadCookie = hasDeskSessionCookie((await headers()).get('cookie'))
    redirect(signInHref(currentPath, hadCookie ? 'expired' : undefined))
  }
  if (refusalFor(session.member, action, secondFactorRequired(), needsSecondFactor)) forbidden()
  return session.member
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Route handlers: Origin checked for unsafe methods first, then the session and role. Failure gives
 *  the Response to return: 403 cross-origin, 303 to sign-in (HTML) or 401 (JSON/CSV), 403 HTML page
 *  or 403 JSON `{ error: { code: 'FORBIDDEN', message } }` by the Accept header. */
export async function requireStaffRequest(
  request: Request,
  action: DeskAction,
): Promise<{ ok: true; staff: StaffMember } | { ok: false; response: Response }> {
  if (!SAFE_METHODS.has(request.method) && !isSameOriginRequest(request)) {
    return { ok: false, response: crossOriginResponse(request) }
  }
  const { db } = await getDatabase()
  const session = await deskSessionFor(db, request.headers)
  if (!session) {
    const hadCookie = hasDeskSessionCookie(request.headers.get('cookie'))
    return { ok: false, response: signInRequired(request, hadCookie) }
  }
  const refusal = refusalFor(session.member, action, secondFactorRequired(), needsSecondFactor)
  if (refusal) {
    return { ok: false, response: forbiddenResponse(request, refusal, session.member.role) }
  }
  return { ok: true, staff: session.member }
}

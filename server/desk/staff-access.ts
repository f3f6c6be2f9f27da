/**
 * Shim of the desk contract's staff access (the accounts branch owns the real file): on today's
 * shared-password desk session every signed-in person is the one shared admin member.
 */
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { can, type DeskAction, type StaffRole } from '@/lib/desk/permissions'
import { signInHref } from '@/lib/marketing/desk-routes'
import { SESSION_COOKIE } from '@/lib/marketing/session-cookie'
import { getDatabase } from '@/server/db'
import { crossOriginRefused, deskMessage, deskRedirect } from '@/server/marketing/desk-responses'
import { requestSession } from '@/server/marketing/request-guards'
import { findSession } from '@/server/marketing/sessions'
import { isSameOriginRequest } from '@/server/security/request-origin'

export interface StaffMember {
  id: string
  email: string
  name: string
  role: StaffRole
  hasSecondFactor: boolean
}

const SHARED_MEMBER: StaffMember = Object.freeze({
  id: 'shared-desk',
  email: 'desk@localhost',
  name: 'Desk',
  role: 'admin',
  hasSecondFactor: false,
})

const FORBIDDEN_MESSAGE = 'Your role does not allow this.'

export async function requireStaffPage(
  action: DeskAction,
  currentPath: string,
): Promise<StaffMember> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value ?? null
  const { db } = await getDatabase()
  if (!(await findSession(db, token))) redirect(signInHref(currentPath, token ? 'expired' : undefined))
  // Unreachable with the shared member (an admin); the accounts branch answers with a 403 page.
  if (!can(SHARED_MEMBER.role, action)) throw new Error(FORBIDDEN_MESSAGE)
  return SHARED_MEMBER
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function wantsJson(request: Request): boolean {
  const accept = request.headers.get('accept') ?? ''
  return accept.includes('application/json') && !accept.includes('text/html')
}

export async function requireStaffRequest(
  request: Request,
  action: DeskAction,
): Promise<{ ok: true; staff: StaffMember } | { ok: false; response: Response }> {
  if (UNSAFE_METHODS.has(request.method) && !isSameOriginRequest(request)) {
    return { ok: false, response: crossOriginRefused() }
  }
  const { db } = await getDatabase()
  if (!(await requestSession(db, request))) {
    const path = new URL(request.url).pathname
    return {
      ok: false,
      response: wantsJson(request)
        ? Response.json(
            { error: { code: 'UNAUTHENTICATED', message: 'Sign in to the desk first.' } },
            { status: 401, headers: { 'Cache-Control': 'no-store' } },
          )
        : deskRedirect(signInHref(path, 'expired')),
    }
  }
  if (!can(SHARED_MEMBER.role, action)) {
    return {
      ok: false,
      response: wantsJson(request)
        ? Response.json(
            { error: { code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE } },
            { status: 403, headers: { 'Cache-Control': 'no-store' } },
          )
        : deskMessage(403, 'Not allowed', FORBIDDEN_MESSAGE),
    }
  }
  return { ok: true, staff: SHARED_MEMBER }
}

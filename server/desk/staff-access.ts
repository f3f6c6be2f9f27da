/**
 * SHIM (DESK-CONTRACT.md): the accounts helper owns this file; at merge their version replaces
 * it. On today's shared-password desk every signed-in person is the one shared admin.
 */
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { getDatabase } from '@/server/db'
import { can, type DeskAction, type StaffRole } from '@/lib/desk/permissions'
import { jsonError } from '@/lib/http/responses'
import { signInHref } from '@/lib/marketing/desk-routes'
import { SESSION_COOKIE } from '@/lib/marketing/session-cookie'
import { findSession } from '@/server/marketing/sessions'
import { isSameOriginRequest } from '@/server/security/request-origin'

export interface StaffMember {
  id: string
  email: string
  name: string
  role: StaffRole
  hasSecondFactor: boolean
}

const SHARED_DESK: StaffMember = {
  id: 'shared-desk',
  email: 'desk@localhost',
  name: 'Desk',
  role: 'admin',
  hasSecondFactor: false,
}

function forbiddenPage(): never {
  redirect('/marketing?forbidden=1')
}

export async function requireStaffPage(
  action: DeskAction,
  currentPath: string,
): Promise<StaffMember> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value ?? null
  const { db } = await getDatabase()
  const session = await findSession(db, token)
  if (!session) redirect(signInHref(currentPath, token ? 'expired' : undefined))
  if (!can(SHARED_DESK.role, action)) forbiddenPage()
  return SHARED_DESK
}

function sessionToken(request: Request): string | null {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=')
    if (name === SESSION_COOKIE) return value.join('=')
  }
  return null
}

export async function requireStaffRequest(
  request: Request,
  action: DeskAction,
): Promise<{ ok: true; staff: StaffMember } | { ok: false; response: Response }> {
  const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(request.method)
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  if (unsafe && !isSameOriginRequest(request)) {
    return { ok: false, response: jsonError(403, 'Cross-origin request refused.', 'FORBIDDEN') }
  }
  const { db } = await getDatabase()
  const session = await findSession(db, sessionToken(request))
  if (!session) {
    const response = wantsJson
      ? jsonError(401, 'Sign in to the marketing desk first.', 'UNAUTHORIZED')
      : new Response(null, {
          status: 303,
          headers: {
            Location: signInHref(new URL(request.url).pathname),
            'Cache-Control': 'no-store',
          },
        })
    return { ok: false, response }
  }
  if (!can(SHARED_DESK.role, action)) {
    return { ok: false, response: jsonError(403, 'Your role does not allow this.', 'FORBIDDEN') }
  }
  return { ok: true, staff: SHARED_DESK }
}

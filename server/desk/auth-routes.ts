/**
 * What of better-auth answers over HTTP, under /marketing/auth: only the passkey ceremony,
 * which the browser must run itself (registering on the account page, signing in on the
 * passkey sign-in page). Every other better-auth route (sign-up, password reset, admin,
 * sessions, two-factor) answers 404 here: the desk calls those on the server, behind its own
 * checks. Unsafe methods pass our Origin rule; sign-in passes the per-address budget; the
 * client address better-auth sees is ours. Passkey sign-ins and new passkeys are audited.
 */
import type { Database } from '@/server/db/client'
import { DESK_AUTH_BASE_PATH } from '@/lib/desk/desk-auth-settings'
import { shownStaffEmail } from '@/lib/desk/staff-email'
import { clientAddress } from '@/server/security/client-address'
import { limitRate } from '@/server/security/rate-limit'
import { isSameOriginRequest } from '@/server/security/request-origin'
import { recordAudit } from './audit-log'
import { DESK_CLIENT_ADDRESS_HEADER, deskAuthFor } from './auth'
import { cookieHeaderFrom, secureWhenHttps } from './desk-cookies'
import { deskSessionFor } from './desk-session'

/** The mounted routes: path under the base → method, and whether it signs in. */
export const MOUNTED_AUTH_ROUTES: Readonly<
  Record<string, { method: 'GET' | 'POST'; signsIn: boolean }>
> = {
  '/passkey/generate-authenticate-options': { method: 'GET', signsIn: true },
  '/passkey/verify-authentication': { method: 'POST', signsIn: true },
  '/passkey/generate-register-options': { method: 'GET', signsIn: false },
  '/passkey/verify-registration': { method: 'POST', signsIn: false },
}

function notFound(): Response {
  return Response.json(
    { error: { code: 'NOT_FOUND', message: 'Not found.' } },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  )
}

export async function handleMountedAuth(request: Request, db: Database): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname.startsWith(DESK_AUTH_BASE_PATH)
    ? url.pathname.slice(DESK_AUTH_BASE_PATH.length)
    : ''
  const route = MOUNTED_AUTH_ROUTES[path]
  if (!route || route.method !== request.method) return notFound()
  if (request.method !== 'GET' && !isSameOriginRequest(request)) {
    return Response.json({ error: { code: 'CROSS_ORIGIN', message: 'Refused.' } }, { status: 403 })
  }
  if (route.signsIn) {
    const limited = await limitRate(request, 'marketing-sign-in', { format: 'json' })
    if (limited) return limited
  }
  const headers = new Headers(request.headers)
  headers.set(DESK_CLIENT_ADDRESS_HEADER, clientAddress(request))
  const forwarded = new Request(request.url, {
    method: request.method,
    headers,
    body: request.method === 'GET' ? undefined : await request.arrayBuffer(),
  })
  const auth = await deskAuthFor(db)
  const answer = await auth.handler(forwarded)
  const out = new Headers(answer.headers)
  out.delete('set-cookie')
  for (const cookie of answer.headers.getSetCookie())
    out.append('set-cookie', secureWhenHttps(cookie, request))
  out.set('Cache-Control', 'no-store')
  const response = new Response(answer.body, { status: answer.status, headers: out })
  if (answer.ok && path === '/passkey/verify-authentication') {
    const signedIn = await deskSessionFor(
      db,
      new Headers({ cookie: cookieHeaderFrom(out.getSetCookie()) }),
    )
    if (signedIn) {
      await recordAudit(db, {
        actor: { id: signedIn.member.id, email: signedIn.member.email },
        action: 'auth.sign-in',
        subject: `staff ${signedIn.member.email}`,
        details: { method: 'passkey' },
        clientAddress: clientAddress(request),
      })
    }
  }
  if (path === '/passkey/verify-authentication' && !answer.ok) {
    await recordAudit(db, {
      actor: null,
      action: 'auth.sign-in-failed',
      subject: 'passkey',
      details: { status: answer.status },
      clientAddress: clientAddress(request),
    })
  }
  if (answer.ok && path === '/passkey/verify-registration') {
    const session = await deskSessionFor(db, request.headers)
    if (session) {
      await recordAudit(db, {
        actor: { id: session.member.id, email: shownStaffEmail(session.member.email) },
        action: 'auth.passkey-added',
        subject: `staff ${session.member.email}`,
        clientAddress: clientAddress(request),
      })
    }
  }
  return response
}

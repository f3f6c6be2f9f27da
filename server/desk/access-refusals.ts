/**
 * How the desk says no: the words and the responses for a missing session, a role too low and
 * a missing second factor, as HTML for people and JSON for scripts (by the Accept header).
 */
import { ACCOUNT_PATH, signInHref } from '@/lib/marketing/desk-routes'
import { can, ROLE_LABELS, type DeskAction, type StaffRole } from '@/lib/desk/permissions'
import { deskHeaders, deskMessage, deskRedirect } from './desk-responses'

export type Refusal = 'role' | 'second-factor'

/** Why a signed-in member may not do `action`, or null when they may. */
export function refusalFor(
  member: { role: StaffRole; hasSecondFactor: boolean },
  action: DeskAction,
  secondFactorRequired: boolean,
  needsSecondFactor: (action: DeskAction) => boolean,
): Refusal | null {
  if (!can(member.role, action)) return 'role'
  if (secondFactorRequired && needsSecondFactor(action) && !member.hasSecondFactor) {
    return 'second-factor'
  }
  return null
}

export function refusalMessage(refusal: Refusal, role: StaffRole): string {
  return refusal === 'role'
    ? `Your role (${ROLE_LABELS[role]}) cannot do this. Ask a desk admin if you need to.`
    : 'This needs a second factor: set up an authenticator app or a passkey under Your account, then try again.'
}

/** JSON for scripts and fetches; HTML for browsers and forms. */
export function wantsJson(request: Request): boolean {
  const accept = request.headers.get('accept') ?? ''
  return accept.includes('application/json') && !accept.includes('text/html')
}

function jsonError(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: deskHeaders({ 'Content-Type': 'application/json; charset=utf-8' }),
  })
}

export function forbiddenResponse(request: Request, refusal: Refusal, role: StaffRole): Response {
  const message = refusalMessage(refusal, role)
  if (wantsJson(request)) return jsonError(403, 'FORBIDDEN', message)
  return deskMessage(
    403,
    'Not allowed',
    message,
    refusal === 'role'
      ? { href: '/marketing', text: 'Back to the desk' }
      : { href: ACCOUNT_PATH, text: 'Set up a second factor' },
  )
}

export function crossOriginResponse(request: Request): Response {
  const message =
    'This form can only be sent from the marketing desk itself. Please go back and try again.'
  if (wantsJson(request)) return jsonError(403, 'CROSS_ORIGIN', message)
  return deskMessage(403, 'Request refused', message)
}

/** No live session: files and scripts get 401, people go to sign-in and come back. */
export function signInRequired(request: Request, hadCookie: boolean): Response {
  const url = new URL(request.url)
  if (wantsJson(request)) return jsonError(401, 'UNAUTHENTICATED', 'Sign in to the desk first.')
  if (url.pathname.endsWith('.csv')) {
    return new Response(`Sign in at /marketing/sign-in to download this file.\n`, {
      status: 401,
      headers: deskHeaders({ 'Content-Type': 'text/plain; charset=utf-8' }),
    })
  }
  // After a POST, come back to the page the form was on (its Referer), not to the handler.
  const back = request.method === 'GET' ? `${url.pathname}${url.search}` : refererPath(request)
  return deskRedirect(signInHref(back, hadCookie ? 'expired' : undefined))
}

function refererPath(request: Request): string | null {
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    return `${referer.pathname}${referer.search}`
  } catch {
    return null
  }
}

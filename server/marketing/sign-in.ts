/**
 * GET and POST /marketing/sign-in, and POST /marketing/sign-out.
 *
 * POST order: same origin (403), rate limit per client address (429, the shared limiter's
 * page), the form (415/413), then the password, compared in constant time. Right: a new
 * session, its cookie and 303 to the desk page asked for. Wrong or missing: 401 with the form
 * and its error. No password configured: 503 saying how to set one.
 */
import type { Database } from '@/server/db/client'
import { deskReturnPath, RETURN_PARAM, signInHref } from '@/lib/marketing/desk-routes'
import {
  clearedSessionCookieHeader,
  isHttps,
  sessionCookieHeader,
} from '@/lib/marketing/session-cookie'
import { SITE_URL } from '@/lib/site'
import { currentCredential } from './desk-password'
import { crossOriginRefused, deskHtml, deskMessage, deskRedirect } from '@/server/desk/desk-responses'
import { FORM_PROBLEMS, readFormBody } from '@/server/desk/form-body'
import { sessionToken } from './request-guards'
import { createSession, endSession, findSession } from './sessions'
import { signInPageHtml, type SignInMessage } from './sign-in-page'

export const MAX_SIGN_IN_BODY_BYTES = 4096

export interface DeskPostChecks {
  /** The shared Origin rule (server/security/request-origin.ts isSameOriginRequest). */
  isSameOrigin(request: Request): boolean
  /** The shared limiter (server/security/rate-limit.ts): null within budget, else a 429. */
  rateLimit?(request: Request): Promise<Response | null>
}

const SIGN_IN_NOTICES = new Set<SignInMessage>(['expired', 'signedOut'])

export async function handleSignInPage(request: Request, db: Database): Promise<Response> {
  const params = new URL(request.url).searchParams
  const returnTo = deskReturnPath(params.get(RETURN_PARAM))
  if (await findSession(db, sessionToken(request))) return deskRedirect(returnTo)
  const notice = params.get('notice') as SignInMessage | null
  const message = notice && SIGN_IN_NOTICES.has(notice) ? notice : null
  return deskHtml(200, signInPageHtml({ message, returnTo }))
}

export async function handleSignIn(
  request: Request,
  db: Database,
  checks: DeskPostChecks,
): Promise<Response> {
  if (!checks.isSameOrigin(request)) return crossOriginRefused()
  const limited = await checks.rateLimit?.(request)
  if (limited) return limited
  const body = await readFormBody(request, MAX_SIGN_IN_BODY_BYTES)
  if (!body.ok)
    return deskMessage(body.status, 'Sign-in failed', FORM_PROBLEMS[body.status], {
      href: signInHref(),
      text: 'Back to sign in',
    })
  const returnTo = deskReturnPath(body.form.get(RETURN_PARAM))
  const password = body.form.get('password') ?? ''
  if (password === '') return deskHtml(401, signInPageHtml({ message: 'missing', returnTo }))
  const credential = await currentCredential(db)
  if (!credential) return deskHtml(503, signInPageHtml({ message: 'unset', returnTo }))
  if (!(await credential.verify(password))) {
    return deskHtml(401, signInPageHtml({ message: 'wrong', returnTo }))
  }
  const { token } = await createSession(db, credential)
  return deskRedirect(returnTo, [sessionCookieHeader(token, isHttps(request, SITE_URL))])
}

export async function handleSignOut(
  request: Request,
  db: Database,
  checks: Pick<DeskPostChecks, 'isSameOrigin'>,
): Promise<Response> {
  if (!checks.isSameOrigin(request)) return crossOriginRefused()
  await endSession(db, sessionToken(request))
  return deskRedirect(signInHref(null, 'signedOut'), [
    clearedSessionCookieHeader(isHttps(request, SITE_URL)),
  ])
}

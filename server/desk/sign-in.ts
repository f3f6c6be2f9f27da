/**
 * GET and POST /marketing/sign-in (email and password), GET and POST /marketing/sign-in/code
 * (the authenticator code), POST /marketing/sign-out.
 *
 * POST order: same origin (403), the per-address budget (429), the form (415/413), the
 * account's hold, then better-auth's sign-in (the password checked on the bounded hashing
 * queue; an unknown email costs a hash too). Every attempt is audited, success or failure.
 * The message for a wrong password is the same whether or not the email has an account.
 */
import { APIError } from 'better-auth/api'
import type { Database } from '@/server/db/client'
import {
  DESK_COOKIE_PATH,
  DESK_SESSION_COOKIE,
  DESK_TWO_FACTOR_COOKIE,
} from '@/lib/desk/desk-auth-settings'
import { shownStaffEmail, storedStaffEmail } from '@/lib/desk/staff-email'
import { cookieValue } from '@/lib/http/cookie-value'
import {
  deskReturnPath,
  RETURN_PARAM,
  SECOND_FACTOR_PATH,
  signInHref,
  type SignInNotice,
} from '@/lib/marketing/desk-routes'
import { DRAFT_MODE_COOKIE } from '@/lib/preview/draft-mode-cookie'
import { QueueFullError } from '@/server/security/password-hash'
import { clientAddress } from '@/server/security/client-address'
import { limitRate } from '@/server/security/rate-limit'
import { isSameOriginRequest } from '@/server/security/request-origin'
import { recordAudit } from './audit-log'
import { deskAuthFor } from './auth'
import { deskSetCookies, expiredCookie } from './desk-cookies'
import { crossOriginRefused, deskHtml, deskMessage, deskRedirect } from './desk-responses'
import { authHeaders, deskSessionFor } from './desk-session'
import { clearedPreviewPassCookie, forgetPreviewPasses } from './draft-access'
import { FORM_PROBLEMS, readFormBody } from './form-body'
import { secondFactorPageHtml, signInPageHtml, type SignInMessage } from './sign-in-page'
import { accountSignInLimiterFor } from './sign-in-limits'

export const MAX_SIGN_IN_BODY_BYTES = 4096

const NOTICES = new Set<SignInNotice>(['expired', 'signedOut', 'passwordSet', 'codeExpired'])

function noticeOf(params: URLSearchParams): SignInMessage | null {
  const notice = params.get('notice') as SignInNotice | null
  return notice && NOTICES.has(notice) ? notice : null
}

export async function handleSignInPage(request: Request, db: Database): Promise<Response> {
  const params = new URL(request.url).searchParams
  const returnTo = deskReturnPath(params.get(RETURN_PARAM))
  if (await deskSessionFor(db, request.headers)) return deskRedirect(returnTo)
  return deskHtml(200, signInPageHtml({ message: noticeOf(params), returnTo }))
}

type Checked = { ok: true; form: URLSearchParams } | { ok: false; response: Response }

/** Origin, the address's budget, then the form. */
async function checkPost(request: Request): Promise<Checked> {
  if (!isSameOriginRequest(request)) return { ok: false, response: crossOriginRefused() }
  const limited = await limitRate(request, 'marketing-sign-in', { format: 'html' })
  if (limited) return { ok: false, response: limited }
  const body = await readFormBody(request, MAX_SIGN_IN_BODY_BYTES)
  if (!body.ok) {
    return {
      ok: false,
      response: deskMessage(body.status, 'Sign-in failed', FORM_PROBLEMS[body.status], {
        href: signInHref(),
        text: 'Back to sign in',
      }),
    }
  }
  return { ok: true, form: body.form }
}

function errorCode(error: unknown): string | null {
  if (!(error instanceof APIError)) return null
  const code = (error.body as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? code : null
}

export async function handleSignIn(request: Request, db: Database): Promise<Response> {
  const checked = await checkPost(request)
  if (!checked.ok) return checked.response
  const { form } = checked
  const returnTo = deskReturnPath(form.get(RETURN_PARAM))
  const typed = (form.get('email') ?? '').trim().slice(0, 254)
  const password = form.get('password') ?? ''
  const again = (status: number, message: SignInMessage) =>
    deskHtml(status, signInPageHtml({ message, returnTo, email: typed }))
  if (typed === '' || password === '') return again(401, 'missing')
  const email = storedStaffEmail(typed)
  if (email === null) return again(401, 'wrong')

  const limiter = await accountSignInLimiterFor(db)
  const address = clientAddress(request)
  const audit = (action: string, details: Record<string, unknown>, actor?: { id: string }) =>
    recordAudit(db, {
      actor: actor ? { id: actor.id, email: shownStaffEmail(email) } : null,
      action,
      subject: `staff ${shownStaffEmail(email)}`,
      details,
      clientAddress: address,
    })
  if ((await limiter.heldFor(email)) > 0) {
    await audit('auth.sign-in-failed', { reason: 'held' })
    return again(429, 'held')
  }

  const auth = await deskAuthFor(db)
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password },
      headers: authHeaders(request.headers),
      returnHeaders: true,
    })
    await limiter.succeeded(email)
    const cookies = deskSetCookies(headers, request)
    if ('twoFactorRedirect' in response && response.twoFactorRedirect) {
      const next =
        returnTo === '/marketing' ? '' : `?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`
      return deskRedirect(`${SECOND_FACTOR_PATH}${next}`, cookies)
    }
    const user = 'user' in response ? response.user : null
    await audit('auth.sign-in', { method: 'password' }, user ?? undefined)
    return deskRedirect(returnTo, cookies)
  } catch (error) {
    if (error instanceof QueueFullError) return again(503, 'busy')
    const code = errorCode(error)
    if (code === 'BANNED_USER') {
      await audit('auth.sign-in-failed', { reason: 'disabled' })
      return again(403, 'disabled')
    }
    if (!(error instanceof APIError)) throw error
    const held = await limiter.failed(email)
    await audit('auth.sign-in-failed', { reason: 'wrong', ...(held ? { held: true } : {}) })
    return again(401, 'wrong')
  }
}

export async function handleSecondFactorPage(request: Request, db: Database): Promise<Response> {
  const params = new URL(request.url).searchParams
  const returnTo = deskReturnPath(params.get(RETURN_PARAM))
  if (await deskSessionFor(db, request.headers)) return deskRedirect(returnTo)
  if (!cookieValue(request.headers.get('cookie'), DESK_TWO_FACTOR_COOKIE)) {
    return deskRedirect(signInHref(returnTo, 'codeExpired'))
  }
  return deskHtml(200, secondFactorPageHtml({ returnTo }))
}

const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/

export async function handleSecondFactor(request: Request, db: Database): Promise<Response> {
  const checked = await checkPost(request)
  if (!checked.ok) return checked.response
  const returnTo = deskReturnPath(checked.form.get(RETURN_PARAM))
  const code = (checked.form.get('code') ?? '').replace(/\s+/g, '')
  if (!cookieValue(request.headers.get('cookie'), DESK_TWO_FACTOR_COOKIE)) {
    return deskRedirect(signInHref(returnTo, 'codeExpired'))
  }
  if (code === '') return deskHtml(401, secondFactorPageHtml({ message: 'codeMissing', returnTo }))
  const auth = await deskAuthFor(db)
  const headers = authHeaders(request.headers)
  try {
    const answer = BACKUP_CODE.test(code)
      ? await auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true })
      : await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
    const user = answer.response.user
    await recordAudit(db, {
      actor: { id: user.id, email: shownStaffEmail(user.email) },
      action: 'auth.sign-in',
      subject: `staff ${shownStaffEmail(user.email)}`,
      details: {
        method: BACKUP_CODE.test(code) ? 'password+backup-code' : 'password+authenticator',
      },
      clientAddress: clientAddress(request),
    })
    return deskRedirect(returnTo, deskSetCookies(answer.headers, request))
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    await recordAudit(db, {
      actor: null,
      action: 'auth.sign-in-failed',
      subject: 'second factor',
      details: { reason: errorCode(error) ?? 'wrong-code' },
      clientAddress: clientAddress(request),
    })
    if (error.statusCode === 401 && errorCode(error) !== 'INVALID_CODE') {
      // The pending sign-in is gone (expired, or too many wrong codes): start again.
      return deskRedirect(signInHref(returnTo, 'codeExpired'))
    }
    return deskHtml(401, secondFactorPageHtml({ message: 'codeWrong', returnTo }))
  }
}

export async function handleSignOut(request: Request, db: Database): Promise<Response> {
  if (!isSameOriginRequest(request)) return crossOriginRefused()
  const session = await deskSessionFor(db, request.headers)
  const auth = await deskAuthFor(db)
  let cookies: string[] = []
  if (session) {
    const { headers } = await auth.api.signOut({
      headers: authHeaders(request.headers),
      returnHeaders: true,
    })
    cookies = deskSetCookies(headers, request)
    await recordAudit(db, {
      actor: { id: session.member.id, email: session.member.email },
      action: 'auth.sign-out',
      subject: `staff ${session.member.email}`,
      clientAddress: clientAddress(request),
    })
    forgetPreviewPasses()
  }
  return deskRedirect(signInHref(null, 'signedOut'), [
    ...cookies,
    clearedPreviewPassCookie(request),
    // Next's own draft-mode cookie goes too (it no longer shows drafts on its own anyway).
    expiredCookie(DRAFT_MODE_COOKIE, '/', request),
    expiredCookie(DESK_SESSION_COOKIE, DESK_COOKIE_PATH, request),
  ])
}

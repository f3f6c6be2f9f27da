/**
 * Where the marketing desk lives, and the one rule for where sign-in may send staff back to:
 * a path of the desk itself, never anywhere else.
 */
import { safeRedirectTarget } from '../http/safe-redirect'
import { SITE_URL } from '../site'

export const DESK_PATH = '/marketing'
export const SIGN_IN_PATH = `${DESK_PATH}/sign-in`
export const SIGN_OUT_PATH = `${DESK_PATH}/sign-out`
export const OFFERS_PATH = `${DESK_PATH}/offers`
export const CONTENT_PATH = `${DESK_PATH}/content`
export const LEADS_PATH = `${DESK_PATH}/leads`
export const APPLICATIONS_PATH = `${DESK_PATH}/applications`
export const LEADS_CSV_PATH = `${DESK_PATH}/leads.csv`
export const APPLICATIONS_CSV_PATH = `${DESK_PATH}/applications.csv`
export const PREVIEW_PATH = `${DESK_PATH}/preview`
export const PREVIEW_EXIT_PATH = `${DESK_PATH}/preview/exit`
export const ERASE_LEAD_PATH = `${DESK_PATH}/leads/erase`
export const STAFF_PATH = `${DESK_PATH}/staff`
export const AUDIT_PATH = `${DESK_PATH}/audit`
export const AUDIT_CSV_PATH = `${DESK_PATH}/audit.csv`
/** The signed-in member's own page: password, authenticator app, passkeys. */
export const ACCOUNT_PATH = `${DESK_PATH}/account`
/** Sign-in's second step: the authenticator code. */
export const SECOND_FACTOR_PATH = `${SIGN_IN_PATH}/code`
/** Passkey sign-in (needs JavaScript and a browser with passkeys). */
export const PASSKEY_SIGN_IN_PATH = `${SIGN_IN_PATH}/passkey`
/** A one-time link's page: /marketing/set-password/{token}. */
export const SET_PASSWORD_PATH = `${DESK_PATH}/set-password`
export const EXPERIMENTS_PATH = `${DESK_PATH}/experiments`
/** One experiment's edit page, and where its form is posted. */
export const experimentPath = (key: string) => `${EXPERIMENTS_PATH}/${encodeURIComponent(key)}`
export const experimentSavePath = (key: string) => `${experimentPath(key)}/save`
/** POST a saved revision of an offer page as a page experiment's variant. */
export const PAGE_VARIANTS_PATH = `${EXPERIMENTS_PATH}/page-variants`
/** POST a page experiment's variant as the live page. */
export const publishWinnerPath = (key: string) => `${experimentPath(key)}/publish-winner`
/** Where an experiment's results are shown (its card on the list). */
export const experimentResultsPath = (key: string) =>
  `${EXPERIMENTS_PATH}#${encodeURIComponent(key)}`

/**
 * A redirect target on our own site as a path ('/x?y#z'), by the shared safe-redirect rule, or
 * null for anything else.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null
  const target = safeRedirectTarget(value, { origin: SITE_URL })
  return target !== null && target.startsWith('/') ? target : null
}

/** The query parameter that carries the desk page to return to after signing in. */
export const RETURN_PARAM = 'next'

/**
 * The desk path to go to after signing in: `value` when it is a same-site path inside the desk
 * (query kept), else the desk's home.
 *
 * @example deskReturnPath('/marketing/leads?days=7') // '/marketing/leads?days=7'
 * @example deskReturnPath('//evil.example/marketing') // '/marketing'
 */
export function deskReturnPath(value: string | null | undefined): string {
  const path = sameSitePath(value)
  if (path === null) return DESK_PATH
  const pathname = path.split(/[?#]/)[0] ?? ''
  if (pathname !== DESK_PATH && !pathname.startsWith(`${DESK_PATH}/`)) return DESK_PATH
  // Never back to sign-in, sign-out or a one-time link themselves.
  if (pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`)) return DESK_PATH
  if (pathname === SIGN_OUT_PATH || pathname.startsWith(`${SET_PASSWORD_PATH}/`)) return DESK_PATH
  return path
}

/** Why the sign-in page is shown: a session that ended, or a sign-out. */
export type SignInNotice = 'expired' | 'signedOut' | 'passwordSet' | 'codeExpired'

/** The sign-in page's address, remembering where to return. */
export function signInHref(returnTo?: string | null, notice?: SignInNotice): string {
  const params = new URLSearchParams()
  const target = deskReturnPath(returnTo)
  if (target !== DESK_PATH) params.set(RETURN_PARAM, target)
  if (notice) params.set('notice', notice)
  const query = params.toString()
  return query ? `${SIGN_IN_PATH}?${query}` : SIGN_IN_PATH
}

/** A page's own address with its query, for the return after signing in. */
export function pathWithQuery(
  path: string,
  searchParams: Record<string, string | string[] | undefined>,
): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      params.append(name, item)
    }
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/**
 * The marketing desk's session cookie: an opaque random token (the server keeps only its hash),
 * HttpOnly, SameSite=Strict, scoped to the desk's path, for 8 hours, and Secure whenever the
 * site is reached over https.
 */
export const SESSION_COOKIE = 'move_marketing_session'
export const SESSION_HOURS = 8
export const SESSION_MAX_AGE_SECONDS = SESSION_HOURS * 60 * 60
export const SESSION_COOKIE_PATH = '/marketing'

/** Tokens we issue: 32 random bytes, base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export function isSessionToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN.test(value)
}

/**
 * Whether the browser reached us over https: the request's own scheme, the first
 * X-Forwarded-Proto value, or a public origin (NEXT_PUBLIC_SITE_URL) that is https. A forged
 * X-Forwarded-Proto can only add Secure to the forger's own cookie, so no proxy list is needed.
 */
export function isHttps(
  request: { url: string; headers: Pick<Headers, 'get'> },
  siteUrl: string,
): boolean {
  if (request.url.startsWith('https:') || siteUrl.startsWith('https:')) return true
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return forwarded === 'https'
}

export function sessionCookieHeader(token: string, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    `Path=${SESSION_COOKIE_PATH}`,
    `Max-Age=${SESSION_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

export function clearedSessionCookieHeader(secure: boolean): string {
  return [
    `${SESSION_COOKIE}=`,
    `Path=${SESSION_COOKIE_PATH}`,
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/**
 * The desk's cookies on their way out: better-auth's (move_desk.*, Path=/marketing, HttpOnly,
 * SameSite=Strict) get `Secure` whenever the browser reached us over https (the request's
 * scheme, X-Forwarded-Proto or an https NEXT_PUBLIC_SITE_URL, lib/marketing/session-cookie's
 * rule); better-auth itself is told never to decide, so cookie names stay the same behind
 * any proxy.
 */
import { isHttps } from '@/lib/marketing/session-cookie'
import { SITE_URL } from '@/lib/site'

export function secureWhenHttps(setCookie: string, request: Request): string {
  if (!isHttps(request, SITE_URL) || /;\s*secure\b/i.test(setCookie)) return setCookie
  return `${setCookie}; Secure`
}

/** The Set-Cookie values of better-auth's answer, ready for ours. */
export function deskSetCookies(
  authHeaders: Headers | null | undefined,
  request: Request,
): string[] {
  return (authHeaders?.getSetCookie() ?? []).map((cookie) => secureWhenHttps(cookie, request))
}

export function expiredCookie(name: string, path: string, request: Request): string {
  return secureWhenHttps(`${name}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Strict`, request)
}

/** The Cookie header a browser would send back for these Set-Cookie values (cleared ones left out). */
export function cookieHeaderFrom(setCookies: string[]): string {
  return setCookies
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ')
}

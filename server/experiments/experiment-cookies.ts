/**
 * The sticky-assignment cookie's Set-Cookie lines: one per path it is sent to
 * (EXPERIMENTS_COOKIE_PATHS), HttpOnly, SameSite=Lax, Secure behind https; a null document
 * clears them.
 */
import type { StickyAssignmentsDocument } from '@growthbook/growthbook'
import {
  encodeStickyCookie,
  EXPERIMENTS_COOKIE,
  EXPERIMENTS_COOKIE_MAX_AGE,
  EXPERIMENTS_COOKIE_PATHS,
} from '@/lib/experiments/sticky-cookie'
import { SITE_URL } from '@/lib/site'

function behindHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  return request.url.startsWith('https:') || forwarded === 'https' || SITE_URL.startsWith('https:')
}

export function experimentCookies(
  request: Request,
  doc: StickyAssignmentsDocument | null,
): string[] {
  const secure = behindHttps(request) ? '; Secure' : ''
  const value = doc ? encodeStickyCookie(doc) : ''
  const maxAge = doc ? EXPERIMENTS_COOKIE_MAX_AGE : 0
  return EXPERIMENTS_COOKIE_PATHS.map(
    (path) =>
      `${EXPERIMENTS_COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure}`,
  )
}

/** One cookie's value from a Cookie header, or null. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=')
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim()
    }
  }
  return null
}

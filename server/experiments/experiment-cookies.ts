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
import { isHttps } from '@/lib/marketing/session-cookie'
import { SITE_URL } from '@/lib/site'

export function experimentCookies(
  request: Request,
  doc: StickyAssignmentsDocument | null,
): string[] {
  const secure = isHttps(request, SITE_URL) ? '; Secure' : ''
  const value = doc ? encodeStickyCookie(doc) : ''
  const maxAge = doc ? EXPERIMENTS_COOKIE_MAX_AGE : 0
  return EXPERIMENTS_COOKIE_PATHS.map(
    (path) =>
      `${EXPERIMENTS_COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure}`,
  )
}

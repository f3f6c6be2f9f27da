import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_HIDDEN_VALUE } from '@/lib/landing/cookie-notice'

export const dynamic = 'force-dynamic'

/** One year, in seconds. */
const HIDE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/** The smallest transparent 1×1 GIF (43 bytes). */
const TRANSPARENT_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
)

/**
 * GET /hide-cookie.gif (spec §4, §7): the cookie notice requests it when dismissed. Sets
 * move_cookie_notice=hidden for a year, so the server stops rendering the notice, and answers
 * with a transparent pixel that is never cached (a cached pixel would not set the cookie).
 */
export function GET(request: Request) {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  return new Response(new Uint8Array(TRANSPARENT_GIF), {
    status: 200,
    headers: {
      'Content-Type': 'image/gif',
      'Content-Length': String(TRANSPARENT_GIF.byteLength),
      'Cache-Control': 'no-store, max-age=0',
      'Set-Cookie': `${COOKIE_NOTICE_COOKIE}=${COOKIE_NOTICE_HIDDEN_VALUE}; Path=/; Max-Age=${HIDE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`,
    },
  })
}

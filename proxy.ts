import { NextResponse, type NextRequest } from 'next/server'
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_HIDDEN_VALUE } from '@/lib/cookie-notice'
import { parseLandingPath } from '@/lib/landing/landing-path'
import { INTERNAL_LANDING_PREFIX, internalLandingPath } from '@/lib/landing/landing-route'
import { configQueryArgs } from '@/lib/landing/query-flags'

/**
 * Public landing URLs → the internal cached landing route (see lib/landing/landing-route.ts).
 * Next runs the proxy again for the rewritten path, so internal paths pass through untouched;
 * reached directly they render the same page, whose canonical URL is the public one, and
 * robots.txt keeps crawlers out of them.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname.startsWith(`${INTERNAL_LANDING_PREFIX}/`)) return NextResponse.next()
  const landing = parseLandingPath(pathname)
  if (!landing) return NextResponse.next()

  const target = request.nextUrl.clone()
  target.pathname = internalLandingPath(landing, {
    ...configQueryArgs(searchParams),
    cookieNoticeHidden:
      request.cookies.get(COOKIE_NOTICE_COOKIE)?.value === COOKIE_NOTICE_HIDDEN_VALUE,
  })
  return NextResponse.rewrite(target)
}

export const config = {
  // Pages only: not Next's assets, files with an extension, the API or other routes.
  matcher: ['/((?!_next/|api/|graphql|static/|store-cookies|.*\\.[a-z0-9]+$).*)'],
}

import { NextResponse, type NextRequest } from 'next/server'
import { activityQueryArg } from '@/lib/landing/activity-param'
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_HIDDEN_VALUE } from '@/lib/cookie-notice'
import { parseLandingPath } from '@/lib/landing/landing-path'
import { INTERNAL_LANDING_PREFIX, internalLandingPath } from '@/lib/landing/landing-route'
import { configQueryArgs } from '@/lib/landing/query-flags'

/**
 * Public landing URLs that carry a config query flag (`ref`, `targeted_campaign`,
 * `targeted_city`, `brand_search`) or a shared activity (`activity`, activity-param.ts) → the
 * internal cached landing route with those folded
 * into its path (see lib/landing/landing-route.ts). Every other landing request is rewritten by
 * next.config.js's plain rewrites, which are much cheaper; the matcher below keeps this proxy
 * off those. Internal paths pass through untouched; reached directly they render the same page,
 * whose canonical URL is the public one, and robots.txt keeps crawlers out of them.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname.startsWith(`${INTERNAL_LANDING_PREFIX}/`)) return NextResponse.next()
  const landing = parseLandingPath(pathname)
  if (!landing) return NextResponse.next()

  const target = request.nextUrl.clone()
  target.pathname = internalLandingPath(landing, {
    ...configQueryArgs(searchParams),
    activityId: activityQueryArg(searchParams),
    cookieNoticeHidden:
      request.cookies.get(COOKIE_NOTICE_COOKIE)?.value === COOKIE_NOTICE_HIDDEN_VALUE,
  })
  return NextResponse.rewrite(target)
}

export const config = {
  // Pages only (not Next's assets, files with an extension, the API, other routes or l/), and
  // only with a config flag (lib/landing/query-flags.ts QUERY_PARAMS). Next needs the matcher
  // as literals, so a test checks this list against QUERY_PARAMS.
  matcher: [
    {
      source: '/((?!_next/|api/|l/|graphql|static/|store-cookies|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'query', key: 'ref' }],
    },
    {
      source: '/((?!_next/|api/|l/|graphql|static/|store-cookies|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'query', key: 'targeted_campaign' }],
    },
    {
      source: '/((?!_next/|api/|l/|graphql|static/|store-cookies|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'query', key: 'targeted_city' }],
    },
    {
      source: '/((?!_next/|api/|l/|graphql|static/|store-cookies|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'query', key: 'brand_search' }],
    },
    {
      source: '/((?!_next/|api/|l/|graphql|static/|store-cookies|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'query', key: 'activity' }],
    },
  ],
}

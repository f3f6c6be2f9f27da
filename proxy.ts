import { NextResponse, type NextRequest } from 'next/server'
import { activityQueryArg } from '@/lib/landing/activity-param'
import { cachedRenderOptions, isPlainVisit } from '@/lib/landing/cached-variant'
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_HIDDEN_VALUE } from '@/lib/cookie-notice'
import { parseLandingPath } from '@/lib/landing/landing-path'
import {
  INTERNAL_LANDING_PREFIX,
  internalLandingPath,
  landingFromParams,
  landingKind,
  landingSlug,
} from '@/lib/landing/landing-route'
import { configQueryArgs } from '@/lib/landing/query-flags'
import { knownLandingValues } from '@/server/landing/known-landing-values'

/**
 * Public landing URLs that carry a config query flag (`ref`, `targeted_campaign`,
 * `targeted_city`, `brand_search`) or a shared activity (`activity`, activity-param.ts) → the
 * internal cached landing route with those folded into its path (see
 * lib/landing/landing-route.ts), keeping only values that change the page
 * (lib/landing/cached-variant.ts): a made-up `ref` or `activity` is served the canonical page's
 * cache entry, never a new one. Every other landing request is rewritten by next.config.js's
 * plain rewrites, which are much cheaper; the matcher below keeps this proxy off those.
 * Internal paths reached directly (robots.txt keeps crawlers out; the canonical URL is the
 * public one) are held to the same rule.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname.startsWith(`${INTERNAL_LANDING_PREFIX}/`)) return internalPath(request)
  const landing = parseLandingPath(pathname)
  if (!landing) return NextResponse.next()

  const { searchParams } = request.nextUrl
  const kind = landingKind(landing)
  const options = cachedRenderOptions(
    kind,
    landingSlug(landing),
    {
      ...configQueryArgs(searchParams),
      activityId: activityQueryArg(searchParams),
      cookieNoticeHidden:
        request.cookies.get(COOKIE_NOTICE_COOKIE)?.value === COOKIE_NOTICE_HIDDEN_VALUE,
    },
    await knownLandingValues(),
  )
  // The public route, or next.config.js's cookie rewrite, serves a plain visit's own entry.
  if (isPlainVisit(options)) return NextResponse.next()
  const target = request.nextUrl.clone()
  target.pathname = internalLandingPath(landing, options)
  return NextResponse.rewrite(target)
}

/** /l/{kind}/{slug}/{options} asked for directly: rewritten to the options it is cached under. */
async function internalPath(request: NextRequest) {
  const [kind = '', slug = '', segment = '', ...rest] = request.nextUrl.pathname
    .slice(INTERNAL_LANDING_PREFIX.length + 1)
    .split('/')
  const route = rest.length === 0 ? landingFromParams(kind, slug, segment) : null
  // Not a landing the route renders: its 404 (never stored on disk, server/page-cache).
  if (!route) return NextResponse.next()
  const options = cachedRenderOptions(
    landingKind(route.landing),
    slug,
    route.options,
    await knownLandingValues(),
  )
  const target = internalLandingPath(route.landing, options)
  if (target === request.nextUrl.pathname) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = target
  return NextResponse.rewrite(url)
}

export const config = {
  // Pages only (not Next's assets, files with an extension, the API, other routes or l/), and
  // only with a config flag (lib/landing/query-flags.ts QUERY_PARAMS); and the internal
  // landing paths, which visitors reach only through rewrites (which skip the proxy). Next
  // needs the matcher as literals, so a test checks this list against QUERY_PARAMS.
  matcher: [
    '/l/:path*',
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

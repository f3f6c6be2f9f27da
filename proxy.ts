import { NextResponse, type NextRequest } from 'next/server'
import { activityQueryArg } from '@/lib/landing/activity-param'
import {
  buildInternalLandingPath,
  cachedRenderOptions,
  COOKIE_NOTICE_COOKIE,
  COOKIE_NOTICE_HIDDEN_VALUE,
  INTERNAL_LANDING_PREFIX,
  isPlainVisit,
} from '@/lib/landing/landing-cache-key.mjs'
import { parseLandingPath } from '@/lib/landing/landing-path'
import {
  internalLandingPath,
  landingFromInternalPath,
  landingKind,
  landingSlug,
} from '@/lib/landing/landing-route'
import { configQueryArgs } from '@/lib/landing/query-flags'
import { knownLandingValues } from '@/server/landing/proxy-known-values'

/**
 * Public landing URLs that carry a query parameter of the landing cache key (`ref`, the
 * campaign flags, a shared `activity`) → the internal cached landing route with those folded
 * into its path, keeping only values that change the page: a made-up `ref` or `activity` is
 * served the canonical page's cache entry, never a new one. The key, its names and that rule
 * live in lib/landing/landing-cache-key.mjs. Every other landing request is served by its own
 * route or next.config.js's cookie rewrites, which are much cheaper; the matcher below keeps
 * this proxy off those. Internal paths reached directly (robots.txt keeps crawlers out; the
 * canonical URL is the public one) are held to the same rule.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname.startsWith(`${INTERNAL_LANDING_PREFIX}/`)) return internalPath(request)
  const landing = parseLandingPath(pathname)
  if (!landing) return NextResponse.next()

  const { searchParams } = request.nextUrl
  const options = cachedRenderOptions(
    landingKind(landing),
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
  const route = landingFromInternalPath(request.nextUrl.pathname)
  // Not a landing the route renders: its 404 (never stored on disk, server/page-cache).
  if (!route) return NextResponse.next()
  const { kind, slug } = route
  const options = cachedRenderOptions(kind, slug, route.options, await knownLandingValues())
  const target = buildInternalLandingPath(kind, slug, options)
  if (target === request.nextUrl.pathname) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = target
  return NextResponse.rewrite(url)
}

export const config = {
  // Pages only (not Next's assets, files with an extension, the API, other routes or l/), and
  // only with a query parameter of the cache key (KEY_QUERY_PARAMS, landing-cache-key.mjs);
  // and the internal landing paths, which visitors reach only through rewrites (which skip the
  // proxy). Next needs the matcher as literals, so __tests__/lib/landing/public-rewrites.test.ts
  // checks this list against the key module.
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

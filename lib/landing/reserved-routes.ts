/**
 * The first path segments of our routes other than a city's: a city slug must never shadow one
 * (a city called 'terms' would lose its page to /terms, and /terms/yoga would pass for a city ×
 * activity page). Exactly app/'s top-level routes, route groups opened: a literal list because
 * the proxy and lib/ read no files, held to app/ by __tests__/lib/landing/reserved-routes.test.ts,
 * which names any route missing here or listed here but gone.
 */
export const RESERVED_ROUTES: ReadonlySet<string> = new Set([
  'activities',
  'api',
  'cookie-policy',
  'favicon.ico',
  'graphql',
  'hide-cookie.gif',
  'icon.svg',
  'l',
  'marketing',
  'offers',
  'partner-self-signup',
  'partner-terms',
  'partners',
  'robots.txt',
  'sitemap.xml',
  'store-cookies',
  'terms',
  'venues',
])

/** A first path segment that names one of our other routes, never a city. */
export function isReservedSegment(segment: string): boolean {
  return RESERVED_ROUTES.has(segment)
}

/**
 * Where a request that changes state was sent from, and to: only our own hosts
 * (lib/http/own-hosts.ts: NEXT_PUBLIC_SITE_URL's host and SITE_HOSTS). The request must be
 * addressed to one of them (its Host), and a browser's Origin or Referer must name one: a page on
 * any other host, including one whose DNS name points at our server, writes nothing. The
 * request's own Host and X-Forwarded-Host are never taken as "ours" on their word.
 */
import { hostOfUrl, isAddressedToOwnHost, isOwnOrigin, ownHosts } from '@/lib/http/own-hosts'

export interface RequestOriginOptions {
  /** Extra origins to accept besides our own hosts (tests, other front-end hosts). */
  origins?: readonly string[]
}

/** Our own hosts, and the hosts of `options.origins`. */
function hostsFor(options: RequestOriginOptions): ReadonlySet<string> {
  const extra = (options.origins ?? []).map(hostOfUrl).filter((host) => host !== null)
  return extra.length === 0 ? ownHosts() : new Set([...ownHosts(), ...extra])
}

/**
 * For POSTs and other writes from our own scripts and forms: addressed to our host, with an
 * Origin header on one of our hosts; without an Origin header, a Referer on one. Neither: false.
 */
export function isSameOriginRequest(request: Request, options: RequestOriginOptions = {}): boolean {
  const hosts = hostsFor(options)
  if (!isAddressedToOwnHost(request, hosts)) return false
  const origin = request.headers.get('origin')
  return isOwnOrigin(origin ?? request.headers.get('referer'), hosts)
}

/** Sec-Fetch-Site values of a navigation the visitor started on our site or themselves. */
const SAME_SITE_FETCH_SITES = new Set(['same-origin', 'same-site', 'none'])

/**
 * For GETs that write (a link or a GET form): addressed to our host, and Fetch Metadata
 * `Sec-Fetch-Site` is same-origin, same-site or none (typed or bookmarked); a browser that
 * sends no Fetch Metadata (older ones, plain-HTTP non-local hosts) must send a Referer on one of
 * our hosts. `cross-site` (an `<img>` or a link on another site) and requests with neither
 * header are false.
 */
export function isSameSiteNavigation(
  request: Request,
  options: RequestOriginOptions = {},
): boolean {
  const hosts = hostsFor(options)
  if (!isAddressedToOwnHost(request, hosts)) return false
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return SAME_SITE_FETCH_SITES.has(site.trim().toLowerCase())
  return isOwnOrigin(request.headers.get('referer'), hosts)
}

/**
 * For GETs our own scripts send that still write (the visitor callsign inserts a row):
 * addressed to our host, and Fetch Metadata `Sec-Fetch-Site` same-origin, same-site or none; a
 * cross-site one only from a page on one of our hosts (its Origin: our page calling a marketing
 * host of ours on another site, CORS). An `<img>`, a script or a link on another site is
 * refused. Without Fetch Metadata (older browsers, scripts) an Origin, if any, must be ours.
 */
export function isOwnSiteFetch(request: Request, options: RequestOriginOptions = {}): boolean {
  const hosts = hostsFor(options)
  if (!isAddressedToOwnHost(request, hosts)) return false
  const origin = request.headers.get('origin')
  const site = request.headers.get('sec-fetch-site')?.trim().toLowerCase()
  if (site === 'cross-site') return isOwnOrigin(origin, hosts)
  if (site !== undefined && !SAME_SITE_FETCH_SITES.has(site)) return false
  return origin === null || isOwnOrigin(origin, hosts)
}

/**
 * Where a request was sent from, for writes that must come from our own pages.
 *
 * "Our origin" is any of: the public origin (NEXT_PUBLIC_SITE_URL), the request URL's origin,
 * and the Host / X-Forwarded-Host header with the request's scheme (X-Forwarded-Proto, else the
 * URL's). Trusting those headers is safe here: a browser sets Host itself, and a cross-site page
 * cannot add X-Forwarded-Host to a request without a CORS preflight we never grant.
 */
import { SITE_URL } from '@/lib/site'

export interface RequestOriginOptions {
  /** Extra origins to accept besides the ones above (tests, other front-end hosts). */
  origins?: readonly string[]
}

function originOf(value: string | null | undefined): string | null {
  if (!value || value === 'null') return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** Every origin the request may legitimately come from. */
export function ourOrigins(request: Request, options: RequestOriginOptions = {}): Set<string> {
  const origins = new Set<string>()
  const add = (value: string | null | undefined) => {
    const origin = originOf(value)
    if (origin) origins.add(origin)
  }
  add(SITE_URL)
  add(request.url)
  for (const extra of options.origins ?? []) add(extra)
  let scheme = 'http'
  try {
    scheme = new URL(request.url).protocol.replace(':', '')
  } catch {
    // keep http
  }
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const schemes = new Set([scheme])
  if (forwardedProto === 'http' || forwardedProto === 'https') schemes.add(forwardedProto)
  const hosts = [
    request.headers.get('host'),
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim(),
  ]
  for (const host of hosts) {
    if (!host || /[\s/\\@?#]/.test(host)) continue
    for (const each of schemes) add(`${each}://${host}`)
  }
  return origins
}

function refererOrigin(request: Request): string | null {
  return originOf(request.headers.get('referer'))
}

/**
 * For POSTs and other writes from our own scripts and forms: the Origin header is one of our
 * origins; without an Origin header, a Referer on one of our origins. Neither: false.
 */
export function isSameOriginRequest(request: Request, options: RequestOriginOptions = {}): boolean {
  const ours = ourOrigins(request, options)
  const origin = request.headers.get('origin')
  if (origin !== null) {
    const parsed = originOf(origin)
    return parsed !== null && ours.has(parsed)
  }
  const referer = refererOrigin(request)
  return referer !== null && ours.has(referer)
}

/** Sec-Fetch-Site values of a navigation the visitor started on our site or themselves. */
const SAME_SITE_FETCH_SITES = new Set(['same-origin', 'same-site', 'none'])

/**
 * For GETs that write (a link or a GET form): Fetch Metadata `Sec-Fetch-Site` is same-origin,
 * same-site or none (typed or bookmarked); a browser that sends no Fetch Metadata (older ones,
 * plain-HTTP non-local hosts) must send a Referer on one of our origins. `cross-site` (an
 * `<img>` or a link on another site) and requests with neither header are false.
 */
export function isSameSiteNavigation(
  request: Request,
  options: RequestOriginOptions = {},
): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return SAME_SITE_FETCH_SITES.has(site.trim().toLowerCase())
  const referer = refererOrigin(request)
  return referer !== null && ourOrigins(request, options).has(referer)
}

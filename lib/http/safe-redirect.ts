/**
 * The one rule for every redirect we send (preview enter and exit, /store-cookies, …): a target
 * is allowed when, after the browser's own normalisation, it is a path on our origin or a URL on
 * an allow-listed host. The check runs on the normalised result (WHATWG URL, as browsers parse
 * Location), so '/.//evil.example' and '/a/..//evil.example', which normalise to the
 * protocol-relative '//evil.example', are refused rather than passed on.
 *
 * Refused outright, before parsing: anything over MAX_REDIRECT_LENGTH, control characters,
 * whitespace (browsers drop tabs and newlines inside URLs: '/\t/evil.example' is
 * '//evil.example') and backslashes (read as '/' in http(s) URLs: '/\evil.example'). Refused
 * after parsing: schemes other than http(s) ('javascript:', 'data:'), user info
 * ('https://ours@evil.example'), other hosts, a same-origin path that starts with '//', and
 * percent-encoded '/', '\' or '%' in the path ('%2f', '%5c', double-encoded '%252f'), which a
 * later decode could turn into one of the above.
 */

export const MAX_REDIRECT_LENGTH = 2048

const UNSAFE_CHARACTERS =
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/
const ENCODED_SEPARATOR = /%(?:2f|5c|25)/i

export interface SafeRedirectOptions {
  /** Our origin, e.g. 'https://www.example.com'; relative targets resolve against it. */
  origin: string
  /** Hosts ('host' or 'host:port') besides ours that may be redirected to; default none. */
  allowedHosts?: readonly string[]
}

/**
 * The target to put in Location when it is allowed, else null: a same-origin target as a path
 * ('/offers/x?ref=a#top'), an allow-listed one as its normalised absolute URL.
 *
 * @example safeRedirectTarget('/offers/x', { origin }) // '/offers/x'
 * @example safeRedirectTarget('/.//evil.example/', { origin }) // null
 * @example safeRedirectTarget('https://account.example.com/signup', { origin, allowedHosts: ['account.example.com'] })
 *   // 'https://account.example.com/signup'
 */
export function safeRedirectTarget(input: string, options: SafeRedirectOptions): string | null {
  if (typeof input !== 'string' || input === '' || input.length > MAX_REDIRECT_LENGTH) return null
  if (UNSAFE_CHARACTERS.test(input)) return null
  let own: URL
  let target: URL
  try {
    own = new URL(options.origin)
    target = new URL(input, own)
  } catch {
    return null
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null
  if (target.username !== '' || target.password !== '') return null
  if (ENCODED_SEPARATOR.test(target.pathname)) return null
  if (target.origin === own.origin) {
    // A path starting with '//' would be read as another host when sent as Location.
    if (target.pathname.startsWith('//')) return null
    return `${target.pathname}${target.search}${target.hash}`
  }
  const allowed = (options.allowedHosts ?? []).map((host) => host.trim().toLowerCase())
  // An entry without a port matches the host on its default port only (URL.host drops it).
  return allowed.includes(target.host.toLowerCase()) ? target.href : null
}

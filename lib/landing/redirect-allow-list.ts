/**
 * Which URLs the server may redirect a visitor to: our own origin, or a host on the allow-list
 * (the account host the sign-up links point at). Anything else is an open redirect.
 */

/** The seed's sign-up, sign-in and continue URLs live on this host (lib/catalogue/landing-pages). */
export const DEFAULT_REDIRECT_ALLOWED_HOSTS: readonly string[] = ['account.example.com']

/**
 * The allow-list from REDIRECT_ALLOWED_HOSTS (comma-separated hosts, 'host' or 'host:port'; a
 * full URL is reduced to its host), else the default. Entries are compared lower-cased.
 */
export function redirectAllowedHosts(
  value: string | undefined = process.env.REDIRECT_ALLOWED_HOSTS,
): string[] {
  if (value === undefined || value.trim() === '') return [...DEFAULT_REDIRECT_ALLOWED_HOSTS]
  return value
    .split(',')
    .map((entry) => hostOf(entry.trim()))
    .filter((entry): entry is string => entry !== null)
}

function hostOf(entry: string): string | null {
  if (entry === '') return null
  try {
    return new URL(entry.includes('://') ? entry : `https://${entry}`).host.toLowerCase()
  } catch {
    return null
  }
}

export interface RedirectPolicy {
  /** Our origin, e.g. 'https://www.example.com'. Relative URLs resolve against it. */
  origin: string
  /** Hosts ('host' or 'host:port') other than ours that may be redirected to. */
  allowedHosts: readonly string[]
}

// Control characters and whitespace are stripped or reinterpreted by URL parsers and browsers
// ('/\tevil.com'); backslashes become '/' in http(s) URLs ('/\evil.com' is '//evil.com').
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\\u2028\u2029]/

/**
 * True when `url` (absolute, or relative to `origin`) is http(s), carries no user info, and is
 * on our origin or on an allowed host. Protocol-relative ('//evil.com'), look-alike hosts
 * ('account.example.com.evil.com'), 'javascript:', backslashes and 'user@host' are refused.
 */
export function isAllowedRedirect(url: string | URL, policy: RedirectPolicy): boolean {
  const text = String(url)
  if (text === '' || UNSAFE_CHARACTERS.test(text)) return false
  let target: URL
  let own: URL
  try {
    own = new URL(policy.origin)
    target = new URL(text, own)
  } catch {
    return false
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false
  if (target.username !== '' || target.password !== '') return false
  if (target.origin === own.origin) return true
  const allowed = policy.allowedHosts.map((host) => host.toLowerCase())
  // An entry without a port matches the host on its default port only.
  return allowed.includes(target.host.toLowerCase())
}

/**
 * The hosts besides our own origin that the server may redirect a visitor to (the account host
 * the sign-up links point at). The rule itself is lib/http/safe-redirect.ts.
 */

/**
 * The seed's sign-up, sign-in and continue URLs live on these hosts (server/db/seed/catalogue/seed-landing-pages.ts):
 * the members' account host, and the partners' sign-in host that partner pages link to (the
 * desk accepts a page's links only on these hosts or our own paths).
 */
export const DEFAULT_REDIRECT_ALLOWED_HOSTS: readonly string[] = [
  'account.example.com',
  'partners.example.com',
]

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

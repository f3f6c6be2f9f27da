/**
 * The marketing host of spec §7 (`{marketing host}/api/2/...`): MARKETING_API_ORIGIN, read when
 * the app is built (like the map's and the video's origins, because the CSP is built then too).
 * Empty or unusable means our own origin, which serves the same endpoints first-party.
 * next.config.js repeats this rule in plain JS for connect-src and for the browser bundle
 * (__tests__/lib/marketing/marketing-origin-csp.test.ts keeps them in step).
 */

/**
 * The origin of an http(s) URL, else '' (our own origin).
 *
 * @example marketingApiOrigin('https://m.example.com/any/path') // 'https://m.example.com'
 */
export function marketingApiOrigin(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim()
  if (!trimmed) return ''
  try {
    const url = new URL(trimmed)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : ''
  } catch {
    return ''
  }
}

/** The configured origin, as next.config.js passes it to the browser bundle. */
export function configuredMarketingApiOrigin(): string {
  return marketingApiOrigin(process.env.MARKETING_API_ORIGIN)
}

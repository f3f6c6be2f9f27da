/**
 * An optional website address: http or https only, with a real host name and no credentials.
 * 'www.example.co.uk' is taken as https://www.example.co.uk/.
 */
export type WebsiteCheck =
  { ok: true; url: string } | { ok: false; reason: 'scheme' | 'invalid' | 'too-long' }

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

export function checkWebsiteUrl(input: string, maxLength: number): WebsiteCheck {
  const trimmed = input.trim()
  if (trimmed.length > maxLength) return { ok: false, reason: 'too-long' }
  const withScheme = SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' }
  const host = url.hostname
  const labels = host.split('.')
  if (
    url.username !== '' ||
    url.password !== '' ||
    labels.length < 2 ||
    labels.some((label) => label === '') ||
    /\s/.test(trimmed)
  ) {
    return { ok: false, reason: 'invalid' }
  }
  return { ok: true, url: url.href }
}

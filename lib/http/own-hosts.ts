/**
 * The hosts that are our own site, for routes that change state: the host of
 * NEXT_PUBLIC_SITE_URL, plus SITE_HOSTS (other hosts the same site is served on, comma
 * separated, `host` or `host:port`, e.g. `www.move.example, move.example`). When the site
 * itself is on a loopback name (development, tests), the other loopback names on the same port
 * count too: `localhost:3000` and `127.0.0.1:3000` are one machine.
 *
 * Not the request's own Host or X-Forwarded-Host: a page on a host we do not know (a DNS name
 * pointed at our server, DNS rebinding) would otherwise be "same origin" with itself.
 */
import { SITE_URL } from '../site'

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

/** 'Move.Example:443' → 'move.example' (a scheme's default port goes), or null if not a host. */
export function normaliseHost(
  value: string | null | undefined,
  protocol = 'https:',
): string | null {
  const text = value?.trim().toLowerCase()
  if (!text || /[\s/\\@?#]/.test(text)) return null
  try {
    return new URL(`${protocol}//${text}`).host
  } catch {
    return null
  }
}

/** The host (and port) of an http(s) URL or origin, else null. */
export function hostOfUrl(value: string | null | undefined): string | null {
  if (!value || value === 'null') return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null
  } catch {
    return null
  }
}

/**
 * Our own hosts from a site URL and the SITE_HOSTS list (entries that are not hosts are
 * ignored).
 *
 * @example parseOwnHosts('https://move.example', 'www.move.example') // Set { 'move.example', 'www.move.example' }
 */
export function parseOwnHosts(siteUrl: string, extra: string | undefined): ReadonlySet<string> {
  const hosts = new Set<string>()
  const site = hostOfUrl(siteUrl)
  if (site) {
    hosts.add(site)
    const { hostname, port } = new URL(siteUrl)
    if (LOOPBACK_NAMES.includes(hostname)) {
      for (const name of LOOPBACK_NAMES) hosts.add(port ? `${name}:${port}` : name)
    }
  }
  for (const entry of (extra ?? '').split(',')) {
    const host = normaliseHost(entry)
    if (host) hosts.add(host)
    // Both schemes' default ports: 'move.example' is the same host over http and https.
    const plain = normaliseHost(entry, 'http:')
    if (plain) hosts.add(plain)
  }
  return hosts
}

let cached: { extra: string | undefined; hosts: ReadonlySet<string> } | undefined

/** Our own hosts, from NEXT_PUBLIC_SITE_URL and SITE_HOSTS (parsed once per value). */
export function ownHosts(): ReadonlySet<string> {
  const extra = process.env.SITE_HOSTS
  if (!cached || cached.extra !== extra) cached = { extra, hosts: parseOwnHosts(SITE_URL, extra) }
  return cached.hosts
}

/** Whether an Origin or Referer value is a page on one of our hosts. */
export function isOwnOrigin(value: string | null | undefined, hosts = ownHosts()): boolean {
  const host = hostOfUrl(value)
  return host !== null && hosts.has(host)
}

/**
 * Whether the request was addressed to one of our hosts: its Host header (as the browser sent
 * it), else its URL's host.
 */
export function isAddressedToOwnHost(request: Request, hosts = ownHosts()): boolean {
  const header = request.headers.get('host')
  const host = header === null ? hostOfUrl(request.url) : normaliseHost(header, protocolOf(request))
  return host !== null && hosts.has(host)
}

function protocolOf(request: Request): string {
  try {
    return new URL(request.url).protocol
  } catch {
    return 'http:'
  }
}

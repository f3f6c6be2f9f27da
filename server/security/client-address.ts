/**
 * The address of the client a request came from, for rate limits.
 *
 * - The socket peer, which our HTTP server (server/http/stages/peer-address.mjs) writes into
 *   PEER_ADDRESS_HEADER on every request with a proof made with this process's key, replacing any
 *   value a client sent; a value without a valid proof is never believed.
 * - X-Forwarded-For only when that peer is a trusted proxy (TRUSTED_PROXIES: comma-separated
 *   IPv4/IPv6 addresses or CIDR ranges, empty by default). The list is walked from the right,
 *   skipping trusted hops; the first untrusted address is the client. A hop that is not an IP
 *   address ends the walk: nothing to its left can be trusted, so the hop that sent it counts.
 * - Without a proven header (Next run without our server, a handler called directly in a test
 *   without one): UNKNOWN_CLIENT_ADDRESS, one shared bucket. `npm start` and `npm run dev` always
 *   set it.
 */
import { BlockList } from 'node:net'
import { parseIpAddress, type IpAddress } from '@/lib/http/ip-address'
import { PEER_ADDRESS_HEADER, provenPeerAddress } from './peer-address-header.mjs'

export { PEER_ADDRESS_HEADER }

export const UNKNOWN_CLIENT_ADDRESS = 'unknown'
/** More hops than any real proxy chain; a longer header is not walked further. */
export const MAX_FORWARDED_HOPS = 20

export interface TrustedProxies {
  has(address: IpAddress): boolean
  /** Entries that were not an address or a CIDR range (ignored). */
  readonly invalid: readonly string[]
}

/** Parses TRUSTED_PROXIES ('10.0.0.0/8, 192.0.2.7, 2001:db8::/32'). */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new BlockList()
  const invalid: string[] = []
  let size = 0
  for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
    if (entry === '') continue
    const [network = '', prefixText, ...rest] = entry.split('/')
    const address = parseIpAddress(network)
    const maxPrefix = address?.version === 6 ? 128 : 32
    const prefix = prefixText === undefined ? maxPrefix : Number(prefixText)
    if (
      !address ||
      rest.length > 0 ||
      (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) ||
      prefix > maxPrefix
    ) {
      invalid.push(entry)
      continue
    }
    list.addSubnet(address.text, prefix, address.version === 6 ? 'ipv6' : 'ipv4')
    size += 1
  }
  return {
    invalid,
    has: (address) => size > 0 && list.check(address.text, address.version === 6 ? 'ipv6' : 'ipv4'),
  }
}

let cached: { source: string | undefined; proxies: TrustedProxies } | undefined

/** TRUSTED_PROXIES from the environment, parsed once per value; bad entries logged once. */
export function trustedProxiesFromEnv(): TrustedProxies {
  const source = process.env.TRUSTED_PROXIES
  if (!cached || cached.source !== source) {
    const proxies = parseTrustedProxies(source)
    if (proxies.invalid.length > 0) {
      console.error(
        `TRUSTED_PROXIES: ignoring ${proxies.invalid.map((entry) => JSON.stringify(entry)).join(', ')} (not an IP address or CIDR range).`,
      )
    }
    cached = { source, proxies }
  }
  return cached.proxies
}

/** What the address is read from: a Fetch Request, or anything with its headers' `get`. */
export interface RequestHeaders {
  headers: { get(name: string): string | null }
}

function forwardedFor(request: RequestHeaders): string[] {
  const header = request.headers.get('x-forwarded-for')
  if (!header) return []
  return header
    .split(',')
    .slice(-MAX_FORWARDED_HOPS)
    .map((hop) => hop.trim())
}

/**
 * The client's IP address (canonical text), or UNKNOWN_CLIENT_ADDRESS when the request did not
 * come through our server.
 */
export function clientAddress(
  request: RequestHeaders,
  options: { trustedProxies?: TrustedProxies } = {},
): string {
  const peer = parseIpAddress(provenPeerAddress(request.headers.get(PEER_ADDRESS_HEADER)))
  if (!peer) return UNKNOWN_CLIENT_ADDRESS
  const trusted = options.trustedProxies ?? trustedProxiesFromEnv()
  let client = peer
  if (!trusted.has(client)) return client.text
  const hops = forwardedFor(request)
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = parseIpAddress(hops[index])
    if (!hop) break
    client = hop
    if (!trusted.has(hop)) break
  }
  return client.text
}

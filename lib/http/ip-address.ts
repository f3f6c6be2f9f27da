/**
 * IP address text as it arrives in headers: validated, normalised, and reduced to the bucket a
 * rate limit counts it in. Pure string work (no Node APIs), so it can be table-tested.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const HEXTET = /^[0-9a-f]{1,4}$/

export type IpVersion = 4 | 6

export interface IpAddress {
  version: IpVersion
  /** Canonical text: dotted quad, or eight full lower-case hextets joined by ':'. */
  text: string
}

/** The eight hextets of an IPv6 address (zone id refused), or null. */
export function ipv6Hextets(text: string): number[] | null {
  const value = text.toLowerCase()
  if (value.includes('%') || value.length > 45) return null
  let tail: number[] = []
  let head = value
  // An IPv4 tail ('::ffff:192.0.2.1') stands for the last two hextets.
  const lastColon = value.lastIndexOf(':')
  const maybeV4 = value.slice(lastColon + 1)
  if (maybeV4.includes('.')) {
    if (!IPV4.test(maybeV4)) return null
    const [a, b, c, d] = maybeV4.split('.').map(Number) as [number, number, number, number]
    tail = [(a << 8) | b, (c << 8) | d]
    head = value.slice(0, lastColon + 1)
    // 'x::' + v4 leaves 'x::'; 'x:y:' + v4 leaves a dangling ':' to drop.
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1)
  }
  const halves = head.split('::')
  if (halves.length > 2) return null
  const parse = (part: string): number[] | null => {
    if (part === '') return []
    const groups = part.split(':')
    if (!groups.every((group) => HEXTET.test(group))) return null
    return groups.map((group) => parseInt(group, 16))
  }
  const left = parse(halves[0] ?? '')
  const right = halves.length === 2 ? parse(halves[1] ?? '') : []
  if (left === null || right === null) return null
  const given = left.length + right.length + tail.length
  if (halves.length === 2) {
    if (given > 7) return null
    return [...left, ...new Array<number>(8 - given).fill(0), ...right, ...tail]
  }
  return given === 8 ? [...left, ...tail] : null
}

/**
 * Parses one address as it appears in X-Forwarded-For or a socket: IPv4 ('192.0.2.1',
 * '192.0.2.1:443'), IPv6 ('2001:db8::1', '[2001:db8::1]:443'). IPv4-mapped IPv6
 * ('::ffff:192.0.2.1', what a dual-stack socket reports) becomes the IPv4 address.
 */
export function parseIpAddress(raw: string | null | undefined): IpAddress | null {
  if (typeof raw !== 'string') return null
  let value = raw.trim()
  if (value === '' || value.length > 64) return null
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value)
  if (bracketed) value = bracketed[1] ?? ''
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  if (IPV4.test(value)) return { version: 4, text: value }
  const hextets = ipv6Hextets(value)
  if (hextets === null) return null
  const mapped = hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff
  if (mapped) {
    const [hi = 0, lo = 0] = hextets.slice(6)
    return { version: 4, text: `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}` }
  }
  return { version: 6, text: hextets.map((h) => h.toString(16).padStart(4, '0')).join(':') }
}

/**
 * The bucket a rate limit counts an address in: the IPv4 address itself, or the IPv6 /64
 * prefix. One IPv6 subscriber is routinely given a whole /64, so counting single IPv6 addresses
 * would hand a script 2^64 fresh budgets.
 */
export function rateLimitBucket(address: IpAddress): string {
  if (address.version === 4) return address.text
  return `${address.text.split(':').slice(0, 4).join(':')}::/64`
}

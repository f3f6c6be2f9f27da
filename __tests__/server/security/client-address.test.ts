/** @jest-environment node */
import {
  clientAddress,
  parseTrustedProxies,
  PEER_ADDRESS_HEADER,
  UNKNOWN_CLIENT_ADDRESS,
} from '@/server/security/client-address'
import { peerAddressValue, provenPeerAddress } from '@/server/security/peer-address-header.mjs'

/** A request as our server hands it to Next: the peer address with this process's proof. */
function request(peer: string | null, forwardedFor?: string): Request {
  const headers = new Headers()
  if (peer !== null) headers.set(PEER_ADDRESS_HEADER, peerAddressValue(peer))
  if (forwardedFor !== undefined) headers.set('x-forwarded-for', forwardedFor)
  return new Request('http://localhost:3000/store-cookies', { headers })
}

const V6_LOOPBACK = '0000:0000:0000:0000:0000:0000:0000:0001'

describe('clientAddress', () => {
  it.each([
    // [TRUSTED_PROXIES, peer, X-Forwarded-For, expected]
    ['', '203.0.113.9', undefined, '203.0.113.9'],
    ['', '::ffff:203.0.113.9', undefined, '203.0.113.9'],
    ['', '::1', undefined, V6_LOOPBACK],
    ['', '203.0.113.9', '198.51.100.1', '203.0.113.9'],
    ['', '127.0.0.1', '198.51.100.1', '127.0.0.1'],
    ['10.0.0.0/8', '203.0.113.9', '198.51.100.1', '203.0.113.9'],
    ['10.0.0.0/8', '10.1.2.3', '198.51.100.1', '198.51.100.1'],
    ['10.0.0.0/8', '::ffff:10.1.2.3', '198.51.100.1', '198.51.100.1'],
    ['10.0.0.0/8', '10.1.2.3', 'spoofed, 198.51.100.1', '198.51.100.1'],
    ['10.0.0.0/8', '10.1.2.3', '192.0.2.66, 198.51.100.1', '198.51.100.1'],
    ['10.0.0.0/8', '10.1.2.3', '198.51.100.1, 10.9.9.9', '198.51.100.1'],
    ['10.0.0.0/8', '10.1.2.3', '192.0.2.66,198.51.100.1 , 10.9.9.9', '198.51.100.1'],
    ['10.0.0.0/8', '10.1.2.3', '10.4.4.4, 10.9.9.9', '10.4.4.4'],
    ['10.0.0.0/8', '10.1.2.3', '198.51.100.1, garbage, 10.9.9.9', '10.9.9.9'],
    ['10.0.0.0/8', '10.1.2.3', 'garbage', '10.1.2.3'],
    ['10.0.0.0/8', '10.1.2.3', '', '10.1.2.3'],
    ['10.0.0.0/8', '10.1.2.3', undefined, '10.1.2.3'],
    ['10.0.0.0/8', '10.1.2.3', '198.51.100.1:5555', '198.51.100.1'],
    ['10.0.0.0/8', '10.1.2.3', '[2001:db8::7]:443', '2001:0db8:0000:0000:0000:0000:0000:0007'],
    ['127.0.0.1', '127.0.0.1', '198.51.100.1', '198.51.100.1'],
    ['127.0.0.1', '127.0.0.2', '198.51.100.1', '127.0.0.2'],
    ['192.0.2.7, 10.0.0.0/8', '192.0.2.7', '198.51.100.1, 10.0.0.5', '198.51.100.1'],
    ['::1', '::1', '198.51.100.1', '198.51.100.1'],
    ['fd00::/8', 'fd12:3456::1', '2001:db8::9', '2001:0db8:0000:0000:0000:0000:0000:0009'],
    ['fd00::/8', 'fe80::1', '2001:db8::9', 'fe80:0000:0000:0000:0000:0000:0000:0001'],
    ['not-an-address, 10.0.0.0/8', '10.1.2.3', '198.51.100.1', '198.51.100.1'],
    ['10.0.0.0/33', '10.1.2.3', '198.51.100.1', '10.1.2.3'],
  ])('TRUSTED_PROXIES=%j, peer %s, X-Forwarded-For %j → %s', (trusted, peer, xff, expected) => {
    const trustedProxies = parseTrustedProxies(trusted)
    expect(clientAddress(request(peer, xff), { trustedProxies })).toBe(expected)
  })

  it.each<[string, string | null]>([
    ['no peer header (Next without our server, a direct handler call)', null],
    ["a client's own header, without a proof", '203.0.113.7'],
    ["a client's own header with a made-up proof", '203.0.113.7 AAAAAAAAAAAAAAAAAAAAAA'],
    ['a proof made for another address', peerAddressValue('203.0.113.8').replace('.8 ', '.7 ')],
    ['a proven header that is not an address', peerAddressValue('spoofed')],
  ])('%s → the shared unknown bucket', (_, header) => {
    const trustedProxies = parseTrustedProxies('')
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.1' })
    if (header !== null) headers.set(PEER_ADDRESS_HEADER, header)
    const forged = new Request('http://localhost:3000/store-cookies', { headers })
    expect(clientAddress(forged, { trustedProxies })).toBe(UNKNOWN_CLIENT_ADDRESS)
  })

  it('walks no further than MAX_FORWARDED_HOPS hops', () => {
    const trustedProxies = parseTrustedProxies('10.0.0.0/8')
    const hops = ['198.51.100.1', ...Array.from({ length: 30 }, (_, i) => `10.0.0.${i}`)]
    expect(clientAddress(request('10.1.1.1', hops.join(', ')), { trustedProxies })).toBe(
      '10.0.0.10',
    )
  })

  it('reads TRUSTED_PROXIES from the environment', () => {
    const before = process.env.TRUSTED_PROXIES
    try {
      process.env.TRUSTED_PROXIES = '10.0.0.0/8'
      expect(clientAddress(request('10.1.2.3', '198.51.100.1'))).toBe('198.51.100.1')
      delete process.env.TRUSTED_PROXIES
      expect(clientAddress(request('10.1.2.3', '198.51.100.1'))).toBe('10.1.2.3')
    } finally {
      if (before === undefined) delete process.env.TRUSTED_PROXIES
      else process.env.TRUSTED_PROXIES = before
    }
  })
})

describe('parseTrustedProxies', () => {
  it.each([
    ['', []],
    ['10.0.0.0/8, ::1', []],
    [
      '10.0.0.0/8, proxy.internal, 1.2.3.4/40, ::1/129, 1.2.3.4/8/9, 1.2.3.4/x',
      ['proxy.internal', '1.2.3.4/40', '::1/129', '1.2.3.4/8/9', '1.2.3.4/x'],
    ],
  ])('%j: invalid entries %j', (value, invalid) => {
    expect(parseTrustedProxies(value).invalid).toEqual(invalid)
  })
})

describe('provenPeerAddress', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['a value this process wrote', peerAddressValue('192.0.2.1'), '192.0.2.1'],
    ['an IPv6 value this process wrote', peerAddressValue('::1'), '::1'],
    ['a bare address', '192.0.2.1', null],
    ['an address and a proof of the wrong length', '192.0.2.1 abc', null],
    ['nothing', undefined, null],
    ['an empty value', '', null],
  ])('%s → %s', (_, value, expected) => {
    expect(provenPeerAddress(value)).toBe(expected)
  })
})

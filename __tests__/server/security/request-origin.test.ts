/** @jest-environment node */
import {
  isOwnSiteFetch,
  isSameOriginRequest,
  isSameSiteNavigation,
} from '@/server/security/request-origin'

const URL_ = 'http://localhost:3000/store-cookies?utm_capture_email=a%40example.com'

function request(headers: Record<string, string>, url = URL_): Request {
  return new Request(url, { headers })
}

describe('isSameOriginRequest', () => {
  it.each([
    [{ origin: 'http://localhost:3000' }, true],
    [{ origin: 'http://localhost:3000', referer: 'https://evil.example/' }, true],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'https://evil.example', referer: 'http://localhost:3000/london' }, false],
    [{ origin: 'null' }, false],
    [{ origin: 'http://localhost:3001' }, false],
    // Our hosts, whatever the scheme (a TLS proxy in front of http).
    [{ origin: 'https://localhost:3000' }, true],
    [{ origin: 'http://localhost:3000.evil.example' }, false],
    [{ referer: 'http://localhost:3000/london?ref=x' }, true],
    [{ referer: 'https://evil.example/http://localhost:3000/' }, false],
    [{ referer: 'not a url' }, false],
    [{}, false],
    // Loopback names of the local site are one machine.
    [{ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, true],
    // A host we do not know is not ours because the request says so (DNS rebinding).
    [{ origin: 'https://rebound.example', host: 'rebound.example' }, false],
    [{ origin: 'http://localhost:3000', host: 'rebound.example' }, false],
    [{ origin: 'https://www.move.example', host: 'www.move.example' }, false],
    [
      {
        origin: 'https://www.move.example',
        'x-forwarded-host': 'www.move.example',
        'x-forwarded-proto': 'https',
      },
      false,
    ],
  ])('%j → %p', (headers, expected) => {
    expect(isSameOriginRequest(request(headers))).toBe(expected)
  })

  it('accepts the hosts listed in SITE_HOSTS, and only those', () => {
    process.env.SITE_HOSTS = 'www.move.example, move.example:8443'
    try {
      for (const [headers, expected] of [
        [{ origin: 'https://www.move.example', host: 'www.move.example' }, true],
        [{ origin: 'http://localhost:3000', host: 'www.move.example' }, true],
        [{ origin: 'https://move.example:8443', host: 'move.example:8443' }, true],
        [{ origin: 'https://move.example', host: 'move.example' }, false],
        [{ origin: 'https://evil.example', host: 'www.move.example' }, false],
        [{ referer: 'https://www.move.example/london', host: 'www.move.example' }, true],
      ] as const) {
        expect([headers, isSameOriginRequest(request(headers))]).toEqual([headers, expected])
      }
    } finally {
      delete process.env.SITE_HOSTS
    }
  })

  it('accepts extra origins given as options', () => {
    const req = request({ origin: 'https://shop.move.example' })
    expect(isSameOriginRequest(req)).toBe(false)
    expect(isSameOriginRequest(req, { origins: ['https://shop.move.example'] })).toBe(true)
  })
})

describe('isSameSiteNavigation', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ 'sec-fetch-site': 'cross-site', referer: 'http://localhost:3000/london' }, false],
    [{ 'sec-fetch-site': 'something-new' }, false],
    [{ 'sec-fetch-site': '' }, false],
    [{ referer: 'http://localhost:3000/london' }, true],
    [{ referer: 'https://evil.example/page' }, false],
    [{ referer: 'http://localhost:3000.evil.example/' }, false],
    [{}, false],
    // Same-origin on a host we do not know: a page of a DNS name pointed at us.
    [{ 'sec-fetch-site': 'same-origin', host: 'rebound.example' }, false],
  ])('%j → %p', (headers, expected) => {
    expect(isSameSiteNavigation(request(headers))).toBe(expected)
  })
})

describe('isOwnSiteFetch (the visitor callsign)', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'same-site', origin: 'http://localhost:3000' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, false],
    // A page of ours calling a marketing host of ours on another site (CORS).
    [{ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' }, true],
    [{ 'sec-fetch-site': 'nonsense' }, false],
    [{}, true],
    [{ origin: 'https://evil.example' }, false],
    [{ 'sec-fetch-site': 'same-origin', host: 'rebound.example' }, false],
  ])('%j → %p', (headers, expected) => {
    expect(isOwnSiteFetch(request(headers, 'http://localhost:3000/api/2/visitor/callsign'))).toBe(
      expected,
    )
  })
})

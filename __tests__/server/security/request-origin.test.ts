/** @jest-environment node */
import { isSameOriginRequest, isSameSiteNavigation } from '@/server/security/request-origin'

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
    [{ origin: 'https://localhost:3000' }, false],
    [{ origin: 'http://localhost:3000.evil.example' }, false],
    [{ referer: 'http://localhost:3000/london?ref=x' }, true],
    [{ referer: 'https://evil.example/http://localhost:3000/' }, false],
    [{ referer: 'not a url' }, false],
    [{}, false],
    [
      {
        origin: 'https://www.move.example',
        host: 'www.move.example',
        'x-forwarded-proto': 'https',
      },
      true,
    ],
    [
      {
        origin: 'https://www.move.example',
        'x-forwarded-host': 'www.move.example',
        'x-forwarded-proto': 'https',
      },
      true,
    ],
    [{ origin: 'https://www.move.example', host: 'www.move.example' }, false],
    [{ origin: 'http://www.move.example', host: 'www.move.example' }, true],
    [{ origin: 'http://evil.example', host: 'www.move.example' }, false],
  ])('%j → %p', (headers, expected) => {
    expect(isSameOriginRequest(request(headers))).toBe(expected)
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
  ])('%j → %p', (headers, expected) => {
    expect(isSameSiteNavigation(request(headers))).toBe(expected)
  })
})

import { parseApplicationUpdate } from '@/lib/marketing/application-status'
import { deskReturnPath, signInHref } from '@/lib/marketing/desk-routes'
import { parseErasureRequest } from '@/lib/marketing/erasure'
import { landingPageKind, parseOfferStatus, pathWithRef } from '@/lib/marketing/landing-page-kind'
import { pageWindow, parsePageNumber } from '@/lib/marketing/pagination'
import { cookieValue } from '@/lib/http/cookie-value'
import {
  clearedSessionCookieHeader,
  isHttps,
  isSessionToken,
  sessionCookieHeader,
} from '@/lib/marketing/session-cookie'

describe('deskReturnPath', () => {
  it.each([
    ['/marketing', '/marketing'],
    ['/marketing/leads?days=7', '/marketing/leads?days=7'],
    ['/marketing/offers#campaign-link', '/marketing/offers#campaign-link'],
    ['/marketing/sign-in', '/marketing'],
    ['/marketing/sign-out', '/marketing'],
    ['/marketingx', '/marketing'],
    ['/london', '/marketing'],
    ['//evil.example/marketing', '/marketing'],
    ['/\\evil.example', '/marketing'],
    ['https://evil.example/marketing', '/marketing'],
    ['/marketing/../api/preview', '/marketing'],
    [null, '/marketing'],
    ['', '/marketing'],
  ])('%j → %s', (input, expected) => {
    expect(deskReturnPath(input)).toBe(expected)
  })
})

it.each([
  [[undefined, undefined], '/marketing/sign-in'],
  [
    ['/marketing/leads?days=7', undefined],
    '/marketing/sign-in?next=%2Fmarketing%2Fleads%3Fdays%3D7',
  ],
  [['/marketing', 'expired'], '/marketing/sign-in?notice=expired'],
  [['//evil', 'signedOut'], '/marketing/sign-in?notice=signedOut'],
] as const)('signInHref(%j) → %s', ([returnTo, notice], expected) => {
  expect(signInHref(returnTo, notice)).toBe(expected)
})

describe('session cookie', () => {
  const token = 'a'.repeat(43)
  it('is HttpOnly, SameSite=Strict, scoped to the desk, 8 hours', () => {
    expect(sessionCookieHeader(token, false)).toBe(
      `move_marketing_session=${token}; Path=/marketing; Max-Age=28800; HttpOnly; SameSite=Strict`,
    )
    expect(sessionCookieHeader(token, true)).toMatch(/; Secure$/)
    expect(clearedSessionCookieHeader(true)).toBe(
      'move_marketing_session=; Path=/marketing; Max-Age=0; HttpOnly; SameSite=Strict; Secure',
    )
  })

  it.each([
    [{ url: 'https://x.example/marketing', proto: null }, 'http://localhost:3000', true],
    [{ url: 'http://10.0.0.2/marketing', proto: 'https' }, 'http://localhost:3000', true],
    [{ url: 'http://10.0.0.2/marketing', proto: 'https, http' }, 'http://localhost:3000', true],
    [{ url: 'http://10.0.0.2/marketing', proto: null }, 'https://move.example', true],
    [{ url: 'http://127.0.0.1:3000/marketing', proto: null }, 'http://localhost:3000', false],
    [{ url: 'http://127.0.0.1:3000/marketing', proto: 'http' }, 'http://localhost:3000', false],
  ])('isHttps(%j, %s) is %p', ({ url, proto }, site, expected) => {
    const headers = new Headers(proto ? { 'x-forwarded-proto': proto } : {})
    expect(isHttps({ url, headers }, site)).toBe(expected)
  })

  it.each([
    ['a=1; move_marketing_session=tok; b=2', 'tok'],
    ['move_marketing_session=first; move_marketing_session=second', 'first'],
    ['other=1', null],
    ['', null],
    [null, null],
  ])('cookieValue(%j)', (header, expected) => {
    expect(cookieValue(header, 'move_marketing_session')).toBe(expected)
  })

  it.each([
    ['A'.repeat(43), true],
    ['a-_'.repeat(14) + 'x', true],
    ['a'.repeat(42), false],
    ['a'.repeat(44), false],
    ['a'.repeat(42) + '=', false],
    [null, false],
  ])('isSessionToken(%j) is %p', (value, expected) => {
    expect(isSessionToken(value)).toBe(expected)
  })
})

describe('parseApplicationUpdate', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields)
  it.each([
    [
      { status: 'contacted', notes: ' Called on Monday \r\nback Friday ' },
      { ok: true, status: 'contacted', notes: 'Called on Monday \nback Friday' },
    ],
    [{ status: 'approved' }, { ok: true, status: 'approved', notes: '' }],
    [
      { status: 'rejected', notes: 'tab\tok' },
      { ok: true, status: 'rejected', notes: 'tab\tok' },
    ],
  ])('%j is accepted', (fields, expected) => {
    expect(parseApplicationUpdate(form(fields))).toEqual(expected)
  })
  it.each([
    [{ notes: 'x' }, /Choose a status/],
    [{ status: 'deleted' }, /Choose a status/],
    [{ status: 'new', notes: 'x'.repeat(2001) }, /at most 2000/],
    [{ status: 'new', notes: 'bell\u0007' }, /control characters/],
  ])('%j is refused', (fields, message) => {
    const result = parseApplicationUpdate(form(fields))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(message)
  })
})

describe('parseErasureRequest', () => {
  it.each([
    [
      { email: ' Ann@Example.com ', confirm: 'yes' },
      { ok: true, email: 'Ann@Example.com' },
    ],
    [
      { email: '', confirm: 'yes' },
      { ok: false, problem: 'missing' },
    ],
    [
      { email: 'ann', confirm: 'yes' },
      { ok: false, problem: 'invalid' },
    ],
    [
      { email: 'a b@example.com', confirm: 'yes' },
      { ok: false, problem: 'invalid' },
    ],
    [
      { email: `${'a'.repeat(250)}@x.io`, confirm: 'yes' },
      { ok: false, problem: 'invalid' },
    ],
    [{ email: 'ann@example.com' }, { ok: false, problem: 'unconfirmed' }],
    [
      { email: 'ann@example.com', confirm: 'on' },
      { ok: false, problem: 'unconfirmed' },
    ],
  ])('%j', (fields, expected) => {
    expect(parseErasureRequest(new URLSearchParams(fields))).toEqual(expected)
  })
})

describe('landing pages', () => {
  it.each([
    ['/', 'national', 'National'],
    ['/london', 'london', 'City'],
    ['/offers/northwind-health-welcome', 'northwind-health-welcome', 'Offer'],
    ['/offers/move_at_home_live', 'move_at_home_live', 'Streaming offer'],
    ['/partners/become-a-partner', 'become-a-partner', 'Partner'],
    ['/venues/yoga-barn', 'yoga-barn', 'Venue'],
  ])('landingPageKind(%s) is %s', (path, slug, kind) => {
    expect(landingPageKind(path, slug)).toBe(kind)
  })
  it('pathWithRef', () => {
    expect(pathWithRef('/london', '')).toBe('/london')
    expect(pathWithRef('/london', 'spring')).toBe('/london?ref=spring')
  })
  it.each([
    ['draft', 'draft'],
    ['live', 'live'],
    ['all', 'all'],
    ['other', 'all'],
    [undefined, 'all'],
  ])('parseOfferStatus(%j) → %s', (input, expected) => {
    expect(parseOfferStatus(input)).toBe(expected)
  })
})

describe('pagination', () => {
  it.each([
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['9999999', 1],
    [undefined, 1],
    [['4', '5'], 4],
  ])('parsePageNumber(%j) → %p', (input, expected) => {
    expect(parsePageNumber(input)).toBe(expected)
  })

  it.each([
    [1, 120, 50, { page: 1, pageCount: 3, offset: 0, limit: 50, total: 120 }],
    [3, 120, 50, { page: 3, pageCount: 3, offset: 100, limit: 50, total: 120 }],
    [9, 120, 50, { page: 3, pageCount: 3, offset: 100, limit: 50, total: 120 }],
    [2, 0, 50, { page: 1, pageCount: 1, offset: 0, limit: 50, total: 0 }],
  ])('pageWindow(%p, %p, %p)', (page, total, size, expected) => {
    expect(pageWindow(page, total, size)).toEqual(expected)
  })
})

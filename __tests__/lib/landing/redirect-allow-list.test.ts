import {
  ACCOUNT_HOST,
  PARTNER_SIGN_IN_URL,
  CONTINUE_URL,
  SIGN_UP_URL,
} from '@/server/db/seed/catalogue/seed-landing-pages'
import { safeRedirectTarget } from '@/lib/http/safe-redirect'
import {
  DEFAULT_REDIRECT_ALLOWED_HOSTS,
  redirectAllowedHosts,
} from '@/lib/landing/redirect-allow-list'

type Policy = { origin: string; allowedHosts: readonly string[] }
const isAllowedRedirect = (url: string, policy: Policy) => safeRedirectTarget(url, policy) !== null

const POLICY = { origin: 'https://www.move.example', allowedHosts: ['account.example.com'] }

// The allow-list through the one redirect rule (lib/http/safe-redirect.ts).
describe('safeRedirectTarget with the allow-list', () => {
  it.each([
    ['https://account.example.com/signup?context=x', true],
    ['http://account.example.com/signup', true],
    ['https://ACCOUNT.example.com/signup', true],
    ['https://account.example.com:443/signup', true],
    ['https://www.move.example/london', true],
    ['/partner-self-signup?context=partner_page', true],
    ['/', true],
    ['london', true],
    ['?email_error=1', true],
    ['https://account.example.com:8443/signup', false],
    ['https://account.example.com.evil.com/signup', false],
    ['https://evilaccount.example.com/', false],
    ['https://evil.com/https://account.example.com', false],
    ['https://account.example.com@evil.com/', false],
    ['https://user:pass@account.example.com/', false],
    ['https://user@www.move.example/', false],
    ['//evil.com', false],
    ['//evil.com/path', false],
    ['///evil.com', false],
    ['/\\evil.com', false],
    ['\\\\evil.com', false],
    ['https:\\\\evil.com', false],
    ['/\tevil.com', false],
    [' //evil.com', false],
    ['https://evil.com\n', false],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['ftp://account.example.com/', false],
    ['mailto:a@account.example.com', false],
    ['http://www.move.example/', false],
    ['https://www.move.example:444/', false],
    ['https://account.example.com./', false],
    ['https://xn--ccount-4ya.example.com/', false],
    ['', false],
    ['http://[::1]/', false],
    ['https://evil.com#https://account.example.com', false],
  ])('%p → %p', (url, expected) => {
    expect(isAllowedRedirect(url, POLICY)).toBe(expected)
  })

  it('refuses everything but our origin with an empty allow-list', () => {
    const policy = { ...POLICY, allowedHosts: [] }
    expect(isAllowedRedirect('https://account.example.com/', policy)).toBe(false)
    expect(isAllowedRedirect('/london', policy)).toBe(true)
  })

  it('refuses everything when our origin is garbage', () => {
    expect(isAllowedRedirect('/london', { origin: 'not a url', allowedHosts: [] })).toBe(false)
  })

  it('matches ports only when the entry names one', () => {
    const policy = { ...POLICY, allowedHosts: ['localhost:4000'] }
    expect(isAllowedRedirect('http://localhost:4000/signup', policy)).toBe(true)
    expect(isAllowedRedirect('http://localhost/signup', policy)).toBe(false)
    expect(isAllowedRedirect('http://localhost:4001/signup', policy)).toBe(false)
  })
})

describe('redirectAllowedHosts (REDIRECT_ALLOWED_HOSTS)', () => {
  it.each([
    [undefined, ['account.example.com', 'partners.example.com']],
    ['', ['account.example.com', 'partners.example.com']],
    ['   ', ['account.example.com', 'partners.example.com']],
    ['a.example.com', ['a.example.com']],
    [' A.example.com , b.example.com:8443 ,, ', ['a.example.com', 'b.example.com:8443']],
    ['https://c.example.com/path', ['c.example.com']],
    ['https://c.example.com:443', ['c.example.com']],
    ['bad host name!, d.example.com', ['d.example.com']],
  ])('%p → %p', (value, expected) => {
    expect(redirectAllowedHosts(value)).toEqual(expected)
  })

  it('defaults to the seed account host and partner sign-in host', () => {
    expect(DEFAULT_REDIRECT_ALLOWED_HOSTS).toEqual(['account.example.com', 'partners.example.com'])
    expect(DEFAULT_REDIRECT_ALLOWED_HOSTS).toContain(new URL(ACCOUNT_HOST).host)
    expect(DEFAULT_REDIRECT_ALLOWED_HOSTS).toContain(new URL(PARTNER_SIGN_IN_URL).host)
    const policy = {
      origin: 'http://localhost:3000',
      allowedHosts: redirectAllowedHosts(undefined),
    }
    expect(isAllowedRedirect(SIGN_UP_URL, policy)).toBe(true)
    expect(isAllowedRedirect(CONTINUE_URL, policy)).toBe(true)
  })
})

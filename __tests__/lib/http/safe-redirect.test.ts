/** @jest-environment node */
import { MAX_REDIRECT_LENGTH, safeRedirectTarget } from '@/lib/http/safe-redirect'

const ORIGIN = 'https://www.move.example'
const ALLOWED = ['account.example.com']
const check = (input: string) =>
  safeRedirectTarget(input, { origin: ORIGIN, allowedHosts: ALLOWED })

describe('safeRedirectTarget: allowed targets, normalised', () => {
  it.each([
    ['/', '/'],
    ['/london', '/london'],
    [
      '/offers/spring-offer?ref=a&utm_source=news#top',
      '/offers/spring-offer?ref=a&utm_source=news#top',
    ],
    ['/a/../london', '/london'],
    ['/./london', '/london'],
    ['/london/./', '/london/'],
    ['london', '/london'],
    ['?email_error=1', '/?email_error=1'],
    ['https://www.move.example/london', '/london'],
    ['HTTPS://WWW.MOVE.EXAMPLE/london', '/london'],
    ['https://www.move.example:443/london', '/london'],
    ['/london?next=%2F%2Fevil.example', '/london?next=%2F%2Fevil.example'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/café', '/caf%C3%A9'],
    // Same scheme as ours without '//': a relative path on our origin, as a browser reads it.
    ['https:evil.example', '/evil.example'],
    ['https:/evil.example', '/evil.example'],
    [
      'https://account.example.com/signup?context=x',
      'https://account.example.com/signup?context=x',
    ],
    ['https://ACCOUNT.example.com/signup', 'https://account.example.com/signup'],
    ['https://account.example.com:443/signup', 'https://account.example.com/signup'],
    [
      'https://account.example.com/signup?continue=https%3A%2F%2Fwww.move.example%2F',
      'https://account.example.com/signup?continue=https%3A%2F%2Fwww.move.example%2F',
    ],
  ])('%j → %j', (input, expected) => {
    expect(check(input)).toBe(expected)
  })
})

/*
 * The OWASP open-redirect bypass list (Unvalidated Redirects and Forwards cheat sheet, and the
 * usual filter-evasion payloads), plus the two the issue reported.
 */
describe('safeRedirectTarget: the bypass list is refused', () => {
  it.each([
    // protocol-relative and its disguises
    ['//evil.example', 'protocol-relative'],
    ['//evil.example/path', 'protocol-relative with a path'],
    ['///evil.example', 'three slashes'],
    ['////evil.example', 'four slashes'],
    ['/.//evil.example/', 'dot segment then //, the issue’s exit path'],
    ['/a/..//evil.example', 'dot-dot segment then //, the issue’s second'],
    ['/./../..//evil.example', 'several dot segments'],
    ['/%2e//evil.example', 'encoded dot segment'],
    ['/%2E%2E//evil.example', 'encoded dot-dot segment'],
    // backslashes, raw and encoded
    ['/\\evil.example', '/\\'],
    ['\\\\evil.example', '\\\\'],
    ['\\/evil.example', '\\/'],
    ['/\\/evil.example', '/\\/'],
    ['https:\\\\evil.example', 'https:\\\\'],
    ['/%5cevil.example', '%5c'],
    ['/%5Cevil.example', '%5C'],
    ['/%2f%2fevil.example', '%2f%2f'],
    ['/%2F/evil.example', '%2F/'],
    ['/%252f%252fevil.example', 'double-encoded slashes'],
    ['/%255cevil.example', 'double-encoded backslash'],
    ['%2f%2fevil.example', 'encoded slashes without a leading slash'],
    // whitespace and control characters browsers drop or reinterpret
    ['/\t/evil.example', 'tab between slashes'],
    ['/\n/evil.example', 'newline between slashes'],
    ['/\r\n/evil.example', 'CRLF between slashes'],
    [' //evil.example', 'leading space'],
    ['\t//evil.example', 'leading tab'],
    ['//evil.example\n', 'trailing newline'],
    ['/\u0000/evil.example', 'NUL'],
    ['/london\r\nSet-Cookie: a=b', 'header injection'],
    ['/\u3000/evil.example', 'ideographic space'],
    ['/\u00a0/evil.example', 'no-break space'],
    ['/\u200b/evil.example', 'zero-width space'],
    ['/\u2028/evil.example', 'line separator'],
    // other hosts, user info, look-alikes
    ['https://evil.example', 'another host'],
    ['http://evil.example/https://www.move.example/', 'our URL in the path'],
    ['https://www.move.example@evil.example', 'userinfo: ours@evil'],
    ['https://www.move.example:@evil.example', 'userinfo with empty password'],
    ['https://user:pass@www.move.example/london', 'userinfo on our own host'],
    ['https://account.example.com@evil.example/', 'userinfo with an allowed host'],
    ['https://account.example.com.evil.example/', 'allowed host as a prefix'],
    ['https://evilaccount.example.com/', 'allowed host as a suffix'],
    ['https://account.example.com:8443/', 'allowed host on another port'],
    ['https://www.move.example.evil.example/', 'our host as a prefix'],
    ['http://www.move.example/london', 'our host over another scheme'],
    ['https:///evil.example', 'scheme with three slashes'],
    ['//evil%2Eexample', 'encoded dot in the host'],
    ['http://0x7f.1/', 'hex IP'],
    // other schemes, any case
    ['javascript:alert(1)', 'javascript:'],
    ['JaVaScRiPt:alert(1)', 'mixed-case javascript:'],
    ['javascript://%0aalert(1)', 'javascript: with an encoded newline'],
    [' javascript:alert(1)', 'javascript: after a space'],
    ['java\tscript:alert(1)', 'javascript: split by a tab'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['DATA:text/html;base64,PHNjcmlwdD4=', 'mixed-case data:'],
    ['vbscript:msgbox(1)', 'vbscript:'],
    ['file:///etc/passwd', 'file:'],
    ['ftp://account.example.com/', 'ftp to an allowed host'],
    ['HtTpS://evil.example', 'mixed-case scheme, other host'],
    // not text we accept at all
    ['', 'empty'],
    ['/' + 'a'.repeat(MAX_REDIRECT_LENGTH), 'too long'],
  ])('%j (%s)', (input) => {
    expect(check(input)).toBeNull()
  })

  it('refuses everything off our origin when no host is allow-listed', () => {
    expect(safeRedirectTarget('https://account.example.com/signup', { origin: ORIGIN })).toBeNull()
  })

  it('refuses when our own origin is not a URL', () => {
    expect(safeRedirectTarget('/london', { origin: 'not a url' })).toBeNull()
  })

  it('never answers a Location a browser would read as another host', () => {
    const inputs = ['/.//x', '/a/..//x', '//x', '/\\x', '/%2f/x', 'https://x@y']
    for (const input of inputs) {
      const result = check(input)
      if (result === null) continue
      expect(new URL(result, ORIGIN).host).toBe('www.move.example')
    }
  })
})

import { isOwnOrigin, normaliseHost, parseOwnHosts } from '@/lib/http/own-hosts'

describe('our own hosts (NEXT_PUBLIC_SITE_URL and SITE_HOSTS)', () => {
  it.each([
    ['https://move.example', undefined, ['move.example']],
    [
      'https://move.example',
      'www.move.example, WWW.Move.Example',
      ['move.example', 'www.move.example'],
    ],
    ['https://move.example', 'shop.move.example:8443', ['move.example', 'shop.move.example:8443']],
    ['https://move.example', 'not a host, a/b, , x@y', ['move.example']],
    ['http://localhost:3000', undefined, ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']],
    ['http://127.0.0.1:3150', '', ['127.0.0.1:3150', 'localhost:3150', '[::1]:3150']],
  ])('%s with SITE_HOSTS %j', (site, extra, expected) => {
    expect([...parseOwnHosts(site, extra)].sort()).toEqual([...expected].sort())
  })

  it.each([
    ['https://move.example', true],
    ['https://move.example:443', true],
    ['http://move.example', true],
    ['https://www.move.example', true],
    ['https://move.example.evil.example', false],
    ['https://evil.example/https://move.example', false],
    ['null', false],
    [null, false],
    ['javascript:alert(1)', false],
  ])('origin %j is ours: %p', (origin, expected) => {
    expect(isOwnOrigin(origin, parseOwnHosts('https://move.example', 'www.move.example'))).toBe(
      expected,
    )
  })

  it.each([
    ['Move.Example:443', 'move.example'],
    ['move.example:8080', 'move.example:8080'],
    ['evil.example/x', null],
    ['', null],
  ])('normaliseHost(%j) → %j', (value, expected) => {
    expect(normaliseHost(value)).toBe(expected)
  })
})

import type { LandingKind } from '@/lib/landing/landing-cache-key.mjs'
import { landingOf, parseLandingPath } from '@/lib/landing/landing-path'

describe('parseLandingPath', () => {
  it.each([
    ['/', { path: '/', variant: 'PRODUCT' }],
    ['/london', { path: '/london', variant: 'PRODUCT', city: 'london' }],
    ['/london/', { path: '/london', variant: 'PRODUCT', city: 'london' }],
    ['/milton-keynes', { path: '/milton-keynes', variant: 'PRODUCT', city: 'milton-keynes' }],
    [
      '/offers/northwind-health-welcome',
      {
        path: '/offers/northwind-health-welcome',
        variant: 'PRODUCT',
        urlSlug: 'northwind-health-welcome',
      },
    ],
    [
      '/offers/move_at_home_live',
      { path: '/offers/move_at_home_live', variant: 'PRODUCT', urlSlug: 'move_at_home_live' },
    ],
    [
      '/partners/become-a-partner',
      { path: '/partners/become-a-partner', variant: 'PARTNER', urlSlug: 'become-a-partner' },
    ],
    [
      '/venues/yoga-barn-london',
      { path: '/venues/yoga-barn-london', variant: 'VENUE', urlSlug: 'yoga-barn-london' },
    ],
    [
      '/venues/yoga-barn-london/',
      { path: '/venues/yoga-barn-london', variant: 'VENUE', urlSlug: 'yoga-barn-london' },
    ],
  ])('%p', (path, expected) => {
    expect(parseLandingPath(path)).toEqual(expected)
  })

  it.each([
    null,
    undefined,
    '',
    'london',
    '//evil.com',
    '/\\evil.com',
    'https://evil.com/london',
    '/London',
    '/london?x=1',
    '/london#top',
    '/london//',
    '/offers',
    '/offers/',
    '/offers/a/b',
    '/offers/..',
    '/offers/-x',
    '/offers/x y',
    '/offers/%2e%2e',
    '/shop/x',
    '/constructor/x',
    '/__proto__/x',
    '/api/events',
    '/api',
    '/graphql',
    '/store-cookies',
    '/partner-self-signup',
    // The marketing desk is never a city (nor its pages offers).
    '/marketing',
    '/marketing/',
    '/marketing/sign-in',
    '/marketing/leads.csv',
    '/terms',
    '/partner-terms',
    '/cookie-policy',
    `/offers/${'a'.repeat(101)}`,
    `/${'a'.repeat(301)}`,
  ])('%p is not a landing page', (path) => {
    expect(parseLandingPath(path)).toBeNull()
  })
})

describe('landingOf', () => {
  it.each<[LandingKind, string, string | null]>([
    ['national', '_', '/'],
    ['national', 'london', null],
    ['city', 'london', '/london'],
    ['city', 'milton-keynes', '/milton-keynes'],
    ['city', 'London', null],
    ['city', 'offers', null],
    ['offer', 'northwind-health-welcome', '/offers/northwind-health-welcome'],
    ['offer', 'move_at_home_live', '/offers/move_at_home_live'],
    ['offer', '-bad', null],
    ['partner', 'become-a-partner', '/partners/become-a-partner'],
    ['venue', 'ancoats-yoga-loft-manchester', '/venues/ancoats-yoga-loft-manchester'],
    ['venue', 'a/b', null],
  ])('%s %s → %s', (kind, slug, path) => {
    expect(landingOf(kind, slug)?.path ?? null).toBe(path)
  })

  it('names the same landing as the public path it builds', () => {
    for (const [kind, slug] of [
      ['national', '_'],
      ['city', 'bath'],
      ['offer', 'x1'],
      ['partner', 'x2'],
      ['venue', 'x3'],
    ] as const) {
      const landing = landingOf(kind, slug)
      expect(parseLandingPath(landing!.path)).toEqual(landing)
    }
  })
})

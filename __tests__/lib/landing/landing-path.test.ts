import { parseLandingPath } from '@/lib/landing/landing-path'

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

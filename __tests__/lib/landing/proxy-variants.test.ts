/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server'
import type { KnownLandingValues } from '@/lib/landing/landing-cache-key.mjs'
import { proxy } from '@/proxy'
import { provideKnownLandingValues } from '@/server/landing/proxy-known-values'

/**
 * proxy.ts with the catalogue's known values: a made-up `ref` or `activity` hands the request
 * back to the public route (the canonical cache entry); a known one is rewritten to its own.
 */
const known: KnownLandingValues = {
  refs: new Set(['spring']),
  activityCities: new Map([['42', 'london']]),
}

beforeAll(() => {
  provideKnownLandingValues(async () => known)
})

async function route(path: string, cookie?: string) {
  const request = new NextRequest(`http://localhost:3000${path}`, {
    headers: cookie ? { cookie } : {},
  })
  const response = await proxy(request)
  const rewrite = response.headers.get('x-middleware-rewrite')
  return rewrite === null ? 'next' : new URL(rewrite).pathname
}

describe('proxy', () => {
  it.each<[string, string]>([
    ['/london?ref=spring', '/l/city/london/ref-spring'],
    ['/london?ref=made-up', 'next'],
    ['/london?activity=42', '/l/city/london/activity-42'],
    ['/london?activity=999999', 'next'],
    ['/manchester?activity=42', 'next'],
    ['/partners/become-a-partner?activity=42', 'next'],
    ['/london?ref=made-up&brand_search=1', '/l/city/london/brand-search'],
    [
      '/london?targeted_campaign=1&targeted_city=true',
      '/l/city/london/targeted-campaign.targeted-city',
    ],
    ['/?ref=made-up', 'next'],
    [
      '/offers/northwind-health-welcome?activity=42',
      '/l/offer/northwind-health-welcome/activity-42',
    ],
    ['/l/city/london/ref-made-up', '/l/city/london/default'],
    ['/l/city/london/ref-spring.activity-999', '/l/city/london/ref-spring'],
    ['/l/city/london/ref-spring', 'next'],
    ['/l/city/london/not-options', 'next'],
    // A known activity of another city is dropped, as on the public URL.
    ['/l/city/manchester/activity-42', '/l/city/manchester/default'],
    ['/l/national/_/cookie-notice-hidden.activity-42', 'next'],
    // The old option codes, names in another order, other kinds and slugs: the route's 404.
    ['/l/city/london/cn1.rspring', 'next'],
    ['/l/city/london/brand-search.cookie-notice-hidden', 'next'],
    ['/l/city/offers/default', 'next'],
    ['/l/town/london/default', 'next'],
    ['/l/city/london/default/extra', 'next'],
  ])('%s → %s', async (path, expected) => {
    expect(await route(path)).toBe(expected)
  })

  it('leaves a dismissed cookie notice to the cookie rewrite when nothing else is kept', async () => {
    expect(await route('/london?ref=made-up', 'move_cookie_notice=hidden')).toBe('next')
    expect(await route('/london?ref=spring', 'move_cookie_notice=hidden')).toBe(
      '/l/city/london/cookie-notice-hidden.ref-spring',
    )
  })
})

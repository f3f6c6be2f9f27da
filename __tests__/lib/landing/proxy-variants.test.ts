/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server'
import type { KnownLandingValues } from '@/lib/landing/cached-variant'
import { proxy } from '@/proxy'
import { provideKnownLandingValues } from '@/server/landing/known-landing-values'

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
    ['/london?ref=spring', '/l/city/london/cn1.rspring'],
    ['/london?ref=made-up', 'next'],
    ['/london?activity=42', '/l/city/london/cn1.a42'],
    ['/london?activity=999999', 'next'],
    ['/manchester?activity=42', 'next'],
    ['/partners/become-a-partner?activity=42', 'next'],
    ['/london?ref=made-up&brand_search=1', '/l/city/london/cn1.bs'],
    ['/?ref=made-up', 'next'],
    ['/offers/northwind-health-welcome?activity=42', '/l/offer/northwind-health-welcome/cn1.a42'],
    ['/l/city/london/cn1.rmade-up', '/l/city/london/cn1'],
    ['/l/city/london/cn1.rspring.a999', '/l/city/london/cn1.rspring'],
    ['/l/city/london/cn1.rspring', 'next'],
    ['/l/city/london/not-options', 'next'],
  ])('%s → %s', async (path, expected) => {
    expect(await route(path)).toBe(expected)
  })

  it('leaves a dismissed cookie notice to the cookie rewrite when nothing else is kept', async () => {
    expect(await route('/london?ref=made-up', 'move_cookie_notice=hidden')).toBe('next')
    expect(await route('/london?ref=spring', 'move_cookie_notice=hidden')).toBe(
      '/l/city/london/cn0.rspring',
    )
  })
})

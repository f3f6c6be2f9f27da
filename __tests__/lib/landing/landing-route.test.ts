import {
  DEFAULT_RENDER_OPTIONS,
  type LandingRenderOptions,
} from '@/lib/landing/landing-cache-key.mjs'
import { parseLandingPath, type LandingPath } from '@/lib/landing/landing-path'
import {
  internalLandingPath,
  landingFromInternalPath,
  landingFromParams,
} from '@/lib/landing/landing-route'

const options = (overrides: Partial<LandingRenderOptions> = {}): LandingRenderOptions => ({
  ...DEFAULT_RENDER_OPTIONS,
  ...overrides,
})

describe('internalLandingPath', () => {
  it.each<[string, LandingRenderOptions, string]>([
    ['/', options(), '/l/national/_/default'],
    ['/london', options(), '/l/city/london/default'],
    ['/london', options({ cookieNoticeHidden: true }), '/l/city/london/cookie-notice-hidden'],
    [
      '/offers/northwind-health-welcome',
      options({ variantRef: 'spring' }),
      '/l/offer/northwind-health-welcome/ref-spring',
    ],
    [
      '/offers/move_at_home_live',
      options({ isBrandSearch: true }),
      '/l/offer/move_at_home_live/brand-search',
    ],
    [
      '/partners/become-a-partner',
      options({ isTargetedCampaign: true, isTargetedCity: true }),
      '/l/partner/become-a-partner/targeted-campaign.targeted-city',
    ],
    [
      '/venues/ancoats-yoga-loft-manchester',
      options(),
      '/l/venue/ancoats-yoga-loft-manchester/default',
    ],
    ['/london', options({ activityId: '1234' }), '/l/city/london/activity-1234'],
    ['/london', options({ activityId: '12ab' }), '/l/city/london/default'],
    ['/', options({ variantRef: 'x', activityId: '7' }), '/l/national/_/ref-x.activity-7'],
  ])('%s with %o → %s', (path, renderOptions, expected) => {
    const landing = parseLandingPath(path) as LandingPath
    expect(internalLandingPath(landing, renderOptions)).toBe(expected)
  })
})

describe('landingFromParams', () => {
  it('maps the internal params back to the public landing', () => {
    expect(landingFromParams('city', 'bath', 'cookie-notice-hidden.ref-spring')).toEqual({
      kind: 'city',
      slug: 'bath',
      landing: { path: '/bath', variant: 'PRODUCT', city: 'bath' },
      options: options({ cookieNoticeHidden: true, variantRef: 'spring' }),
    })
    expect(landingFromParams('national', '_', 'default')?.landing).toEqual({
      path: '/',
      variant: 'PRODUCT',
    })
    expect(landingFromParams('venue', 'a-b', 'default')?.landing.variant).toBe('VENUE')
    expect(landingFromParams('partner', 'become-a-partner', 'default')?.landing.variant).toBe(
      'PARTNER',
    )
  })

  it.each([
    ['town', 'bath', 'default'],
    ['city', 'Bath', 'default'],
    ['city', 'offers', 'default'],
    ['city', 'terms', 'default'],
    ['city', 'bath/', 'default'],
    ['national', 'london', 'default'],
    ['offer', '../x', 'default'],
    ['offer', 'a/b', 'default'],
    ['city', 'bath', 'nope'],
    ['city', 'bath', 'cn1'],
    ['__proto__', 'bath', 'default'],
  ])('%s/%s/%s → null', (kind, slug, segment) => {
    expect(landingFromParams(kind, slug, segment)).toBeNull()
  })
})

describe('landingFromInternalPath', () => {
  it('round-trips every public landing with any options', () => {
    const all = options({
      cookieNoticeHidden: true,
      variantRef: 'spring',
      isTargetedCampaign: true,
      isTargetedCity: true,
      isBrandSearch: true,
      activityId: '42',
    })
    for (const path of ['/', '/london', '/offers/x_y', '/partners/p-1', '/venues/v']) {
      const landing = parseLandingPath(path) as LandingPath
      for (const renderOptions of [options(), all]) {
        const route = landingFromInternalPath(internalLandingPath(landing, renderOptions))
        expect(route?.landing).toEqual(landing)
        expect(route?.options).toEqual(renderOptions)
      }
    }
  })

  it.each([
    '/l/city/london',
    '/l/city/london/default/x',
    '/l/city//default',
    '/l/city/London/default',
    '/l/town/london/default',
    '/l/city/london/made-up',
    '/london',
  ])('%s → null', (pathname) => {
    expect(landingFromInternalPath(pathname)).toBeNull()
  })
})

import { parseLandingPath, type LandingPath } from '@/lib/landing/landing-path'
import {
  DEFAULT_RENDER_OPTIONS,
  decodeRenderOptions,
  encodeRenderOptions,
  internalLandingPath,
  landingFromParams,
  type LandingRenderOptions,
} from '@/lib/landing/landing-route'

const options = (overrides: Partial<LandingRenderOptions> = {}): LandingRenderOptions => ({
  ...DEFAULT_RENDER_OPTIONS,
  ...overrides,
})

describe('internalLandingPath', () => {
  it.each<[string, LandingRenderOptions, string]>([
    ['/', options(), '/l/national/_/cn1'],
    ['/london', options(), '/l/city/london/cn1'],
    ['/london', options({ cookieNoticeHidden: true }), '/l/city/london/cn0'],
    [
      '/offers/northwind-health-welcome',
      options({ variantRef: 'spring' }),
      '/l/offer/northwind-health-welcome/cn1.rspring',
    ],
    [
      '/offers/move_at_home_live',
      options({ isBrandSearch: true }),
      '/l/offer/move_at_home_live/cn1.bs',
    ],
    [
      '/partners/become-a-partner',
      options({ isTargetedCampaign: true, isTargetedCity: true }),
      '/l/partner/become-a-partner/cn1.tc.ty',
    ],
    [
      '/venues/ancoats-yoga-loft-manchester',
      options(),
      '/l/venue/ancoats-yoga-loft-manchester/cn1',
    ],
    ['/london', options({ activityId: '1234' }), '/l/city/london/cn1.a1234'],
    ['/london', options({ activityId: '12ab' }), '/l/city/london/cn1'],
    ['/', options({ variantRef: 'x', activityId: '7' }), '/l/national/_/cn1.rx.a7'],
  ])('%s with %o → %s', (path, renderOptions, expected) => {
    const landing = parseLandingPath(path) as LandingPath
    expect(internalLandingPath(landing, renderOptions)).toBe(expected)
  })
})

describe('render options round trip', () => {
  it.each([
    options(),
    options({ cookieNoticeHidden: true }),
    options({ variantRef: 'spring_2027-b' }),
    options({
      cookieNoticeHidden: true,
      variantRef: 'x',
      isTargetedCampaign: true,
      isTargetedCity: true,
      isBrandSearch: true,
      activityId: '987654321',
    }),
    options({ activityId: '1' }),
  ])('%o', (value) => {
    expect(decodeRenderOptions(encodeRenderOptions(value))).toEqual(value)
  })

  it('drops a ref it cannot carry safely', () => {
    expect(encodeRenderOptions(options({ variantRef: 'a.b' }))).toBe('cn1')
  })

  it.each([
    '',
    'cn2',
    'cn1.zz',
    'cn1.bs.tc',
    'cn1.r',
    'cn1.tc.tc',
    'x.cn1',
    'cn1.a',
    'cn1.a0',
    'cn1.a12x',
    'cn1.a1.a2',
  ])('rejects %p', (segment) => {
    expect(decodeRenderOptions(segment)).toBeNull()
  })
})

describe('landingFromParams', () => {
  it('maps the internal params back to the public landing', () => {
    expect(landingFromParams('city', 'bath', 'cn0.rspring')).toEqual({
      landing: { path: '/bath', variant: 'PRODUCT', city: 'bath' },
      options: options({ cookieNoticeHidden: true, variantRef: 'spring' }),
    })
    expect(landingFromParams('national', '_', 'cn1')?.landing).toEqual({
      path: '/',
      variant: 'PRODUCT',
    })
    expect(landingFromParams('venue', 'a-b', 'cn1')?.landing.variant).toBe('VENUE')
  })

  it.each([
    ['town', 'bath', 'cn1'],
    ['city', 'Bath', 'cn1'],
    ['city', 'offers', 'cn1'],
    ['national', 'london', 'cn1'],
    ['offer', '../x', 'cn1'],
    ['city', 'bath', 'nope'],
  ])('%s/%s/%s → null', (kind, slug, segment) => {
    expect(landingFromParams(kind, slug, segment)).toBeNull()
  })
})

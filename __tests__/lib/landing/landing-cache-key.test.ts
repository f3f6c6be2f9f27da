import {
  buildInternalLandingPath,
  DEFAULT_OPTIONS_SEGMENT,
  DEFAULT_RENDER_OPTIONS,
  decodeRenderOptions,
  encodeRenderOptions,
  OPTION_SEGMENT_NAMES,
  parseInternalLandingPath,
  type LandingKind,
  type LandingRenderOptions,
} from '@/lib/landing/landing-cache-key.mjs'

const options = (overrides: Partial<LandingRenderOptions> = {}): LandingRenderOptions => ({
  ...DEFAULT_RENDER_OPTIONS,
  ...overrides,
})

describe('the options segment', () => {
  it.each<[Partial<LandingRenderOptions>, string]>([
    [{}, 'default'],
    [{ cookieNoticeHidden: true }, 'cookie-notice-hidden'],
    [{ variantRef: 'spring_2027-b' }, 'ref-spring_2027-b'],
    [{ isTargetedCampaign: true }, 'targeted-campaign'],
    [{ isTargetedCity: true }, 'targeted-city'],
    [{ isBrandSearch: true }, 'brand-search'],
    [{ activityId: '1' }, 'activity-1'],
    [{ activityId: '987654321012' }, 'activity-987654321012'],
    // A ref may spell an option's name: its prefix keeps it apart.
    [{ variantRef: 'brand-search' }, 'ref-brand-search'],
    [{ isBrandSearch: true, cookieNoticeHidden: true }, 'cookie-notice-hidden.brand-search'],
    [
      {
        cookieNoticeHidden: true,
        variantRef: 'x',
        isTargetedCampaign: true,
        isTargetedCity: true,
        isBrandSearch: true,
        activityId: '42',
      },
      'cookie-notice-hidden.ref-x.targeted-campaign.targeted-city.brand-search.activity-42',
    ],
  ])('%o ⇄ %s', (given, segment) => {
    expect(encodeRenderOptions(options(given))).toBe(segment)
    expect(decodeRenderOptions(segment)).toEqual(options(given))
  })

  it.each<[string, Partial<LandingRenderOptions>]>([
    ['a ref with a dot', { variantRef: 'a.b' }],
    ['a ref with a slash', { variantRef: 'a/b' }],
    ['an empty ref', { variantRef: '' }],
    ['a ref of 101 characters', { variantRef: 'r'.repeat(101) }],
    ['an activity id that is not a number', { activityId: '12ab' }],
    ['activity 0', { activityId: '0' }],
    ['an activity id of 13 digits', { activityId: '1234567890123' }],
  ])('leaves out %s', (_, given) => {
    expect(encodeRenderOptions(options(given))).toBe(DEFAULT_OPTIONS_SEGMENT)
  })

  it.each([
    '',
    '.',
    'default.brand-search',
    'brand-search.default',
    'made-up',
    'brand-search.made-up',
    'Brand-Search',
    'brand_search',
    'brand-search.',
    '.brand-search',
    'brand-search..targeted-city',
    // Not in the fixed order, or repeated: one set of options has exactly one segment.
    'brand-search.targeted-campaign',
    'activity-1.ref-x',
    'brand-search.brand-search',
    'ref-a.ref-b',
    'activity-1.activity-2',
    // Malformed values.
    'ref-',
    'ref-a b',
    'activity-',
    'activity-0',
    'activity-01',
    'activity-12x',
    `ref-${'r'.repeat(101)}`,
    // The codes this segment replaced.
    'cn0',
    'cn1',
    'cn1.rspring',
    'cn1.tc',
    'cn1.bs',
    '__proto__',
    'constructor',
  ])('rejects %p', (segment) => {
    expect(decodeRenderOptions(segment)).toBeNull()
  })

  it('names every option readably and once', () => {
    const names = Object.values(OPTION_SEGMENT_NAMES)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*-?$/)
    expect(Object.keys(OPTION_SEGMENT_NAMES).sort()).toEqual(
      Object.keys(DEFAULT_RENDER_OPTIONS).sort(),
    )
  })
})

describe('the internal landing path', () => {
  it.each<[LandingKind, string, Partial<LandingRenderOptions>, string]>([
    ['national', '_', {}, '/l/national/_/default'],
    ['city', 'london', { cookieNoticeHidden: true }, '/l/city/london/cookie-notice-hidden'],
    ['offer', 'move_at_home_live', { activityId: '9' }, '/l/offer/move_at_home_live/activity-9'],
    ['partner', 'become-a-partner', { variantRef: 'b' }, '/l/partner/become-a-partner/ref-b'],
    ['venue', 'anchor-gym', { isTargetedCity: true }, '/l/venue/anchor-gym/targeted-city'],
  ])('%s %s %o ⇄ %s', (kind, slug, given, path) => {
    expect(buildInternalLandingPath(kind, slug, options(given))).toBe(path)
    expect(parseInternalLandingPath(path)).toEqual({ kind, slug, options: options(given) })
  })

  it.each([
    '/l',
    '/l/',
    '/l/city/london',
    '/l/city/london/',
    '/l/city/london/default/more',
    '/l/city//default',
    '/l/town/london/default',
    '/l/toString/london/default',
    '/l/city/london/cn1',
    '/l/city/london/made-up',
    '/london',
    '/lx/city/london/default',
  ])('%p is not an internal landing path', (path) => {
    expect(parseInternalLandingPath(path)).toBeNull()
  })
})

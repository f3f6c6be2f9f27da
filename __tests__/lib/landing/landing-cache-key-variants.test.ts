import {
  cachedRenderOptions,
  DEFAULT_RENDER_OPTIONS,
  isPlainVisit,
  NO_KNOWN_VALUES,
  type KnownLandingValues,
  type LandingKind,
  type LandingRenderOptions,
} from '@/lib/landing/landing-cache-key.mjs'

const known: KnownLandingValues = {
  refs: new Set(['spring', 'alt']),
  activityCities: new Map([
    ['42', 'london'],
    ['77', 'manchester'],
    ['900', 'streaming-city'],
  ]),
}

const options = (overrides: Partial<LandingRenderOptions> = {}): LandingRenderOptions => ({
  ...DEFAULT_RENDER_OPTIONS,
  ...overrides,
})

describe('cachedRenderOptions', () => {
  it.each<
    [string, LandingKind, string, Partial<LandingRenderOptions>, Partial<LandingRenderOptions>]
  >([
    [
      'a known ref keeps its variant',
      'city',
      'london',
      { variantRef: 'spring' },
      { variantRef: 'spring' },
    ],
    ['a made-up ref is dropped', 'city', 'london', { variantRef: 'x12345' }, {}],
    [
      'refs are case-sensitive, as the config query is',
      'city',
      'london',
      { variantRef: 'Spring' },
      {},
    ],
    [
      'a known ref on a partner page',
      'partner',
      'become-a-partner',
      { variantRef: 'alt' },
      { variantRef: 'alt' },
    ],
    ['an activity of the city', 'city', 'london', { activityId: '42' }, { activityId: '42' }],
    ["another city's activity on a city page", 'city', 'london', { activityId: '77' }, {}],
    ['a made-up activity', 'city', 'london', { activityId: '999999' }, {}],
    [
      'any known activity on the national page',
      'national',
      '_',
      { activityId: '77' },
      { activityId: '77' },
    ],
    [
      'any known activity on an offer',
      'offer',
      'move_at_home_live',
      { activityId: '900' },
      { activityId: '900' },
    ],
    [
      'no activity on a partner page (no map)',
      'partner',
      'become-a-partner',
      { activityId: '42' },
      {},
    ],
    ['no activity on a venue page (no map)', 'venue', 'some-venue', { activityId: '42' }, {}],
    [
      'flags and the cookie notice are kept (two values each)',
      'offer',
      'kestrel-rewards-offer',
      {
        isTargetedCampaign: true,
        isTargetedCity: true,
        isBrandSearch: true,
        cookieNoticeHidden: true,
      },
      {
        isTargetedCampaign: true,
        isTargetedCity: true,
        isBrandSearch: true,
        cookieNoticeHidden: true,
      },
    ],
    [
      'a made-up ref beside a known activity',
      'city',
      'london',
      { variantRef: 'made-up', activityId: '42' },
      { activityId: '42' },
    ],
  ])('%s', (_, kind, slug, given, expected) => {
    expect(cachedRenderOptions(kind, slug, options(given), known)).toEqual(options(expected))
  })

  it('keeps nothing when nothing is known (the catalogue could not be read)', () => {
    expect(
      cachedRenderOptions(
        'city',
        'london',
        options({ variantRef: 'spring', activityId: '42', isBrandSearch: true }),
        NO_KNOWN_VALUES,
      ),
    ).toEqual(options({ isBrandSearch: true }))
  })

  it('gives any number of made-up values one set of options', () => {
    const variants = new Set(
      Array.from({ length: 300 }, (_, i) =>
        JSON.stringify(
          cachedRenderOptions(
            'city',
            'london',
            options({ variantRef: `made-up-${i}`, activityId: String(100000 + i) }),
            known,
          ),
        ),
      ),
    )
    expect(variants.size).toBe(1)
  })
})

describe('isPlainVisit', () => {
  it.each<[Partial<LandingRenderOptions>, boolean]>([
    [{}, true],
    [{ cookieNoticeHidden: true }, true],
    [{ variantRef: 'spring' }, false],
    [{ activityId: '42' }, false],
    [{ isTargetedCampaign: true }, false],
    [{ isTargetedCity: true }, false],
    [{ isBrandSearch: true }, false],
  ])('%o → %s', (given, expected) => {
    expect(isPlainVisit(options(given))).toBe(expected)
  })
})

import { landingPagePath, sitemapFromRows, type PublishedPage } from '@/lib/seo/sitemap'

const page = (overrides: Partial<PublishedPage>): PublishedPage => ({
  landingVariant: 'product',
  urlSlug: 'x',
  cityCode: null,
  marketingPartnerId: null,
  ...overrides,
})

describe('landingPagePath', () => {
  it.each<[Partial<PublishedPage>, string]>([
    [{ urlSlug: 'national' }, '/'],
    [{ urlSlug: 'london', cityCode: 'london' }, '/london'],
    [
      { urlSlug: 'northwind-health-welcome', cityCode: 'manchester', marketingPartnerId: 1 },
      '/offers/northwind-health-welcome',
    ],
    [{ urlSlug: 'move_at_home_live' }, '/offers/move_at_home_live'],
    [{ urlSlug: 'london', cityCode: 'london', marketingPartnerId: 2 }, '/offers/london'],
    [{ urlSlug: 'national', marketingPartnerId: 2 }, '/offers/national'],
    [{ landingVariant: 'partner', urlSlug: 'become-a-partner' }, '/partners/become-a-partner'],
    [{ landingVariant: 'venue', urlSlug: 'yoga-barn', cityCode: 'bath' }, '/venues/yoga-barn'],
    [{ landingVariant: 'venue', urlSlug: 'a b/c' }, '/venues/a%20b%2Fc'],
  ])('%p → %p', (overrides, path) => {
    expect(landingPagePath(page(overrides))).toBe(path)
  })
})

describe('sitemapFromRows', () => {
  it('puts the home page first, then cities, their venue directories, pages, then the site’s own pages, without duplicates', () => {
    const entries = sitemapFromRows(
      ['london', 'bath'],
      [
        page({ urlSlug: 'national' }),
        page({ urlSlug: 'london', cityCode: 'london' }),
        page({ urlSlug: 'london', cityCode: 'london' }),
        page({ landingVariant: 'venue', urlSlug: 'yoga-barn' }),
      ],
      'https://www.move.example/',
    )
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://www.move.example/',
      'https://www.move.example/london',
      'https://www.move.example/bath',
      'https://www.move.example/london/venues',
      'https://www.move.example/bath/venues',
      'https://www.move.example/venues/yoga-barn',
      'https://www.move.example/partner-self-signup',
      'https://www.move.example/terms',
      'https://www.move.example/partner-terms',
    ])
    expect(entries.map((entry) => entry.priority)).toEqual([
      1, 0.9, 0.9, 0.7, 0.7, 0.6, 0.5, 0.2, 0.2,
    ])
  })
})

describe('sitemapFromRows with activity types', () => {
  it("lists each city's pages for the types it has, in the selectors' order, after its directory", () => {
    const entries = sitemapFromRows(['london', 'bath'], [], 'https://www.move.example', [
      { cityCode: 'london', activityType: 'swimming' },
      { cityCode: 'london', activityType: 'yoga' },
      { cityCode: 'bath', activityType: 'climbing' },
      // Not served by any page: a city we do not list, a type outside the spec's seven.
      { cityCode: 'atlantis', activityType: 'yoga' },
      { cityCode: 'bath', activityType: 'any' },
    ])
    expect(entries.map((entry) => entry.url.replace('https://www.move.example', ''))).toEqual([
      '/',
      '/london',
      '/bath',
      '/london/venues',
      '/london/yoga',
      '/london/swimming',
      '/bath/venues',
      '/bath/climbing',
      '/partner-self-signup',
      '/terms',
      '/partner-terms',
    ])
    expect(entries.find((entry) => entry.url.endsWith('/london/yoga'))).toMatchObject({
      changeFrequency: 'weekly',
      priority: 0.7,
    })
  })
})

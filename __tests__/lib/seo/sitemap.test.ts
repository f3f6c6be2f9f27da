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

/** @jest-environment node */
import { cityActivityBreadcrumbs, venueItemListJsonLd } from '@/lib/seo/city-activity-json-ld'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'
import {
  breadcrumbTests,
  failures,
  itemListTests,
  pageWithJsonLd,
  validateStructuredData,
} from '../../helpers/structured-data'

const SITE = 'https://move.test'
const venues = [
  { name: 'Yoga Barn', urlSlug: 'yoga-barn-london' },
  { name: 'Studio </script> 2', urlSlug: 'studio-2-london' },
]

describe('venueItemListJsonLd', () => {
  it('lists the venues shown, in order, each with its own page', () => {
    expect(
      venueItemListJsonLd(venues, { name: 'Yoga in London', path: '/london/yoga', siteUrl: SITE }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      '@id': `${SITE}/london/yoga#venues`,
      name: 'Yoga in London',
      itemListOrder: 'https://schema.org/ItemListOrderDescending',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Yoga Barn',
          url: `${SITE}/venues/yoga-barn-london`,
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Studio </script> 2',
          url: `${SITE}/venues/studio-2-london`,
        },
      ],
    })
  })

  it('is null with nothing to list', () => {
    expect(venueItemListJsonLd([], { name: 'x', path: '/london/yoga' })).toBeNull()
  })
})

describe('a city × activity page’s markup as a validator reads it', () => {
  it('passes Google’s carousel (summary list) and breadcrumb rules', async () => {
    const list = venueItemListJsonLd(venues, {
      name: 'Yoga in London',
      path: '/london/yoga',
      siteUrl: SITE,
    })!
    const crumbs = breadcrumbJsonLd(
      cityActivityBreadcrumbs({
        cityCode: 'london',
        cityName: 'London',
        title: 'Yoga in London',
        path: '/london/yoga',
      }),
      SITE,
    )
    const result = await validateStructuredData(pageWithJsonLd([list, crumbs]), [
      ...itemListTests(list as unknown as Record<string, unknown>, SITE),
      ...breadcrumbTests(crumbs),
    ])
    expect(failures(result)).toEqual([])
    expect(result.schemas.sort()).toEqual(['BreadcrumbList', 'ItemList'])
    expect(result.structuredData.jsonld.BreadcrumbList?.[0]).toMatchObject({
      itemListElement: [
        { name: 'Home', item: `${SITE}/` },
        { name: 'London', item: `${SITE}/london` },
        { name: 'Yoga in London', item: `${SITE}/london/yoga` },
      ],
    })
    // The script survives a name that would end it.
    expect(result.structuredData.jsonld.ItemList?.[0]).toMatchObject({
      itemListElement: [{}, { name: 'Studio </script> 2' }],
    })
  })

  it('fails a list whose items point elsewhere or skip a position', async () => {
    const list = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://elsewhere.test/venues/a' },
        { '@type': 'ListItem', position: 3, url: `${SITE}/venues/b` },
      ],
    }
    const result = await validateStructuredData(pageWithJsonLd([list]), itemListTests(list, SITE))
    expect(failures(result)).toEqual([
      expect.stringMatching(/itemListElement\[0\]\.url: /),
      expect.stringMatching(/itemListElement\[1\]\.position\): /),
    ])
  })
})

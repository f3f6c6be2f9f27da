import {
  absoluteUrl,
  breadcrumbJsonLd,
  faqPageJsonLd,
  htmlToText,
  landingBreadcrumbs,
  offerListJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from '@/lib/seo/json-ld'
import { BRAND } from '@/lib/brand'

const SITE = 'https://www.move.example'

describe('organizationJsonLd', () => {
  it('names the brand and the site', () => {
    expect(organizationJsonLd({ siteUrl: SITE, logo: '/static/logo.png' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: BRAND,
      url: `${SITE}/`,
      logo: `${SITE}/static/logo.png`,
    })
  })

  it('leaves out a missing logo and empty sameAs', () => {
    const data = organizationJsonLd({ siteUrl: `${SITE}/`, sameAs: [] })
    expect(data).not.toHaveProperty('logo')
    expect(data).not.toHaveProperty('sameAs')
    expect(data.url).toBe(`${SITE}/`)
  })
})

describe('offerListJsonLd', () => {
  it.each([
    [1, '1.00'],
    [1.0, '1.00'],
    [0.99, '0.99'],
    [12.5, '12.50'],
    [24.99, '24.99'],
  ])('price %p → %p GBP', (value, text) => {
    const data = offerListJsonLd([{ name: 'Plan', price: value }], { siteUrl: SITE })
    const offer = (data?.itemListElement as Record<string, unknown>[])[0]
    expect(offer).toMatchObject({
      '@type': 'Offer',
      name: 'Plan',
      price: text,
      priceCurrency: 'GBP',
    })
    expect(offer?.priceSpecification).toMatchObject({ unitCode: 'WEE', price: text })
  })

  it('lists the plans in order, skipping invalid ones', () => {
    const data = offerListJsonLd(
      [
        { name: 'Full Membership', price: 24.99, url: 'https://account.example.com/signup?x=1' },
        { name: '', price: 3 },
        { name: 'Broken', price: Number.NaN },
        { name: 'Taster', price: 1 },
      ],
      { siteUrl: SITE, areaServed: 'London' },
    )
    expect(data).toMatchObject({ '@type': 'OfferCatalog', name: `${BRAND} memberships` })
    const offers = data?.itemListElement as Record<string, unknown>[]
    expect(offers.map((offer) => offer.name)).toEqual(['Full Membership', 'Taster'])
    expect(offers[0]).toMatchObject({
      url: 'https://account.example.com/signup?x=1',
      areaServed: 'London',
    })
  })

  it('is null without plans', () => {
    expect(offerListJsonLd([])).toBeNull()
  })
})

describe('htmlToText', () => {
  it.each([
    ['<p>Hello <strong>there</strong></p>', 'Hello there'],
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['Line<br>break', 'Line break'],
    ['<ul><li>a</li><li>b</li></ul>', 'a b'],
    ['Fish &amp; chips &pound;1 &#163;2 &#xA3;3 &nbsp;x', 'Fish & chips £1 £2 £3 x'],
    ['&lt;script&gt;', '<script>'],
    ['<script>alert(1)</script>ok', 'ok'],
    ['<style>p{}</style>ok', 'ok'],
    ['<!-- hidden -->shown', 'shown'],
    ['   spaced\n\tout  ', 'spaced out'],
    ['&unknown; &#0;', '&unknown;'],
    ['', ''],
  ])('%p → %p', (html, text) => {
    expect(htmlToText(html)).toBe(text)
  })
})

describe('faqPageJsonLd', () => {
  it('builds questions with plain-text answers', () => {
    expect(
      faqPageJsonLd([
        { heading: 'How much?', content: '<p>Just <strong>£1</strong> for the first week.</p>' },
        { heading: 'Empty', content: '<p> </p>' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How much?',
          acceptedAnswer: { '@type': 'Answer', text: 'Just £1 for the first week.' },
        },
      ],
    })
  })

  it('is null without FAQs', () => {
    expect(faqPageJsonLd([])).toBeNull()
  })
})

describe('breadcrumbs', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'London', path: '/london' },
        ],
        SITE,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'London', item: `${SITE}/london` },
      ],
    })
  })

  it.each([
    [{}, ['/']],
    [{ city: 'london', cityName: 'London' }, ['/', '/london']],
    [
      { city: 'london', cityName: 'London', page: { name: 'London', path: '/london' } },
      ['/', '/london'],
    ],
    [
      {
        city: 'london',
        cityName: 'London',
        page: { name: 'Yoga Barn', path: '/venues/yoga-barn' },
      },
      ['/', '/london', '/venues/yoga-barn'],
    ],
    [
      { city: null, page: { name: 'Live', path: '/offers/move_at_home_live' } },
      ['/', '/offers/move_at_home_live'],
    ],
    [{ page: { name: 'Home', path: '/' } }, ['/']],
  ])('landingBreadcrumbs(%p)', (options, paths) => {
    expect(landingBreadcrumbs(options).map((crumb) => crumb.path)).toEqual(paths)
  })

  it('absoluteUrl keeps absolute URLs', () => {
    expect(absoluteUrl('https://cdn.example/x.png', SITE)).toBe('https://cdn.example/x.png')
    expect(absoluteUrl('/x', `${SITE}/`)).toBe(`${SITE}/x`)
  })
})

describe('serializeJsonLd', () => {
  const hostile = {
    '@type': 'Thing',
    name: '</script><script>alert(1)</script>',
    text: '<!-- a & b -->\u2028\u2029',
  }

  it('cannot break out of the script element', () => {
    const json = serializeJsonLd(hostile)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json.toLowerCase()).not.toContain('</script')
  })

  it('parses back to the same value', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile)
  })

  it('drops nulls from a list', () => {
    expect(JSON.parse(serializeJsonLd([{ a: 1 }, null, undefined, { b: 2 }]))).toEqual([
      { a: 1 },
      { b: 2 },
    ])
  })
})

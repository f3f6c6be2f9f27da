/** @jest-environment node */
import http from 'node:http'
import https from 'node:https'
import {
  aggregateRatingJsonLd,
  MARKED_UP_REVIEWS,
  reviewsJsonLd,
  venuePlaceJsonLd,
  type VenuePlace,
  type VenuePlaceReview,
} from '@/lib/seo/venue-place-json-ld'
import {
  failures,
  isSchemaOrgSubtype,
  isSchemaOrgType,
  localBusinessTests,
  pageWithJsonLd,
  reviewSnippetTests,
  validateStructuredData,
} from '../../helpers/structured-data'

const SITE = 'https://move.test'

const review = (overrides: Partial<VenuePlaceReview> = {}): VenuePlaceReview => ({
  rating: 9,
  timeResponded: '2026-10-01T09:30:00.000Z',
  review: 'Lovely calm studio and the teachers really know their stuff.',
  customer: { displayName: 'Priya S.' },
  ...overrides,
})

const venue = (overrides: Partial<VenuePlace> = {}): VenuePlace => ({
  name: 'Ancoats Yoga Loft',
  description: 'A light-filled yoga and pilates studio in Ancoats, Manchester.',
  amenities: ['Showers', 'Mat hire'],
  address: '12 Pollard Street, Ancoats, Manchester M4 5AB',
  location: { lat: 53.48312, lng: -2.22374 },
  phone: '0161 496 0123',
  email: 'hello@ancoats-yoga-loft.example.co.uk',
  website: 'https://www.ancoats-yoga-loft.example.co.uk',
  rating: 8.64,
  reviewCount: 23,
  logoUrl: '/static/images/logos/ancoats-yoga-loft.svg',
  imageUrls: ['/static/images/activities/yoga-1.jpg', '/static/images/activities/yoga-2.jpg'],
  thumbnailUrl: '/static/images/activities/yoga-1-thumb.jpg',
  activities: [
    {
      activityType: 'yoga',
      timeslots: [
        { dayOfWeek: 'Monday', startTime: '07:00:00', endTime: '08:00:00' },
        { dayOfWeek: 'Monday', startTime: '18:30:00', endTime: '19:45:00' },
        { dayOfWeek: 'Saturday', startTime: '09:00:00', endTime: '10:15:00' },
      ],
    },
    {
      activityType: 'fitness-class',
      timeslots: [{ dayOfWeek: 'Monday', startTime: '06:15:00', endTime: '07:00:00' }],
    },
  ],
  reviews: [review(), review({ rating: 7, customer: { displayName: 'Tom H.' } })],
  ...overrides,
})

const build = (overrides: Partial<VenuePlace> = {}) =>
  venuePlaceJsonLd(venue(overrides), {
    path: '/venues/ancoats-yoga-loft-manchester',
    cityName: 'Manchester',
    siteUrl: SITE,
  }) as unknown as Record<string, unknown>

describe('venuePlaceJsonLd', () => {
  it('describes the venue: address in parts, position, contact, pictures, hours, rating, reviews', () => {
    expect(build()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      '@id': `${SITE}/venues/ancoats-yoga-loft-manchester#venue`,
      name: 'Ancoats Yoga Loft',
      url: `${SITE}/venues/ancoats-yoga-loft-manchester`,
      description: 'A light-filled yoga and pilates studio in Ancoats, Manchester.',
      image: [
        `${SITE}/static/images/activities/yoga-1.jpg`,
        `${SITE}/static/images/activities/yoga-2.jpg`,
      ],
      logo: `${SITE}/static/images/logos/ancoats-yoga-loft.svg`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Pollard Street, Ancoats',
        addressLocality: 'Manchester',
        postalCode: 'M4 5AB',
        addressCountry: 'GB',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 53.48312, longitude: -2.22374 },
      telephone: '+44 161 496 0123',
      email: 'hello@ancoats-yoga-loft.example.co.uk',
      sameAs: 'https://www.ancoats-yoga-loft.example.co.uk/',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '06:15',
          closes: '19:45',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '09:00',
          closes: '10:15',
        },
      ],
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Showers', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Mat hire', value: true },
      ],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 8.6,
        bestRating: 10,
        worstRating: 1,
        reviewCount: 23,
      },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Priya S.' },
          reviewRating: { '@type': 'Rating', ratingValue: 9, bestRating: 10, worstRating: 1 },
          datePublished: '2026-10-01',
          reviewBody: 'Lovely calm studio and the teachers really know their stuff.',
        },
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Tom H.' },
          reviewRating: { '@type': 'Rating', ratingValue: 7, bestRating: 10, worstRating: 1 },
          datePublished: '2026-10-01',
          reviewBody: 'Lovely calm studio and the teachers really know their stuff.',
        },
      ],
    })
  })

  it.each<[string, string[], string]>([
    ['a gym', ['gym', 'gym', 'fitness-class'], 'ExerciseGym'],
    ['a pool', ['swimming', 'swimming', 'gym'], 'PublicSwimmingPool'],
    ['half gym, half pool', ['swimming', 'gym'], 'SportsActivityLocation'],
    ['a yoga studio', ['yoga'], 'SportsActivityLocation'],
    ['a climbing wall', ['climbing', 'fitness-class'], 'SportsActivityLocation'],
    ['no activities', [], 'SportsActivityLocation'],
  ])('%s (%j) is a %s', (_, types, expected) => {
    const place = build({
      activities: types.map((activityType) => ({ activityType, timeslots: [] })),
    })
    expect(place['@type']).toBe(expected)
    expect(isSchemaOrgSubtype(expected, 'LocalBusiness')).toBe(true)
  })

  it('leaves out what the catalogue has nothing usable for', () => {
    const place = build({
      location: null,
      phone: 'call us',
      email: '',
      website: 'javascript:alert(1)',
      rating: 0,
      reviewCount: 0,
      reviews: [],
      amenities: [],
      logoUrl: '',
      imageUrls: [],
      description: '<p> </p>',
      activities: [{ activityType: 'yoga', timeslots: [] }],
    })
    for (const key of [
      'geo',
      'telephone',
      'email',
      'sameAs',
      'aggregateRating',
      'review',
      'amenityFeature',
      'logo',
      'description',
      'openingHoursSpecification',
    ]) {
      expect(place).not.toHaveProperty(key)
    }
    expect(place.image).toEqual([`${SITE}/static/images/activities/yoga-1-thumb.jpg`])
  })
})

describe('aggregateRatingJsonLd', () => {
  it.each<[number, number, number | null]>([
    [8.64, 23, 8.6],
    [10, 1, 10],
    [0, 5, null], // 0 is "no ratings"
    [8, 0, null], // schema.org needs a count
    [11, 3, null],
    [Number.NaN, 3, null],
    [7.5, 2.5, null],
  ])('rating %p with %p reviews → %p', (rating, count, expected) => {
    const result = aggregateRatingJsonLd(rating, count)
    expect(result === null ? null : (result as { ratingValue: number }).ratingValue).toBe(expected)
  })
})

describe('reviewsJsonLd', () => {
  it(`keeps the newest ${MARKED_UP_REVIEWS} reviews with words, a score and a date`, () => {
    const reviews = [
      review({ review: '   ' }),
      review({ rating: 0 }),
      review({ timeResponded: 'yesterday' }),
      review({ customer: { displayName: ' ' } }),
      ...Array.from({ length: 7 }, (_, i) =>
        review({ customer: { displayName: `Reviewer ${i}` } }),
      ),
    ]
    const marked = reviewsJsonLd(reviews) as unknown as { author: { name: string } }[]
    expect(marked.map((item) => item.author.name)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Reviewer ${i}`),
    )
  })
})

describe('the venue as a validator reads it (structured-data-testing-tool, offline)', () => {
  const requests: string[] = []
  beforeEach(() => {
    requests.length = 0
    for (const client of [http, https]) {
      jest.spyOn(client, 'request').mockImplementation(((url: unknown) => {
        requests.push(String(url))
        throw new Error('no network in tests')
      }) as typeof http.request)
      jest.spyOn(client, 'get').mockImplementation(((url: unknown) => {
        requests.push(String(url))
        throw new Error('no network in tests')
      }) as typeof http.get)
    }
  })
  afterEach(() => jest.restoreAllMocks())

  it.each([
    ['a studio', [{ activityType: 'yoga', timeslots: venue().activities[0]!.timeslots }]],
    ['a gym', [{ activityType: 'gym', timeslots: venue().activities[0]!.timeslots }]],
    ['a pool', [{ activityType: 'swimming', timeslots: venue().activities[0]!.timeslots }]],
  ])('%s passes Google’s local business and review snippet rules', async (_, activities) => {
    const place = build({ activities })
    const result = await validateStructuredData(pageWithJsonLd([place]), [
      ...localBusinessTests(place),
      ...reviewSnippetTests(place, 10),
    ])
    expect(failures(result)).toEqual([])
    expect(result.passed.length).toBeGreaterThan(30)
    expect(result.schemas).toEqual([place['@type']])
    expect(isSchemaOrgType(String(place['@type']))).toBe(true)
    expect(requests).toEqual([])
  })

  it('fails markup that breaks the rules (the validator can fail)', async () => {
    const place = build()
    const broken = {
      ...place,
      telephone: '0161 496 0123',
      address: { '@type': 'PostalAddress', streetAddress: '12 Pollard Street' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 8.6, reviewCount: 23 },
    }
    const result = await validateStructuredData(pageWithJsonLd([broken]), [
      ...localBusinessTests(broken),
      ...reviewSnippetTests(broken, 10),
    ])
    expect(failures(result)).toEqual([
      expect.stringMatching(/^SportsActivityLocation\[0\]\.address\.addressLocality: /),
      expect.stringMatching(/^SportsActivityLocation\[0\]\.address\.postalCode: /),
      expect.stringMatching(/^SportsActivityLocation\[0\]\.address\.addressCountry: /),
      expect.stringMatching(/^SportsActivityLocation\[0\]\.telephone: /),
      expect.stringMatching(/bestRating\): /),
    ])
    expect(requests).toEqual([])
  })
})

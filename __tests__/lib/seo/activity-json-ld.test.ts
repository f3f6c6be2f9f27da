import {
  activityVenueJsonLd,
  META_DESCRIPTION_LENGTH,
  sharedActivityDescription,
  sharedActivityTitle,
  type SharedActivity,
} from '@/lib/seo/activity-json-ld'
import { BRAND } from '@/lib/brand'

const SITE = 'https://move.test'

const activity = (overrides: Partial<SharedActivity> = {}): SharedActivity => ({
  id: '42',
  title: 'Sunrise Vinyasa',
  activityType: 'yoga',
  lat: 51.5236,
  lng: -0.0786,
  description: '<p>A <strong>calm</strong> flow &amp; breath.</p>',
  img_url: '/static/images/activities/42.jpg',
  venue: {
    id: '7',
    name: 'Old Street Studio',
    address: '12 Rivington Street, Shoreditch, London EC2A 3DT',
    urlSlug: 'old-street-studio-london',
    rating: 8.64,
    reviewCount: 23,
  },
  ...overrides,
})

describe('sharedActivityTitle / sharedActivityDescription', () => {
  it('names the activity, the venue and the brand', () => {
    expect(sharedActivityTitle(activity())).toBe(`Sunrise Vinyasa at Old Street Studio | ${BRAND}`)
  })

  it.each<[string, string]>([
    ['<p>A <strong>calm</strong> flow &amp; breath.</p>', 'A calm flow & breath.'],
    ['', 'Sunrise Vinyasa at Old Street Studio, 12 Rivington Street, Shoreditch, London EC2A 3DT.'],
    [
      '<p> </p>',
      'Sunrise Vinyasa at Old Street Studio, 12 Rivington Street, Shoreditch, London EC2A 3DT.',
    ],
  ])('%p → %p', (description, expected) => {
    expect(sharedActivityDescription(activity({ description }))).toBe(expected)
  })

  it('cuts a long description at a word and marks the cut', () => {
    const long = `<p>${'Stretch and breathe deeply, '.repeat(20)}</p>`
    const text = sharedActivityDescription(activity({ description: long }))
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH)
    expect(text).toMatch(/deeply…$|breathe…$|Stretch…$|and…$/)
    expect(text).not.toMatch(/,…$/)
  })
})

describe('activityVenueJsonLd', () => {
  it('describes a studio as a SportsActivityLocation with address, geo and rating', () => {
    expect(activityVenueJsonLd(activity(), SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      '@id': 'https://move.test/venues/old-street-studio-london#venue',
      name: 'Old Street Studio',
      url: 'https://move.test/venues/old-street-studio-london',
      image: 'https://move.test/static/images/activities/42.jpg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Rivington Street, Shoreditch, London EC2A 3DT',
        addressCountry: 'GB',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 51.5236, longitude: -0.0786 },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 8.6,
        bestRating: 10,
        worstRating: 0,
        ratingCount: 23,
      },
    })
  })

  it.each<[string, Partial<SharedActivity>, (ld: Record<string, unknown>) => void]>([
    [
      'a gym is an ExerciseGym',
      { activityType: 'gym' },
      (ld) => expect(ld['@type']).toBe('ExerciseGym'),
    ],
    [
      'an unrated venue has no aggregateRating',
      { venue: { ...activity().venue, rating: 0, reviewCount: 0 } },
      (ld) => expect(ld).not.toHaveProperty('aggregateRating'),
    ],
    [
      'a rating without reviews has no aggregateRating',
      { venue: { ...activity().venue, reviewCount: 0 } },
      (ld) => expect(ld).not.toHaveProperty('aggregateRating'),
    ],
    [
      'a streamed activity has no geo',
      { lat: null, lng: null },
      (ld) => expect(ld).not.toHaveProperty('geo'),
    ],
    [
      'no image, no image property',
      { img_url: '' },
      (ld) => expect(ld).not.toHaveProperty('image'),
    ],
  ])('%s', (_, overrides, check) => {
    check(activityVenueJsonLd(activity(overrides), SITE))
  })
})

/** @jest-environment node */
/**
 * Where venues are and what they say about themselves. The sea polygons are drawn by hand from
 * the real coastlines, a little offshore, independently of the neighbourhood data.
 */
import { CITY_BY_CODE, isSpecCity } from '@/server/db/seed/catalogue/seed-cities'
import { generateCatalogue } from '@/server/db/seed/catalogue/generate'
import { distanceMetres, isInsideBox, isInsidePolygon } from '@/server/db/seed/catalogue/geo'
import { allImageUrls } from '@/lib/images/generated-images'
import { MARKETING_PARTNERS } from '@/server/db/seed/catalogue/marketing-partners'
import { STREAMING_CITY } from '@/lib/activity-types'

const catalogue = generateCatalogue({ activities: 6000 })
const located = catalogue.venues.filter((venue) => venue.cityCode !== STREAMING_CITY)

/** [lat, lng] corners of open water next to the coastal cities. */
const SEA: Record<string, (readonly [number, number])[][]> = {
  // The English Channel off Hove, Brighton and Kemp Town
  brighton: [
    [
      [50.827, -0.25],
      [50.8258, -0.2],
      [50.8228, -0.17],
      [50.8195, -0.153],
      [50.8175, -0.137],
      [50.8148, -0.12],
      [50.809, -0.1],
      [50.797, -0.06],
      [50.7, -0.06],
      [50.7, -0.25],
    ],
  ],
  plymouth: [
    // Plymouth Sound below the Hoe
    [
      [50.3615, -4.165],
      [50.3615, -4.128],
      [50.33, -4.128],
      [50.33, -4.165],
    ],
    // The Hamoaze (the Tamar) along Devonport and St Budeaux
    [
      [50.42, -4.215],
      [50.42, -4.2],
      [50.395, -4.197],
      [50.38, -4.193],
      [50.36, -4.19],
      [50.36, -4.215],
    ],
  ],
  // Southampton Water below the docks
  southampton: [
    [
      [50.893, -1.42],
      [50.893, -1.385],
      [50.87, -1.35],
      [50.85, -1.35],
      [50.85, -1.42],
    ],
  ],
  // The Mersey off the Liverpool waterfront
  liverpool: [
    [
      [53.46, -3.03],
      [53.46, -3.005],
      [53.41, -3.003],
      [53.4, -2.998],
      [53.39, -2.99],
      [53.375, -2.965],
      [53.355, -2.945],
      [53.355, -3.03],
    ],
  ],
  // The Firth of Forth off Leith and Portobello
  edinburgh: [
    [
      [55.988, -3.3],
      [55.988, -3.16],
      [55.975, -3.14],
      [55.962, -3.115],
      [55.958, -3.1],
      [56.05, -3.1],
      [56.05, -3.3],
    ],
  ],
  // Cardiff Bay
  cardiff: [
    [
      [51.4605, -3.185],
      [51.4605, -3.15],
      [51.44, -3.15],
      [51.44, -3.185],
    ],
  ],
}

describe('venue locations', () => {
  it('every located venue is inside its city box', () => {
    for (const venue of located) {
      const city = CITY_BY_CODE.get(venue.cityCode)!
      expect(isInsideBox(city.bounds, { lat: venue.lat!, lng: venue.lng! })).toBe(true)
    }
  })

  it.each(Object.keys(SEA))('%s: no venue in the sea', (code) => {
    const venues = located.filter((venue) => venue.cityCode === code)
    expect(venues.length).toBeGreaterThan(5)
    for (const venue of venues) {
      for (const sea of SEA[code]!) {
        expect(isInsidePolygon(sea, { lat: venue.lat!, lng: venue.lng! })).toBe(false)
      }
    }
  })

  it('the sea polygons do catch points at sea (the check is not vacuous)', () => {
    expect(isInsidePolygon(SEA.brighton![0]!, { lat: 50.81, lng: -0.14 })).toBe(true)
    expect(isInsidePolygon(SEA.plymouth![0]!, { lat: 50.355, lng: -4.14 })).toBe(true)
    expect(isInsidePolygon(SEA.liverpool![0]!, { lat: 53.405, lng: -3.01 })).toBe(true)
  })

  it('venues are spread over each city, not stacked on one point', () => {
    const byCity = new Map<string, typeof located>()
    for (const venue of located)
      byCity.set(venue.cityCode, [...(byCity.get(venue.cityCode) ?? []), venue])
    for (const [code, venues] of byCity) {
      const city = CITY_BY_CODE.get(code)!
      const points = new Set(venues.map((venue) => `${venue.lat},${venue.lng}`))
      expect(points.size).toBe(venues.length)
      const farthest = Math.max(
        ...venues.map((venue) => distanceMetres(city.centre, { lat: venue.lat!, lng: venue.lng! })),
      )
      expect(farthest).toBeGreaterThan(1_500)
    }
  })

  it('streaming studios have no location', () => {
    const studios = catalogue.venues.filter((venue) => venue.cityCode === STREAMING_CITY)
    expect(studios.length).toBeGreaterThanOrEqual(3)
    for (const studio of studios) {
      expect(studio.lat).toBeNull()
      expect(studio.lng).toBeNull()
      expect(studio.address).toMatch(/^Streamed live from /)
    }
  })
})

describe('venue details', () => {
  it('addresses name a real neighbourhood of the city, with a postcode in its district', () => {
    for (const venue of located) {
      const city = CITY_BY_CODE.get(venue.cityCode)!
      const area = city.neighbourhoods.find((n) =>
        venue.address.includes(`, ${n.name}, ${city.name} `),
      )
      expect(area).toBeDefined()
      expect(venue.address.endsWith(`${city.name} ${venue.postcode}`)).toBe(true)
      expect(venue.postcode).toMatch(new RegExp(`^${area!.postcodeDistrict} [1-9][A-Z]{2}$`))
    }
  })

  it('slugs are unique kebab-case and end with the city', () => {
    const slugs = catalogue.venues.map((venue) => venue.urlSlug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const venue of located) {
      expect(venue.urlSlug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(venue.urlSlug).toContain(`-${venue.cityCode}`)
    }
  })

  it('contact details are fictional: Ofcom drama numbers and example domains', () => {
    for (const venue of catalogue.venues) {
      expect(venue.phone).toMatch(
        /^(020 7946 0\d{3}|01\d{2} 49[68] 0\d{3}|029 2018 0\d{3}|01632 960\d{3}|07700 900\d{3})$/,
      )
      expect(venue.email).toMatch(/^[a-z]+@[a-z0-9-]+\.example\.co\.uk$/)
      expect(venue.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example\.co\.uk$/)
    }
  })

  it('ratings are out of 10 with one decimal, about 8% unrated', () => {
    for (const venue of catalogue.venues) {
      expect(venue.rating).toBeGreaterThanOrEqual(0)
      expect(venue.rating).toBeLessThanOrEqual(10)
      expect(Math.round(venue.rating * 10)).toBeCloseTo(venue.rating * 10, 6)
    }
    const unrated = catalogue.venues.filter((venue) => venue.rating === 0).length
    expect(unrated / catalogue.venues.length).toBeGreaterThan(0.04)
    expect(unrated / catalogue.venues.length).toBeLessThan(0.13)
  })

  it('every image URL in the catalogue is one the image script draws', () => {
    const pool = new Set(allImageUrls(MARKETING_PARTNERS.map((partner) => partner.slug)))
    const urls = [
      ...catalogue.venues.flatMap((v) => [v.logoUrl, v.thumbnailUrl, ...v.imageUrls]),
      ...catalogue.activities.flatMap((a) => [a.imgUrl, a.thumbImgUrl]),
      ...catalogue.customers.map((c) => c.avatarUrl),
      ...catalogue.testimonials.map((t) => t.image),
      ...catalogue.marketingPartners.map((p) => p.logoUrl),
      ...catalogue.landingPages.flatMap((p) => [p.imageUrl, p.mobileImageUrl, p.logoUrl]),
    ].filter((url): url is string => typeof url === 'string')
    for (const url of new Set(urls)) expect(pool.has(url)).toBe(true)
  })

  it('sizes venues with the catalogue: about four activities each', () => {
    const ratio = catalogue.activities.length / catalogue.venues.length
    expect(ratio).toBeGreaterThan(3.5)
    expect(ratio).toBeLessThan(4.5)
    expect(isSpecCity('london')).toBe(true)
  })
})

/** @jest-environment node */
import { CITIES, SPEC_CITY_CODES } from '@/server/db/seed/catalogue/seed-cities'
import { distanceMetres, isInsideBox, offsetByMetres } from '@/server/db/seed/catalogue/geo'
import { STREAMING_CITY } from '@/lib/activity-types'

/** The real postcode areas of each city (the letters before the district number). */
const POSTCODE_AREAS: Record<string, RegExp> = {
  london: /^(E|EC|N|NW|SE|SW|W|WC)\d/,
  birmingham: /^B\d/,
  leeds: /^LS\d/,
  glasgow: /^G\d/,
  sheffield: /^S\d/,
  manchester: /^M\d/,
  edinburgh: /^EH\d/,
  liverpool: /^L\d/,
  bristol: /^BS\d/,
  leicester: /^LE\d/,
  cardiff: /^CF\d/,
  nottingham: /^NG\d/,
  newcastle: /^NE\d/,
  brighton: /^BN\d/,
  plymouth: /^PL\d/,
  southampton: /^SO\d/,
  york: /^YO\d/,
  huddersfield: /^HD\d/,
  oxford: /^OX\d/,
  doncaster: /^DN\d/,
  cambridge: /^CB\d/,
  bath: /^BA\d/,
}

describe('cities', () => {
  it("has the spec's eight cities and at least twelve more, not the streaming city", () => {
    const codes = CITIES.map((city) => city.code)
    expect(codes).toEqual(expect.arrayContaining([...SPEC_CITY_CODES]))
    expect(codes.length).toBeGreaterThanOrEqual(SPEC_CITY_CODES.length + 12)
    expect(codes).not.toContain(STREAMING_CITY)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/)
  })

  it('is ordered largest first, London leading', () => {
    expect(CITIES[0]?.code).toBe('london')
    for (let i = 1; i < CITIES.length; i++) {
      expect(CITIES[i - 1]!.population).toBeGreaterThanOrEqual(CITIES[i]!.population)
    }
  })

  it.each(CITIES.map((city) => [city.code, city] as const))(
    '%s: centre inside a realistic urban box, in Great Britain',
    (_code, city) => {
      expect(isInsideBox(city.bounds, city.centre)).toBe(true)
      expect(city.centre.lat).toBeGreaterThan(49.9)
      expect(city.centre.lat).toBeLessThan(58.7)
      expect(city.centre.lng).toBeGreaterThan(-6.5)
      expect(city.centre.lng).toBeLessThan(1.8)
      const { south, west, north, east } = city.bounds
      const width = distanceMetres({ lat: south, lng: west }, { lat: south, lng: east })
      const height = distanceMetres({ lat: south, lng: west }, { lat: north, lng: west })
      // An urban area: more than a village, less than a county.
      expect(width).toBeGreaterThan(4_000)
      expect(width).toBeLessThan(30_000)
      expect(height).toBeGreaterThan(4_000)
      expect(height).toBeLessThan(30_000)
    },
  )

  it.each(CITIES.map((city) => [city.code, city] as const))(
    '%s: neighbourhoods are distinct, near the centre, with the right postcode area, and their whole radius fits the box',
    (code, city) => {
      expect(city.neighbourhoods.length).toBeGreaterThanOrEqual(12)
      expect(new Set(city.neighbourhoods.map((n) => n.name)).size).toBe(city.neighbourhoods.length)
      for (const area of city.neighbourhoods) {
        expect(area.postcodeDistrict).toMatch(POSTCODE_AREAS[code]!)
        expect(distanceMetres(area.centre, city.centre)).toBeLessThan(20_000)
        for (const [north, east] of [
          [area.radiusMetres, 0],
          [-area.radiusMetres, 0],
          [0, area.radiusMetres],
          [0, -area.radiusMetres],
        ] as const) {
          expect(isInsideBox(city.bounds, offsetByMetres(area.centre, north, east))).toBe(true)
        }
      }
    },
  )
})

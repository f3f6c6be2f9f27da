/** @jest-environment node */
import { readFileSync } from 'node:fs'
import type { Topology } from 'topojson-specification'
import { CITIES } from '@/server/db/seed/catalogue/seed-cities'
import { pointInPolygons, type Point } from '@/scripts/map-data/clip-polygons'
import {
  BRITISH_ISLES_BOX,
  landGeoJson,
  landPolygons,
  placesGeoJson,
  type LandCollection,
} from '@/scripts/map-data/land-geojson'
import { LAND_FEATURE_KIND } from '@/lib/map/offline-style'

// The same input and code as scripts/generate-map-data.ts, so this holds the shipped file.
const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'),
) as Topology

let land: LandCollection
beforeAll(() => {
  land = landGeoJson(topology)
})

describe('landGeoJson (world-atlas land-10m)', () => {
  it('stays small', () => {
    expect(Buffer.byteLength(JSON.stringify(land))).toBeLessThan(400 * 1024)
  })

  it('has one land feature and one coast feature', () => {
    expect(
      land.features.map((feature) => [feature.properties.kind, feature.geometry.type]),
    ).toEqual([
      [LAND_FEATURE_KIND.land, 'MultiPolygon'],
      [LAND_FEATURE_KIND.coast, 'MultiLineString'],
    ])
  })

  it('stays inside the box with coordinates of at most 4 decimals', () => {
    const { west, south, east, north } = BRITISH_ISLES_BOX
    const positions = land.features.flatMap((feature) =>
      feature.geometry.type === 'MultiPolygon'
        ? feature.geometry.coordinates.flat(2)
        : feature.geometry.coordinates.flat(1),
    ) as Point[]
    expect(positions.length).toBeGreaterThan(1000)
    const wrong = positions.filter(
      ([lng, lat]) =>
        !(lng >= west && lng <= east && lat >= south && lat <= north) ||
        Math.round(lng * 1e4) / 1e4 !== lng ||
        Math.round(lat * 1e4) / 1e4 !== lat,
    )
    expect(wrong).toEqual([])
  })

  it.each([
    ['London', 51.507, -0.128],
    ['Edinburgh', 55.953, -3.189],
    ['Cardiff', 51.481, -3.179],
    ['Belfast', 54.597, -5.93],
    ['Dublin', 53.35, -6.26],
    ['Athlone', 53.423, -7.94],
    ['Inverness', 57.478, -4.224],
    ['Lerwick, Shetland', 60.155, -1.145],
    ['Kirkwall, Orkney', 58.981, -2.96],
    ['Newport, Isle of Wight', 50.701, -1.289],
  ])('%s is on land', (_, lat, lng) => {
    expect(pointInPolygons([lng, lat], landPolygons(land))).toBe(true)
  })

  it.each([
    ['the North Sea', 55, 2],
    ['the Irish Sea', 53.8, -5.2],
    ['the English Channel', 50.3, -1.5],
    ['the Atlantic off Connemara', 53, -10.8],
    ['the Bristol Channel', 51.35, -3.8],
    ['Paris, outside the box', 48.857, 2.352],
  ])('%s is not', (_, lat, lng) => {
    expect(pointInPolygons([lng, lat], landPolygons(land))).toBe(false)
  })

  // Natural Earth 10m is about 1 km coarse: Liverpool's centre, on the Mersey waterfront, falls
  // just in the estuary. Within 2 km of land is what the map needs.
  it('puts every catalogue city centre on land or within 2 km of it', () => {
    const polygons = landPolygons(land)
    const near = (city: (typeof CITIES)[number]) => {
      const { lat, lng } = city.centre
      const dLat = 2000 / 111_320
      const dLng = dLat / Math.cos((lat * Math.PI) / 180)
      const around: Point[] = [
        [lng, lat],
        [lng + dLng, lat],
        [lng - dLng, lat],
        [lng, lat + dLat],
        [lng, lat - dLat],
      ]
      return around.some((point) => pointInPolygons(point, polygons))
    }
    const offshore = CITIES.filter((city) => !near(city))
    expect(offshore.map((city) => city.code)).toEqual([])
  })

  it('draws no coast along the box edges', () => {
    const { west, south, east, north } = BRITISH_ISLES_BOX
    const coast = land.features.find((feature) => feature.properties.kind === 'coast')
    const lines = (coast?.geometry.coordinates ?? []) as Point[][]
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) {
      for (let i = 0; i < line.length - 1; i++) {
        const [x1, y1] = line[i] as Point
        const [x2, y2] = line[i + 1] as Point
        const alongEdge =
          (x1 === west && x2 === west) ||
          (x1 === east && x2 === east) ||
          (y1 === south && y2 === south) ||
          (y1 === north && y2 === north)
        expect(alongEdge).toBe(false)
      }
    }
  })
})

describe('placesGeoJson', () => {
  it('has a point for every city with its name and code', () => {
    const places = placesGeoJson(CITIES)
    expect(places.features).toHaveLength(CITIES.length)
    const london = places.features.find((feature) => feature.properties.code === 'london')
    expect(london).toEqual({
      type: 'Feature',
      properties: { name: 'London', code: 'london' },
      geometry: { type: 'Point', coordinates: [-0.1278, 51.5074] },
    })
  })
})

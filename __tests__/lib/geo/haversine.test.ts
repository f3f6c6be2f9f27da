/** @jest-environment node */
import { haversineMetres, radiusBoxDegrees } from '@/lib/geo/haversine'

describe('haversineMetres', () => {
  it.each([
    ['the same point', [51.5, -0.12, 51.5, -0.12], 0, 0],
    ['London to Paris', [51.5072, -0.1276, 48.8566, 2.3522], 343_900, 1_000],
    ['London to Manchester', [51.5072, -0.1276, 53.4808, -2.2426], 262_000, 1_500],
    ['one degree of latitude', [0, 0, 1, 0], 111_195, 5],
  ] as Array<[string, [number, number, number, number], number, number]>)(
    '%s',
    (_, [lat1, lng1, lat2, lng2], expected, tolerance) => {
      expect(Math.abs(haversineMetres(lat1, lng1, lat2, lng2) - expected)).toBeLessThanOrEqual(
        tolerance,
      )
    },
  )
})

describe('radiusBoxDegrees', () => {
  it.each([
    [51.5, 12_000],
    [0, 100_000],
    [60, 1],
    [-45, 50_000],
  ])('at latitude %p the box around %p m holds the whole circle', (lat, radius) => {
    const { dLat, dLng } = radiusBoxDegrees(lat, radius)
    for (let bearing = 0; bearing < 360; bearing += 5) {
      const rad = (bearing * Math.PI) / 180
      // A point just inside the circle, by small steps along the bearing.
      const pLat = lat + Math.cos(rad) * dLat * 0.999
      const pLng = 0 + Math.sin(rad) * dLng * 0.999
      if (haversineMetres(lat, 0, pLat, pLng) <= radius) {
        expect(Math.abs(pLat - lat)).toBeLessThanOrEqual(dLat)
        expect(Math.abs(pLng)).toBeLessThanOrEqual(dLng)
      }
    }
    // North and east extremes of the circle lie inside the box.
    expect(haversineMetres(lat, 0, lat + dLat, 0)).toBeGreaterThanOrEqual(radius * 0.999)
    expect(haversineMetres(lat, 0, lat, dLng)).toBeGreaterThanOrEqual(radius * 0.999)
  })
})

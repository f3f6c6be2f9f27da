/** @jest-environment node */
import { viewportBounds } from '@/lib/geo/web-mercator'

describe('viewportBounds (maplibre, 512-px tiles)', () => {
  it.each([
    // width in degrees = width px / (512 · 2^zoom) · 360
    [{ lat: 51.5072, lng: -0.1276 }, 11, 1280, 800, (1280 / (512 * 2 ** 11)) * 360],
    [{ lat: 0, lng: 0 }, 0, 512, 512, 360],
    [{ lat: 53.48, lng: -2.24 }, 14, 400, 300, (400 / (512 * 2 ** 14)) * 360],
  ])(
    'centred on %p at zoom %p (%p×%p) spans the right longitudes',
    (center, zoom, width, height, span) => {
      const b = viewportBounds(center, zoom, width, height)
      expect(b.east - b.west).toBeCloseTo(span, 9)
      expect((b.east + b.west) / 2).toBeCloseTo(center.lng, 9)
      expect(b.north).toBeGreaterThan(center.lat)
      expect(b.south).toBeLessThan(center.lat)
    },
  )

  it('London at zoom 11 on a 1280×800 map', () => {
    const b = viewportBounds({ lat: 51.5072, lng: -0.1276 }, 11, 1280, 800)
    expect(b.west).toBeCloseTo(-0.3473, 3)
    expect(b.east).toBeCloseTo(0.0921, 3)
    // 800 px at zoom 11 is 0.2747° of Mercator y; at 51.5° that is about 0.171° of latitude.
    expect(b.north - b.south).toBeCloseTo(0.1709, 3)
  })

  it('clamps to the valid world', () => {
    const b = viewportBounds({ lat: 0, lng: 179 }, 0, 4096, 4096)
    expect(b.east).toBe(180)
    expect(b.west).toBe(-180)
    expect(b.north).toBeLessThanOrEqual(90)
  })
})

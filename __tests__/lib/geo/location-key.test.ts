/** @jest-environment node */
import { locationKey } from '@/lib/geo/location-key'

describe('locationKey (spec §3: a location-group key from lng and lat)', () => {
  it.each([
    [-0.1276, 51.5072, '-0.12760,51.50720'],
    [-0.123456789, 51.987654321, '-0.12346,51.98765'],
    [0, 0, '0.00000,0.00000'],
    [-0.000001, 0.000001, '0.00000,0.00000'],
    [-0.000004, -0.000004, '0.00000,0.00000'],
    [-2.3599999, 51.3800001, '-2.36000,51.38000'],
    [180, -90, '180.00000,-90.00000'],
  ])('(%p, %p) → %p', (lng, lat, expected) => {
    expect(locationKey(lng, lat)).toBe(expected)
  })

  it('groups points closer than the rounding step', () => {
    expect(locationKey(-0.1, 51.5)).toBe(locationKey(-0.1000004, 51.5000004))
  })
})

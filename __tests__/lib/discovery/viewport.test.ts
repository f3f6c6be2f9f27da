/** @jest-environment node */
import {
  ADDRESS_FOCUS_ZOOM,
  DEFAULT_ZOOM,
  MIN_SEARCH_ZOOM,
  roundViewport,
  searchBounds,
  showResetZoom,
  VIEWPORT_DECIMALS,
  viewportChanged,
  type Viewport,
} from '@/lib/discovery/viewport'

const london: Viewport = {
  lat: 51.5072,
  lng: -0.1276,
  north: 51.6,
  east: 0.05,
  south: 51.4,
  west: -0.3,
  zoom: 11,
}

describe('viewport constants (spec §9)', () => {
  it.each([
    [VIEWPORT_DECIMALS, 6],
    [DEFAULT_ZOOM, 11],
    [ADDRESS_FOCUS_ZOOM, 18],
    [MIN_SEARCH_ZOOM, 9],
  ])('%p is %p', (value, expected) => {
    expect(value).toBe(expected)
  })
})

describe('roundViewport', () => {
  it('rounds every field to 6 places', () => {
    expect(
      roundViewport({
        lat: 51.50720049,
        lng: -0.12760051,
        north: 51.1234564,
        east: 0.0000004,
        south: -0.0000004,
        west: -1.2345674,
        zoom: 11.12345678,
      }),
    ).toEqual({
      lat: 51.5072,
      lng: -0.127601,
      north: 51.123456,
      east: 0,
      south: 0,
      west: -1.234567,
      zoom: 11.123457,
    })
  })

  it('never returns -0', () => {
    expect(Object.is(roundViewport({ ...london, lng: -0.0000001 }).lng, 0)).toBe(true)
  })
})

describe('viewportChanged (spec §5: any field differs after rounding to 6 places)', () => {
  it('treats no previous viewport as a change', () => {
    expect(viewportChanged(null, london)).toBe(true)
  })

  it('is unchanged for the same values', () => {
    expect(viewportChanged(london, { ...london })).toBe(false)
  })

  it.each(['lat', 'lng', 'north', 'east', 'south', 'west', 'zoom'] as const)(
    '%s: a change in the 6th place counts, one in the 7th does not',
    (field) => {
      expect(viewportChanged(london, { ...london, [field]: london[field] + 0.000001 })).toBe(true)
      expect(viewportChanged(london, { ...london, [field]: london[field] + 0.0000001 })).toBe(false)
    },
  )

  it('compares after rounding, not by distance', () => {
    // 0.0000004 apart but on either side of a rounding step.
    expect(viewportChanged({ ...london, lat: 51.5000004 }, { ...london, lat: 51.5000006 })).toBe(
      true,
    )
  })
})

describe('searchBounds (spec §5: search only with north, east, south and west)', () => {
  it.each<[Partial<Viewport>, ReturnType<typeof searchBounds>]>([
    [london, { north: 51.6, east: 0.05, south: 51.4, west: -0.3 }],
    [
      { north: 1, east: 2, south: 0, west: 0 },
      { north: 1, east: 2, south: 0, west: 0 },
    ],
    [{ east: 0.05, south: 51.4, west: -0.3 }, null],
    [{ north: 51.6, south: 51.4, west: -0.3 }, null],
    [{ north: 51.6, east: 0.05, west: -0.3 }, null],
    [{ north: 51.6, east: 0.05, south: 51.4 }, null],
    [{ lat: 51.5, lng: -0.1, zoom: 11 }, null],
    [{}, null],
    [{ north: Number.NaN, east: 0.05, south: 51.4, west: -0.3 }, null],
    [{ north: 51.6, east: Number.POSITIVE_INFINITY, south: 51.4, west: -0.3 }, null],
  ])('%o → %o', (input, expected) => {
    expect(searchBounds(input)).toEqual(expected)
  })

  it('leaves the centre and zoom out of the search', () => {
    expect(Object.keys(searchBounds(london) ?? {}).sort()).toEqual([
      'east',
      'north',
      'south',
      'west',
    ])
  })
})

describe('showResetZoom (spec §9: when zoom is above 11)', () => {
  it.each([
    [9, false],
    [11, false],
    [11.0000001, false],
    [11.000001, true],
    [11.5, true],
    [12, true],
    [18, true],
  ])('zoom %p → %p', (zoom, expected) => {
    expect(showResetZoom(zoom)).toBe(expected)
  })
})

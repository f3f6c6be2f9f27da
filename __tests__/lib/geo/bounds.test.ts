/** @jest-environment node */
import { checkBounds, containsPoint } from '@/lib/geo/bounds'

const ok = { north: 51.7, east: 0.3, south: 51.3, west: -0.5 }

describe('checkBounds', () => {
  it.each([
    ['a London box', ok],
    ['the whole world', { north: 90, east: 180, south: -90, west: -180 }],
    ['a single point', { north: 51.5, east: -0.1, south: 51.5, west: -0.1 }],
  ])('accepts %s', (_, bounds) => {
    expect(checkBounds(bounds)).toEqual({ ok: true, bounds })
  })

  it.each([
    ['NaN north', { ...ok, north: Number.NaN }, "Bound 'north' must be a finite number."],
    [
      'infinite east',
      { ...ok, east: Number.POSITIVE_INFINITY },
      "Bound 'east' must be a finite number.",
    ],
    [
      '-Infinity south',
      { ...ok, south: Number.NEGATIVE_INFINITY },
      "Bound 'south' must be a finite number.",
    ],
    ['a string west', { ...ok, west: '1' }, "Bound 'west' must be a finite number."],
    ['missing north', { ...ok, north: undefined }, "Bound 'north' must be a finite number."],
    [
      'north above 90',
      { ...ok, north: 91 },
      "Latitude 'north' must be between -90 and 90, got 91.",
    ],
    [
      'south below -90',
      { ...ok, south: -90.5 },
      "Latitude 'south' must be between -90 and 90, got -90.5.",
    ],
    [
      'east above 180',
      { ...ok, east: 181 },
      "Longitude 'east' must be between -180 and 180, got 181.",
    ],
    [
      'west below -180',
      { ...ok, west: -200 },
      "Longitude 'west' must be between -180 and 180, got -200.",
    ],
    [
      'south north of north',
      { ...ok, south: 52 },
      'Inverted bounds: south (52) is north of north (51.7).',
    ],
    ['west east of east', { ...ok, west: 1 }, 'Inverted bounds: west (1) is east of east (0.3).'],
  ])('rejects %s', (_, bounds, message) => {
    expect(checkBounds(bounds as never)).toEqual({ ok: false, message })
  })
})

describe('containsPoint', () => {
  it.each([
    [51.5, -0.1, true],
    [51.3, -0.5, true],
    [51.7, 0.3, true],
    [51.71, 0, false],
    [51.5, 0.31, false],
  ])('(%p, %p) → %p', (lat, lng, expected) => {
    expect(containsPoint(ok, lat, lng)).toBe(expected)
  })
})

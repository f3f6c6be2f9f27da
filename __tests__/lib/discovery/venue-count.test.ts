/** @jest-environment node */
import {
  roundToNearestTen,
  VENUE_COUNT_FALLBACK,
  VENUE_COUNT_RADIUS_M,
  venueCountFor,
  venueCountHeading,
} from '@/lib/discovery/venue-count'

describe('venue count constants (spec §2, §9)', () => {
  it('asks within 12000 and falls back to 100', () => {
    expect(VENUE_COUNT_RADIUS_M).toBe(12000)
    expect(VENUE_COUNT_FALLBACK).toBe(100)
  })
})

describe('roundToNearestTen', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 10],
    [14, 10],
    [15, 20],
    [99, 100],
    [104, 100],
    [1234, 1230],
    [-5, 0],
    [Number.NaN, 0],
  ])('%p → %p', (n, expected) => {
    expect(roundToNearestTen(n)).toBe(expected)
  })
})

describe('venueCountFor', () => {
  const counts = [
    { address: 'London', count: 1234 },
    { address: 'Bath', count: 47 },
    { address: 'Leeds', count: 0 },
  ]

  it.each<[Parameters<typeof venueCountFor>[0], string, number]>([
    [counts, 'London', 1230],
    [counts, 'london', 1230],
    [counts, 'LONDON ', 1230],
    [counts, 'Bath', 50],
    [counts, 'Leeds', 0],
    [counts, 'York', 100],
    [[], 'London', 100],
    [null, 'London', 100],
    [undefined, 'London', 100],
  ])('%j, %p → %p', (input, address, expected) => {
    expect(venueCountFor(input, address)).toBe(expected)
  })
})

describe('venueCountHeading (spec §2)', () => {
  it.each([
    [1230, 'London', '1230+ Venues for London'],
    [100, 'Bath', '100+ Venues for Bath'],
  ])('%p, %p → %p', (count, city, expected) => {
    expect(venueCountHeading(count, city)).toBe(expected)
  })
})

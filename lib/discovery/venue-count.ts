/** The heading banner of a city page whose city is fixed (spec §2): 'N+ Venues for {city}'. */

/** Spec §7, §9: the radius the venue count is asked for (units not given by the API). */
export const VENUE_COUNT_RADIUS_M = 12000
/** Spec §2: shown when the response does not mention the city. */
export const VENUE_COUNT_FALLBACK = 100

/** Halves round up: 5 → 10, 14 → 10, 15 → 20. */
export function roundToNearestTen(n: number): number {
  if (!Number.isFinite(n) || n <= 0) return 0
  return Math.round(n / 10) * 10
}

/** The count for `address` (case-insensitive), rounded to 10; VENUE_COUNT_FALLBACK when missing. */
export function venueCountFor(
  counts: ReadonlyArray<{ address: string; count: number }> | null | undefined,
  address: string,
): number {
  const wanted = address.trim().toLowerCase()
  const entry = counts?.find((candidate) => candidate.address.trim().toLowerCase() === wanted)
  return entry ? roundToNearestTen(entry.count) : VENUE_COUNT_FALLBACK
}

export function venueCountHeading(count: number, cityName: string): string {
  return `${count}+ Venues for ${cityName}`
}

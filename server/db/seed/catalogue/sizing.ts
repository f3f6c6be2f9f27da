/**
 * How big each city's slice of the catalogue is. Venues follow population, damped (pop^0.75) so
 * London leads without swallowing everything, with a floor that keeps every activity type
 * present in the spec's cities and several types everywhere else.
 */
import { ACTIVITY_TYPES } from '@/lib/activity-types'
import { CITIES, isSpecCity, type CityDefinition } from './seed-cities'
import { STREAMING_ACTIVITY_COUNT } from './streaming'

/** A typical venue runs about four activities. */
export const ACTIVITIES_PER_VENUE = 4

/** Venues every city gets at least: one per type in the spec's cities, three types elsewhere. */
export const MIN_TYPES_PER_CITY = 3

export function minimumVenues(city: CityDefinition): number {
  return isSpecCity(city.code) ? ACTIVITY_TYPES.length : MIN_TYPES_PER_CITY
}

/** The smallest catalogue that still honours every floor (plus the streamed activities). */
export const MIN_ACTIVITY_COUNT =
  CITIES.reduce((sum, city) => sum + minimumVenues(city), 0) + STREAMING_ACTIVITY_COUNT

export interface CityPlan {
  city: CityDefinition
  venues: number
  activities: number
}

/** Splits `total` in proportion to `weights`, exactly (largest remainder). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (total * w) / sum)
  const shares = exact.map(Math.floor)
  let left = total - shares.reduce((a, b) => a + b, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left-- <= 0) break
    shares[index] = (shares[index] ?? 0) + 1
  }
  return shares
}

/** Plans venues and activities per city for `cityActivities` located (non-streamed) activities. */
export function planCities(cityActivities: number): CityPlan[] {
  const weights = CITIES.map((city) => Math.pow(city.population, 0.75))
  const targetVenues = Math.round(cityActivities / ACTIVITIES_PER_VENUE)
  const floors = CITIES.map(minimumVenues)
  const venues = apportion(targetVenues, weights).map((share, i) => Math.max(share, floors[i] ?? 0))
  // Floors can push the venue total past the activity total in tiny catalogues: trim the
  // biggest cities back towards their floors until every venue can have an activity.
  let excess = venues.reduce((a, b) => a + b, 0) - cityActivities
  while (excess > 0) {
    let largest = -1
    venues.forEach((count, i) => {
      if (count > (floors[i] ?? 0) && (largest < 0 || count > (venues[largest] ?? 0))) largest = i
    })
    if (largest < 0) throw new RangeError(`Too few activities (${cityActivities}) for every city`)
    venues[largest] = (venues[largest] ?? 0) - 1
    excess--
  }
  // Activities follow venues, so every venue gets at least one (cityActivities ≥ Σ venues).
  const activities = apportion(cityActivities, venues)
  return CITIES.map((city, i) => ({
    city,
    venues: venues[i] ?? 0,
    activities: activities[i] ?? 0,
  }))
}

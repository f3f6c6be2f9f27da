import DataLoader from 'dataloader'
import { asc, count, eq, inArray } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { reviews, timeslots, venues } from '@/server/db/schema'
import type { VenueParent } from './activity-record'
import { getCityTimeslots } from './city-timeslots'
import { getSearchSnapshot } from './search-snapshot'
import { groupTimeslots, TIMESLOT_COLUMNS, type TimeslotRow } from './timeslots'

export { formatTime, type TimeslotRow } from './timeslots'

/** A venue's score out of 10 (0: none yet) and its number of reviews. */
export interface VenueStats {
  rating: number
  reviewCount: number
}

// Keeps IN lists well under Postgres's 65,535 bind parameters; a city list of a few thousand
// activities is still one query.
const MAX_BATCH = 10_000

/** From this many activities of one city in a batch, its timeslots come from memory. */
export const CITY_TIMESLOTS_MIN_BATCH = 50

/** The timeslots of the batch's activities whose city has CITY_TIMESLOTS_MIN_BATCH or more in it. */
async function timeslotsOfBigCityBatches(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, TimeslotRow[]>> {
  const found = new Map<number, TimeslotRow[]>()
  if (ids.length < CITY_TIMESLOTS_MIN_BATCH) return found
  const snapshot = await getSearchSnapshot(db)
  const byCity = new Map<string, number[]>()
  for (const id of ids) {
    const city = snapshot.cityOf(id)
    if (city === undefined) continue
    const list = byCity.get(city)
    if (list) list.push(id)
    else byCity.set(city, [id])
  }
  const cities = [...byCity].filter(([, cityIds]) => cityIds.length >= CITY_TIMESLOTS_MIN_BATCH)
  if (cities.length === 0) return found
  const cache = await getCityTimeslots(db)
  for (const [city, cityIds] of cities) {
    const slots = await cache.forCity(city)
    for (const id of cityIds) found.set(id, slots.get(id) ?? [])
  }
  return found
}

/**
 * Per-request batch loaders: every activity of a list asks for its venue or timeslots and gets
 * them from one query per kind, whatever the list's length (no N+1).
 */
export function createLoaders(db: Database) {
  return {
    venueById: new DataLoader<number, VenueParent | null>(
      async (ids) => {
        const rows = await db
          .select({
            id: venues.id,
            name: venues.name,
            address: venues.address,
            urlSlug: venues.urlSlug,
          })
          .from(venues)
          .where(inArray(venues.id, [...ids]))
        const byId = new Map(rows.map((row) => [row.id, row]))
        return ids.map((id) => byId.get(id) ?? null)
      },
      { maxBatchSize: MAX_BATCH },
    ),

    /** Rating and review count per venue, in one grouped query; zeros for an unknown id. */
    venueStatsById: new DataLoader<number, VenueStats>(
      async (ids) => {
        const rows = await db
          .select({ id: venues.id, rating: venues.rating, reviewCount: count(reviews.id) })
          .from(venues)
          .leftJoin(reviews, eq(reviews.venueId, venues.id))
          .where(inArray(venues.id, [...ids]))
          .groupBy(venues.id, venues.rating)
        const byId = new Map(rows.map((row) => [row.id, row]))
        return ids.map((id) => {
          const row = byId.get(id)
          return { rating: row?.rating ?? 0, reviewCount: Number(row?.reviewCount ?? 0) }
        })
      },
      { maxBatchSize: MAX_BATCH },
    ),

    /**
     * Timeslots of an activity, Monday to Sunday, then by start time. A batch with many
     * activities of one city (a list's page) reads that city's timeslots from memory
     * (city-timeslots.ts); a few (a detail, a venue) are one query.
     */
    timeslotsByActivityId: new DataLoader<number, TimeslotRow[]>(
      async (ids) => {
        const found = await timeslotsOfBigCityBatches(db, ids)
        const rest = ids.filter((id) => !found.has(id))
        if (rest.length > 0) {
          const rows = await db
            .select(TIMESLOT_COLUMNS)
            .from(timeslots)
            .where(inArray(timeslots.activityId, rest))
            .orderBy(asc(timeslots.startTime), asc(timeslots.id))
          const byActivity = groupTimeslots(rows)
          for (const id of rest) found.set(id, byActivity.get(id) ?? [])
        }
        return ids.map((id) => found.get(id) ?? [])
      },
      { maxBatchSize: MAX_BATCH },
    ),
  }
}

export type Loaders = ReturnType<typeof createLoaders>

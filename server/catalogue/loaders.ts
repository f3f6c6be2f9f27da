import DataLoader from 'dataloader'
import { asc, count, eq, inArray } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { reviews, timeslots, venues } from '@/server/db/schema'
import type { VenueParent } from './activity-record'

/** A venue's score out of 10 (0: none yet) and its number of reviews. */
export interface VenueStats {
  rating: number
  reviewCount: number
}

export interface TimeslotRow {
  id: number
  dayOfWeek: string
  /** HH:MM:SS */
  startTime: string
  endTime: string
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const dayIndex = (day: string) => {
  const index = DAYS.indexOf(day)
  return index === -1 ? DAYS.length : index
}

/** Postgres `time` comes back as 'HH:MM:SS' (or with fractions); the contract is 'HH:MM:SS'. */
export function formatTime(value: string): string {
  return value.slice(0, 8)
}

// Keeps IN lists well under Postgres's 65,535 bind parameters; a city list of a few thousand
// activities is still one query.
const MAX_BATCH = 10_000

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

    /** Timeslots of an activity, Monday to Sunday, then by start time. */
    timeslotsByActivityId: new DataLoader<number, TimeslotRow[]>(
      async (ids) => {
        const rows = await db
          .select({
            id: timeslots.id,
            activityId: timeslots.activityId,
            dayOfWeek: timeslots.dayOfWeek,
            startTime: timeslots.startTime,
            endTime: timeslots.endTime,
          })
          .from(timeslots)
          .where(inArray(timeslots.activityId, [...ids]))
          .orderBy(asc(timeslots.startTime), asc(timeslots.id))
        const byActivity = new Map<number, TimeslotRow[]>()
        for (const row of rows) {
          const list = byActivity.get(row.activityId) ?? []
          list.push({
            id: row.id,
            dayOfWeek: row.dayOfWeek,
            startTime: formatTime(row.startTime),
            endTime: formatTime(row.endTime),
          })
          byActivity.set(row.activityId, list)
        }
        return ids.map((id) =>
          (byActivity.get(id) ?? []).sort((a, b) => dayIndex(a.dayOfWeek) - dayIndex(b.dayOfWeek)),
        )
      },
      { maxBatchSize: MAX_BATCH },
    ),
  }
}

export type Loaders = ReturnType<typeof createLoaders>

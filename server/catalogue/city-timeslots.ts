/**
 * A city's timeslots in memory, for lists that ask for every activity's timeslots (a page of
 * GetActivities: up to 2,500 activities). Read through SQL per request, a page of 400 London
 * activities cost about 1,900 rows and most of the query's server time (PGlite runs SQL on the
 * event loop), so ten at once held every other request up. Instead one query per city per
 * catalogue version fills its map, shared by every request until the catalogue changes; only
 * the cities whose lists were asked for are held (London, the largest: about 10,000 rows).
 */
import { and, asc, eq, type SQL } from 'drizzle-orm'
import { STREAMING_CITY } from '@/lib/activity-types'
import type { Database } from '@/server/db/client'
import { activities, timeslots } from '@/server/db/schema'
import { versionedCache } from './catalogue-cache'
import { groupTimeslots, TIMESLOT_COLUMNS, type TimeslotRow } from './timeslots'

export interface CityTimeslots {
  /** Every activity of `city` with its timeslots (Monday to Sunday, then by start time). */
  forCity(city: string): Promise<ReadonlyMap<number, TimeslotRow[]>>
}

function cityCondition(city: string): SQL | undefined {
  return city === STREAMING_CITY
    ? eq(activities.isStreaming, true)
    : and(eq(activities.cityCode, city), eq(activities.isStreaming, false))
}

function createCityTimeslots(db: Database): CityTimeslots {
  const byCity = new Map<string, Promise<ReadonlyMap<number, TimeslotRow[]>>>()
  return {
    forCity(city) {
      let pending = byCity.get(city)
      if (!pending) {
        pending = db
          .select(TIMESLOT_COLUMNS)
          .from(timeslots)
          .innerJoin(activities, eq(activities.id, timeslots.activityId))
          .where(cityCondition(city))
          .orderBy(asc(timeslots.startTime), asc(timeslots.id))
          .then(groupTimeslots)
        byCity.set(city, pending)
        // A failed read (database down) is tried again by the next request.
        pending.catch(() => byCity.delete(city))
      }
      return pending
    },
  }
}

const caches = versionedCache('city-timeslots', async (db) => createCityTimeslots(db))

/** The city timeslots of `db`'s current catalogue (empty until a city is asked for). */
export function getCityTimeslots(db: Database): Promise<CityTimeslots> {
  return caches.get(db)
}

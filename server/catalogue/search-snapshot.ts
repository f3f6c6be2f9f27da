import { eq } from 'drizzle-orm'
import { ACTIVITY_TYPES, STREAMING_CITY, type ActivityType } from '@/lib/activity-types'
import type { Database } from '@/server/db/client'
import { activities, venues } from '@/server/db/schema'
import type { Bounds } from '@/lib/geo/bounds'
import { SpatialIndex, type SpatialEntry } from '@/lib/geo/spatial-index'
import type { SearchKind } from '@/lib/search/limits'
import { toActivityParent, type ActivityParent, type VenueParent } from './activity-record'
import { listColumns } from './activity-columns'
import { versionedCache } from './catalogue-cache'

/**
 * Everything a pin search and a city's list need, in memory: one SELECT of every activity's
 * list fields and its venue, built into a spatial index and per-city lists once per catalogue
 * version. A search or a city list then costs no SQL; timeslots and descriptions still come
 * from the database (loaders) when a caller asks. (A city list read through SQL took London's
 * 2,002 rows about 60 ms of PGlite time, which blocks the event loop, and about 250 ms on a
 * loaded machine: ten at once stalled every other request, /api/health included.)
 */
export interface SearchSnapshot {
  activityCount: number
  /** The city list an activity is in ('streaming-city' for live streams), if it is known. */
  cityOf(id: number): string | undefined
  /**
   * A city's activities ('streaming-city': every live stream), best rated first then by id,
   * optionally of one type, at most `limit`.
   */
  cityActivities(
    city: string,
    options: { limit: number; activityType?: ActivityType; includeDrafts: boolean },
  ): ActivityParent[]
  search(
    bounds: Bounds,
    options: {
      limit: number
      kind: SearchKind
      activityType?: ActivityType
      includeDrafts: boolean
    },
  ): ActivityParent[]
}

async function buildSnapshot(db: Database): Promise<SearchSnapshot> {
  const rows = await db
    .select({ ...listColumns, sampleRank: activities.sampleRank, cityCode: activities.cityCode })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))

  const venueById = new Map<number, VenueParent>()
  const located: Array<SpatialEntry<ActivityParent>> = []
  const streaming: Array<{ activity: ActivityParent; rank: number; category: number }> = []
  const byCity = new Map<string, ActivityParent[]>()
  const cityById = new Map<number, string>()
  for (const row of rows) {
    let venue = venueById.get(row.venueId)
    if (!venue) {
      venue = {
        id: row.venueId,
        name: row.venueName,
        address: row.venueAddress,
        urlSlug: row.venueUrlSlug,
      }
      venueById.set(row.venueId, venue)
    }
    const activity = toActivityParent(row, venue)
    const city = row.isStreaming ? STREAMING_CITY : row.cityCode
    cityById.set(row.id, city)
    const list = byCity.get(city)
    if (list) list.push(activity)
    else byCity.set(city, [activity])
    const category = ACTIVITY_TYPES.indexOf(row.activityType)
    if (row.isStreaming || row.lat === null || row.lng === null) {
      streaming.push({ activity, rank: row.sampleRank, category })
    } else {
      located.push({
        item: activity,
        lat: row.lat,
        lng: row.lng,
        rank: row.sampleRank,
        category,
        hidden: row.isDraft,
      })
    }
  }
  const index = new SpatialIndex(located)
  streaming.sort((a, b) => a.rank - b.rank || a.activity.id - b.activity.id)
  for (const list of byCity.values()) list.sort((a, b) => b.rating - a.rating || a.id - b.id)

  return {
    activityCount: rows.length,
    cityOf: (id) => cityById.get(id),
    cityActivities(city, { limit, activityType, includeDrafts }) {
      const out: ActivityParent[] = []
      for (const activity of byCity.get(city) ?? []) {
        if (out.length >= limit) break
        if (activityType !== undefined && activity.activityType !== activityType) continue
        if (!includeDrafts && activity.isDraft) continue
        out.push(activity)
      }
      return out
    },
    search(bounds, { limit, kind, activityType, includeDrafts }) {
      const category = activityType === undefined ? undefined : ACTIVITY_TYPES.indexOf(activityType)
      if (kind === 'venue') {
        return index.query(bounds, { limit, category, includeHidden: includeDrafts })
      }
      const out: ActivityParent[] = []
      for (const entry of streaming) {
        if (out.length >= limit) break
        if (category !== undefined && entry.category !== category) continue
        if (!includeDrafts && entry.activity.isDraft) continue
        out.push(entry.activity)
      }
      return out
    },
  }
}

const snapshots = versionedCache('search-snapshot', buildSnapshot)

/** The search snapshot of `db`'s current catalogue (built on first use, then kept fresh). */
export function getSearchSnapshot(db: Database): Promise<SearchSnapshot> {
  return snapshots.get(db)
}

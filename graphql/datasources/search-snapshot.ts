import { eq } from 'drizzle-orm'
import { ACTIVITY_TYPES, type ActivityType } from '@/lib/activity-types'
import type { Database } from '@/lib/db/client'
import { activities, venues } from '@/lib/db/schema'
import type { Bounds } from '@/lib/geo/bounds'
import { SpatialIndex, type SpatialEntry } from '@/lib/geo/spatial-index'
import type { SearchKind } from '@/lib/search/limits'
import { toActivityParent, type ActivityParent, type VenueParent } from '../mappers'
import { listColumns } from './activity-columns'
import { versionedCache } from './catalogue-cache'

/**
 * Everything a pin search needs, in memory: one SELECT of every activity's list fields and its
 * venue, built into a spatial index once per catalogue version. A search then costs no SQL;
 * timeslots and descriptions still come from the database (loaders) when a caller asks.
 */
export interface SearchSnapshot {
  activityCount: number
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
    .select({ ...listColumns, sampleRank: activities.sampleRank })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))

  const venueById = new Map<number, VenueParent>()
  const located: Array<SpatialEntry<ActivityParent>> = []
  const streaming: Array<{ activity: ActivityParent; rank: number; category: number }> = []
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

  return {
    activityCount: rows.length,
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

const snapshots = versionedCache(buildSnapshot)

/** The search snapshot of `db`'s current catalogue (built on first use, then kept fresh). */
export function getSearchSnapshot(db: Database): Promise<SearchSnapshot> {
  return snapshots.get(db)
}

/** A venue page's venue: its activities, its reviews, the venues related to it, venue counts. */
import { and, asc, desc, eq, gte, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import { EARTH_RADIUS_M, radiusBoxDegrees } from '@/lib/geo/haversine'
import type { Database } from '@/server/db/client'
import { activities, customers, reviews, venues } from '@/server/db/schema'
import type { CityInfo } from './catalogue-stats'
import { PUBLISHED_ACTIVITY, visibleActivities, type Viewer } from './visibility'

/** The venue's activities the viewer may see, by title. */
export function venueActivities(db: Database, viewer: Viewer, venueId: number) {
  return db
    .select({
      id: activities.id,
      title: activities.title,
      activityType: activities.activityType,
      thumbImgUrl: activities.thumbImgUrl,
    })
    .from(activities)
    .where(and(eq(activities.venueId, venueId), visibleActivities(viewer)))
    .orderBy(asc(activities.title), asc(activities.id))
}

/** The newest `limit` reviews with their authors, each row carrying the venue's total. */
export function newestReviews(db: Database, venueId: number, limit: number) {
  return db
    .select({
      review: reviews,
      customer: customers,
      // Counted before LIMIT applies: all of the venue's reviews.
      total: sql<number>`count(*) over ()`,
    })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(eq(reviews.venueId, venueId))
    .orderBy(desc(reviews.timeResponded), desc(reviews.id))
    .limit(limit)
}

/**
 * Up to `limit` other venues of the same city with published activities, those sharing an
 * activity type with this one first, then nearest first; each with its published activity
 * ids (drafts never, even in preview: a public list). One query.
 */
export async function relatedVenues(
  db: Database,
  venue: { id: number; cityCode: string; location: { lat: number; lng: number } },
  limit: number,
) {
  const { location, id, cityCode } = venue
  const cosLat = Math.cos((location.lat * Math.PI) / 180)
  const ownTypes = db
    .selectDistinct({ type: activities.activityType })
    .from(activities)
    .where(and(eq(activities.venueId, id), PUBLISHED_ACTIVITY))
  const sharesType = sql<boolean>`bool_or(${activities.activityType} in ${ownTypes})`
  const distance = sql<number>`power(${venues.lat} - ${location.lat}::float8, 2) + power((${venues.lng} - ${location.lng}::float8) * ${cosLat}::float8, 2)`
  const rows = await db
    .select({
      id: venues.id,
      urlSlug: venues.urlSlug,
      name: venues.name,
      logoUrl: venues.logoUrl,
      thumbnailUrl: venues.thumbnailUrl,
      activityIds: sql<number[]>`array_agg(${activities.id} order by ${activities.id})`,
    })
    .from(venues)
    .innerJoin(activities, and(eq(activities.venueId, venues.id), PUBLISHED_ACTIVITY))
    .where(and(eq(venues.cityCode, cityCode), ne(venues.id, id), isNotNull(venues.lat)))
    .groupBy(venues.id)
    .orderBy(desc(sharesType), asc(distance), asc(venues.id))
    .limit(limit)
  return rows.map((row) => ({ ...row, activityIds: row.activityIds.map(Number) }))
}

function withinRadius(city: CityInfo, radius: number): SQL {
  const { dLat, dLng } = radiusBoxDegrees(city.lat, radius)
  const lat = sql`${city.lat}::float8`
  const lng = sql`${city.lng}::float8`
  // The bounding box lets Postgres discard most rows before the exact haversine test.
  return sql`(${venues.lat} between ${city.lat - dLat}::float8 and ${city.lat + dLat}::float8
    and ${venues.lng} between ${city.lng - dLng}::float8 and ${city.lng + dLng}::float8
    and 2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(
      power(sin(radians(${venues.lat} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${venues.lat}))
        * power(sin(radians(${venues.lng} - ${lng}) / 2), 2)
    ))) <= ${radius}::float8)`
}

/**
 * For each city, the number of venues with a location within `radius` metres of its centre
 * (haversine), in the given order. One query (a conditional count per city).
 */
export async function venueCountsAround(
  db: Database,
  cities: readonly CityInfo[],
  radius: number,
): Promise<number[]> {
  if (cities.length === 0) return []
  const columns: Record<string, SQL.Aliased<number>> = {}
  cities.forEach((city, i) => {
    columns[`c${i}`] = sql<number>`count(*) filter (where ${withinRadius(city, radius)})`
      .mapWith(Number)
      .as(`c${i}`)
  })
  const boxes = cities.map((city) => {
    const { dLat, dLng } = radiusBoxDegrees(city.lat, radius)
    return and(
      gte(venues.lat, city.lat - dLat),
      lte(venues.lat, city.lat + dLat),
      gte(venues.lng, city.lng - dLng),
      lte(venues.lng, city.lng + dLng),
    )
  })
  const [row] = await db
    .select(columns)
    .from(venues)
    .where(and(isNotNull(venues.lat), isNotNull(venues.lng), or(...boxes)))
  return cities.map((_, i) => Number(row?.[`c${i}`] ?? 0))
}

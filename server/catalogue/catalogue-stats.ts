import { asc, eq, sql } from 'drizzle-orm'
import { ACTIVITY_TYPES, STREAMING_CITY, type ActivityType } from '@/lib/activity-types'
import type { Database } from '@/server/db/client'
import { activities, cities, venues } from '@/server/db/schema'
import { versionedCache } from './catalogue-cache'

export interface CityInfo {
  code: string
  name: string
  lat: number
  lng: number
  position: number
}

/** Published non-streaming activities a passport may use (spec §3 activityCount). */
export interface PassportCounts {
  discovery: number
  lite: number
  full: number
}

/**
 * Small aggregates many requests need, computed with three grouped queries per catalogue
 * version: the cities, which activity types each city offers, how many activities each kind of
 * passport covers per city, and how many movers each city's venues have.
 */
export interface CatalogueStats {
  cities: CityInfo[]
  cityByCode: Map<string, CityInfo>
  /** By lower-cased name and code, for venueCountsAround's addresses. */
  cityByNameOrCode: Map<string, CityInfo>
  /** Types with a published activity, per city code ('streaming-city' included), ACTIVITY_TYPES order. */
  typesByCity: Map<string, ActivityType[]>
  /** Every type with a published activity anywhere. */
  nationalTypes: ActivityType[]
  passportCountsByCity: Map<string, PassportCounts>
  nationalPassportCounts: PassportCounts
  moversByCity: Map<string, number>
}

async function buildStats(db: Database): Promise<CatalogueStats> {
  const cityRows = await db
    .select({
      code: cities.code,
      name: cities.name,
      lat: cities.lat,
      lng: cities.lng,
      position: cities.position,
    })
    .from(cities)
    .orderBy(asc(cities.position), asc(cities.code))

  const groups = await db
    .select({
      cityCode: activities.cityCode,
      activityType: activities.activityType,
      discovery:
        sql<number>`count(*) filter (where ${activities.discoveryMemberAllowed} and not ${activities.isStreaming})`.mapWith(
          Number,
        ),
      lite: sql<number>`count(*) filter (where (${activities.litePricing} ->> 'isAllowedOnPassport')::boolean and not ${activities.isStreaming})`.mapWith(
        Number,
      ),
      full: sql<number>`count(*) filter (where (${activities.fullPricing} ->> 'isAllowedOnPassport')::boolean and not ${activities.isStreaming})`.mapWith(
        Number,
      ),
    })
    .from(activities)
    .where(eq(activities.isDraft, false))
    .groupBy(activities.cityCode, activities.activityType)

  const movers = await db
    .select({
      cityCode: venues.cityCode,
      movers: sql<number>`coalesce(sum(${venues.moversGoingToThisVenue}), 0)`.mapWith(Number),
    })
    .from(venues)
    .groupBy(venues.cityCode)

  const typeSets = new Map<string, Set<string>>()
  const passportCountsByCity = new Map<string, PassportCounts>()
  const national: PassportCounts = { discovery: 0, lite: 0, full: 0 }
  const nationalTypeSet = new Set<string>()
  for (const group of groups) {
    const types = typeSets.get(group.cityCode) ?? new Set<string>()
    types.add(group.activityType)
    typeSets.set(group.cityCode, types)
    nationalTypeSet.add(group.activityType)
    const counts = passportCountsByCity.get(group.cityCode) ?? { discovery: 0, lite: 0, full: 0 }
    counts.discovery += group.discovery
    counts.lite += group.lite
    counts.full += group.full
    passportCountsByCity.set(group.cityCode, counts)
    national.discovery += group.discovery
    national.lite += group.lite
    national.full += group.full
  }
  const typesByCity = new Map<string, ActivityType[]>()
  for (const [city, set] of typeSets) {
    typesByCity.set(
      city,
      ACTIVITY_TYPES.filter((type) => set.has(type)),
    )
  }
  const cityByNameOrCode = new Map<string, CityInfo>()
  for (const city of cityRows) {
    cityByNameOrCode.set(city.name.toLowerCase(), city)
    cityByNameOrCode.set(city.code.toLowerCase(), city)
  }
  return {
    cities: cityRows,
    cityByCode: new Map(cityRows.map((city) => [city.code, city])),
    cityByNameOrCode,
    typesByCity,
    nationalTypes: ACTIVITY_TYPES.filter((type) => nationalTypeSet.has(type)),
    passportCountsByCity,
    nationalPassportCounts: national,
    moversByCity: new Map(movers.map((row) => [row.cityCode, row.movers])),
  }
}

const stats = versionedCache('catalogue-stats', buildStats)

export function getCatalogueStats(db: Database): Promise<CatalogueStats> {
  return stats.get(db)
}

/** True for a city code the catalogue knows, or the streaming city. */
export function isKnownCity(statsValue: CatalogueStats, code: string): boolean {
  return code === STREAMING_CITY || statsValue.cityByCode.has(code)
}

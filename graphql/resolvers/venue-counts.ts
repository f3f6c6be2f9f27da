import { and, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { STREAMING_CITY } from '@/lib/activity-types'
import { venues } from '@/server/db/schema'
import { EARTH_RADIUS_M, radiusBoxDegrees } from '@/lib/geo/haversine'
import { getCatalogueStats, type CityInfo } from '@/server/catalogue/catalogue-stats'
import { badUserInput } from '../errors'
import type { Resolvers } from '../generated/resolvers-types'
import { MAX_ADDRESSES, MAX_RADIUS_M, MIN_RADIUS_M } from '../limits'
import { requiredString } from '../validate'

const DEFAULT_RADIUS_M = 12_000

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
 * venueCountsAround(addresses, radius = 12000): for each address, the raw number of venues with
 * a location (streaming studios excluded) within `radius` metres of that city's centre
 * (haversine). The page rounds to 10 (spec §2).
 * - addresses are city names or codes, matched case-insensitively; 1 to MAX_ADDRESSES of them.
 *   Unknown ones are left out of the result (the page then shows its fallback of 100);
 *   duplicates are answered once. Results keep the caller's spelling and order.
 * - radius: MIN_RADIUS_M to MAX_RADIUS_M metres; null means the default.
 * One query for all addresses (a conditional count per city).
 */
export const venueCountsResolvers: Resolvers = {
  Query: {
    venueCountsAround: async (_, args, ctx) => {
      if (args.addresses.length === 0) {
        throw badUserInput('addresses must name at least one city.')
      }
      if (args.addresses.length > MAX_ADDRESSES) {
        throw badUserInput(
          `Too many addresses: at most ${MAX_ADDRESSES}, got ${args.addresses.length}.`,
        )
      }
      const radius = args.radius ?? DEFAULT_RADIUS_M
      if (!Number.isInteger(radius) || radius < MIN_RADIUS_M || radius > MAX_RADIUS_M) {
        throw badUserInput(
          `radius must be between ${MIN_RADIUS_M} and ${MAX_RADIUS_M} metres, got ${radius}.`,
        )
      }
      const stats = await getCatalogueStats(ctx.db)
      const seen = new Set<string>()
      const matched: Array<{ address: string; city: CityInfo }> = []
      for (const raw of args.addresses) {
        const address = requiredString('addresses', raw)
        const key = address.trim().toLowerCase()
        if (seen.has(key)) continue
        seen.add(key)
        const city = stats.cityByNameOrCode.get(key)
        if (city && city.code !== STREAMING_CITY) matched.push({ address, city })
      }
      if (matched.length === 0) return []
      const columns: Record<string, SQL.Aliased<number>> = {}
      matched.forEach(({ city }, i) => {
        columns[`c${i}`] = sql<number>`count(*) filter (where ${withinRadius(city, radius)})`
          .mapWith(Number)
          .as(`c${i}`)
      })
      const boxes = matched.map(({ city }) => {
        const { dLat, dLng } = radiusBoxDegrees(city.lat, radius)
        return and(
          gte(venues.lat, city.lat - dLat),
          lte(venues.lat, city.lat + dLat),
          gte(venues.lng, city.lng - dLng),
          lte(venues.lng, city.lng + dLng),
        )
      })
      const [row] = await ctx.db
        .select(columns)
        .from(venues)
        .where(and(isNotNull(venues.lat), isNotNull(venues.lng), or(...boxes)))
      return matched.map(({ address }, i) => ({ address, count: Number(row?.[`c${i}`] ?? 0) }))
    },
  },
}

import { STREAMING_CITY } from '@/lib/activity-types'
import type { CityInfo } from '@/server/catalogue'
import { badUserInput } from '../errors'
import type { Resolvers } from '../generated/resolvers-types'
import { MAX_ADDRESSES, MAX_RADIUS_M, MIN_RADIUS_M } from '../limits'
import { requiredString } from '../validate'

const DEFAULT_RADIUS_M = 12_000

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
      const stats = await ctx.catalogue.stats()
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
      const counts = await ctx.catalogue.venueCountsAround(
        matched.map(({ city }) => city),
        radius,
      )
      return matched.map(({ address }, i) => ({ address, count: counts[i] ?? 0 }))
    },
  },
}

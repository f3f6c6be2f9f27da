import type { Resolvers } from '../generated/resolvers-types'

/** Related venues on a venue page. */
export const RELATED_VENUES = 6

/** A venue page's lazily loaded fields: the city's movers and the related venues. */
export const venuePageResolvers: Resolvers = {
  VenuePage: {
    moversInCity: (parent, _, ctx) =>
      ctx.catalogue
        .stats()
        .then((stats) =>
          parent.venue.cityCode ? (stats.moversByCity.get(parent.venue.cityCode) ?? 0) : 0,
        ),

    /**
     * Up to RELATED_VENUES other venues of the same city, those sharing an activity type with
     * this one first, then nearest first; each with its published activity ids. One query.
     */
    relatedVenues: async (parent, _, ctx) => {
      const { location, id, cityCode } = parent.venue
      if (!location) return []
      const rows = await ctx.catalogue.relatedVenues({ id, cityCode, location }, RELATED_VENUES)
      return rows.map((row) => ({
        urlSlug: row.urlSlug,
        venueId: row.id,
        name: row.name,
        logoUrl: row.logoUrl,
        thumbnailUrl: row.thumbnailUrl,
        activities: row.activityIds,
      }))
    },
  },
}

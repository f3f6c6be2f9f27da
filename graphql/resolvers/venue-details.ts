import type { GraphQLContext } from '../context'
import type { Resolvers, Review } from '../generated/resolvers-types'
import type { VenueDetailsParent } from '../mappers'

/** Most reviews a venue page shows, newest first. */
export const MAX_VENUE_REVIEWS = 50

interface VenueReviews {
  newest: Review[]
  /** Every review the venue has. */
  total: number
}

// One load per venue object (one per request), shared by `reviews` and `reviewCount`.
const reviewsOf = new WeakMap<VenueDetailsParent, Promise<VenueReviews>>()

/** The newest MAX_VENUE_REVIEWS reviews with their authors and the venue's total: one query. */
function venueReviews(parent: VenueDetailsParent, ctx: GraphQLContext): Promise<VenueReviews> {
  const loaded = reviewsOf.get(parent)
  if (loaded) return loaded
  const loading = ctx.catalogue.newestReviews(parent.id, MAX_VENUE_REVIEWS).then((rows) => ({
    total: Number(rows[0]?.total ?? 0),
    newest: rows.map(({ review, customer }) => ({
      id: String(review.id),
      rating: review.rating,
      timeResponded: new Date(review.timeResponded).toISOString(),
      review: review.review,
      customer: {
        id: String(customer.id),
        displayName: customer.displayName,
        avatarUrl: customer.avatarUrl,
      },
    })),
  }))
  reviewsOf.set(parent, loading)
  return loading
}

/** The venue of a venue page: its activities, its newest reviews and how many it has. */
export const venueDetailsResolvers: Resolvers = {
  VenueDetails: {
    /** The venue's activities (drafts in preview only) with their timeslots: two queries. */
    activities: async (parent, _, ctx) => {
      const rows = await ctx.catalogue.venueActivities(parent.id)
      const slots = await ctx.catalogue.loaders.timeslotsByActivityId.loadMany(
        rows.map((row) => row.id),
      )
      return rows.map((row, i) => {
        const list = slots[i]
        return {
          id: row.id,
          name: row.title,
          activityType: row.activityType,
          thumb_img_url: row.thumbImgUrl,
          timeslots: Array.isArray(list) ? list : [],
        }
      })
    },

    /** The newest MAX_VENUE_REVIEWS reviews with their authors. */
    reviews: async (parent, _, ctx) => (await venueReviews(parent, ctx)).newest,

    /** Every review the venue has, not only those `reviews` returns: the same query. */
    reviewCount: async (parent, _, ctx) => (await venueReviews(parent, ctx)).total,
  },
}

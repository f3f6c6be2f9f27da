import { and, asc, desc, eq } from 'drizzle-orm'
import { activities, customers, reviews } from '@/lib/db/schema'
import type { Resolvers } from '../generated/resolvers-types'

/** Most reviews a venue page shows, newest first. */
export const MAX_VENUE_REVIEWS = 50

/** The venue of a venue page: its activities, its newest reviews and how many it has. */
export const venueDetailsResolvers: Resolvers = {
  VenueDetails: {
    /** The venue's activities (drafts in preview only) with their timeslots: two queries. */
    activities: async (parent, _, ctx) => {
      const rows = await ctx.db
        .select({
          id: activities.id,
          title: activities.title,
          activityType: activities.activityType,
          thumbImgUrl: activities.thumbImgUrl,
        })
        .from(activities)
        .where(
          ctx.preview
            ? eq(activities.venueId, parent.id)
            : and(eq(activities.venueId, parent.id), eq(activities.isDraft, false)),
        )
        .orderBy(asc(activities.title), asc(activities.id))
      const slots = await ctx.loaders.timeslotsByActivityId.loadMany(rows.map((row) => row.id))
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

    /** The newest MAX_VENUE_REVIEWS reviews with their authors: one query. */
    reviews: async (parent, _, ctx) => {
      const rows = await ctx.db
        .select({ review: reviews, customer: customers })
        .from(reviews)
        .innerJoin(customers, eq(customers.id, reviews.customerId))
        .where(eq(reviews.venueId, parent.id))
        .orderBy(desc(reviews.timeResponded), desc(reviews.id))
        .limit(MAX_VENUE_REVIEWS)
      return rows.map(({ review, customer }) => ({
        id: review.id,
        rating: review.rating,
        timeResponded: new Date(review.timeResponded).toISOString(),
        review: review.review,
        customer: {
          id: customer.id,
          displayName: customer.displayName,
          avatarUrl: customer.avatarUrl,
        },
      }))
    },

    /** Every review the venue has, not only those `reviews` returns: one grouped, batched query. */
    reviewCount: async (parent, _, ctx) =>
      (await ctx.loaders.venueStatsById.load(parent.id)).reviewCount,
  },
}

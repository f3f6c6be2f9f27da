import { testimonialTypeFromDb, testimonialTypeToDb } from '../enums'
import type { Resolvers } from '../generated/resolvers-types'

/** testimonials(type): the testimonials of one type in position order. */
export const testimonialsResolvers: Resolvers = {
  Query: {
    testimonials: async (_, args, ctx) => {
      const rows = await ctx.catalogue.testimonials(testimonialTypeToDb(args.type))
      return rows.map((row) => ({
        id: row.id,
        type: testimonialTypeFromDb(row.type),
        name: row.name,
        text: row.text,
        image: row.image,
      }))
    },
  },
}

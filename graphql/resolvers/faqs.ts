import { sanitizeHtml } from '@/lib/sanitize-html'
import { pageVariantToDb } from '../enums'
import type { Resolvers } from '../generated/resolvers-types'
import { cappedString } from '../validate'

/**
 * faqs(variant, variantRef, hideCopyPrices):
 * - the variant's own FAQs (rows of that page variant without a variantRef); when the variant
 *   has none, or no variant is given, the generic ones (no page variant, no variantRef);
 * - plus, when variantRef is given, the rows for that ref (of the variant or generic);
 * - without the answers that quote prices when hideCopyPrices is true;
 * - in position order, content sanitised.
 */
export const faqsResolvers: Resolvers = {
  Query: {
    faqs: async (_, args, ctx) => {
      const variantRef = cappedString('variantRef', args.variantRef)
      const variant = args.variant ? pageVariantToDb(args.variant) : null
      const rows = await ctx.catalogue.faqs(variant)
      const own = variant
        ? rows.filter((row) => row.pageVariant === variant && row.variantRef === null)
        : []
      const base =
        own.length > 0
          ? own
          : rows.filter((row) => row.pageVariant === null && row.variantRef === null)
      const forRef = variantRef === null ? [] : rows.filter((row) => row.variantRef === variantRef)
      const chosen = new Set([...base, ...forRef])
      return rows
        .filter((row) => chosen.has(row))
        .filter((row) => !(args.hideCopyPrices && row.mentionsPrices))
        .map((row) => ({
          id: row.id,
          heading: row.heading,
          content: sanitizeHtml(row.contentHtml),
          defaultOpen: row.defaultOpen,
        }))
    },
  },
}

import type { TextRow } from '@/server/catalogue'
import { sanitizeHtml } from '@/lib/sanitize-html'
import { pageVariantToDb } from '../enums'
import type { Resolvers } from '../generated/resolvers-types'
import { cappedString, requiredString } from '../validate'

// Tie-break weights between rows qualified by the same number of fields: a variantRef is the
// narrowest audience, then a partner, a city, a page variant, the hide-prices flag.
const WEIGHTS = {
  variantRef: 16,
  marketingPartnerSlug: 8,
  cityCode: 4,
  pageVariant: 2,
  hideCopyPrices: 1,
}

/**
 * The row that best fits the input, or undefined. A row fits when every qualifier it sets (city,
 * partner, page variant, variantRef, hideCopyPrices) equals the input's; among fitting rows the
 * one setting the most qualifiers wins (then WEIGHTS, then the lower id).
 */
export function pickText(
  rows: TextRow[],
  input: {
    city: string | null
    marketingPartner: string | null
    variant: string | null
    variantRef: string | null
    hideCopyPrices: boolean
  },
): TextRow | undefined {
  let best: TextRow | undefined
  let bestScore = -1
  for (const row of rows) {
    const checks: Array<[keyof typeof WEIGHTS, unknown, unknown]> = [
      ['variantRef', row.variantRef, input.variantRef],
      ['marketingPartnerSlug', row.marketingPartnerSlug, input.marketingPartner],
      ['cityCode', row.cityCode, input.city],
      ['pageVariant', row.pageVariant, input.variant],
      ['hideCopyPrices', row.hideCopyPrices, input.hideCopyPrices],
    ]
    let fits = true
    let count = 0
    let weight = 0
    for (const [name, rowValue, inputValue] of checks) {
      if (rowValue === null) continue
      if (rowValue !== inputValue) {
        fits = false
        break
      }
      count++
      weight += WEIGHTS[name]
    }
    if (!fits) continue
    const score = count * 32 + weight
    if (score > bestScore || (score === bestScore && best && row.id < best.id)) {
      best = row
      bestScore = score
    }
  }
  return best
}

/** text(input): the most specific CMS text for the key, or null. Values are sanitised HTML. */
export const textsResolvers: Resolvers = {
  Query: {
    text: async (_, { input }, ctx) => {
      const key = requiredString('_id', input._id)
      const rows = await ctx.catalogue.texts(key)
      const row = pickText(rows, {
        city: cappedString('city', input.city)?.trim().toLowerCase() ?? null,
        marketingPartner: cappedString('marketingPartner', input.marketingPartner),
        variant: input.variant ? pageVariantToDb(input.variant) : null,
        variantRef: cappedString('variantRef', input.variantRef),
        hideCopyPrices: input.hideCopyPrices ?? false,
      })
      if (!row) return null
      return row.content.kind === 'Text'
        ? row.content
        : { kind: 'Document', blocks: row.content.blocks }
    },
  },
  TextContent: {
    __resolveType: (parent) => parent.kind,
  },
  DocumentBlock: {
    __resolveType: (parent) => parent.kind,
  },
  Text: {
    value: (parent) => sanitizeHtml(parent.value),
  },
  List: {
    ordered: (parent) => parent.ordered,
    items: (parent) => parent.items.map((value) => ({ kind: 'Text' as const, value })),
  },
  Document: {
    blocks: (parent) => parent.blocks,
  },
}

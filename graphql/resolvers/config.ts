import { isKnownCity, type LandingKind } from '@/server/catalogue'
import type { CampaignFlags } from '@/lib/landing/entry-context'
import { badUserInput, notFound } from '../errors'
import type { QueryConfigArgs, Resolvers } from '../generated/resolvers-types'
import { cappedString, cityCode } from '../validate'
import { landingConfigOf } from './landing-page-fields'

const KIND: Record<QueryConfigArgs['variant'], LandingKind> = {
  PRODUCT: 'product',
  PARTNER: 'partner',
  VENUE: 'venue',
}

function trimmedOrNull(name: string, value: string | null | undefined): string | null {
  const text = cappedString(name, value)?.trim()
  return text ? text : null
}

/**
 * config(variant, …): the landing page to render.
 *
 * PRODUCT — urlSlug: that product page (a city's, 'national', a partner offer); else partner:
 *   that marketing partner's offer, preferring one for `city`, then a national one; else city:
 *   the city's product page (the national page with the city applied when the city has none);
 *   else the national page.
 * PARTNER — urlSlug: that partner page; else the partner page for `city`, else the generic one
 *   (no city).
 * VENUE — urlSlug (required, BAD_USER_INPUT without): that venue's page.
 *
 * variantRef picks the row with that ref when the page has one, else the default row. The
 * page's own city wins over the `city` argument; a page without a city (national, national
 * offers) takes the argument. Unknown slug, partner or city: NOT_FOUND. Draft pages only in
 * preview; otherwise a draft is not found. `variant` is the page's variant, by default
 * DISCOVERY, PARTNER or VENUE for the three kinds.
 */
export const configResolvers: Resolvers = {
  Query: {
    config: async (_, args: QueryConfigArgs, ctx) => {
      const urlSlug = trimmedOrNull('urlSlug', args.urlSlug)
      const partner = trimmedOrNull('partner', args.partner)
      const variantRef = trimmedOrNull('variantRef', args.variantRef) ?? ''
      const city = args.city != null && args.city.trim() !== '' ? cityCode('city', args.city) : null
      const flags: CampaignFlags = {
        isTargetedCampaign: args.isTargetedCampaign ?? false,
        isTargetedCity: args.isTargetedCity ?? false,
        isBrandSearch: args.isBrandSearch ?? false,
      }
      const stats = await ctx.catalogue.stats()
      if (city !== null && !isKnownCity(stats, city)) throw notFound(`Unknown city '${city}'.`)
      const kind = KIND[args.variant]
      if (kind === 'venue' && urlSlug === null) {
        throw badUserInput('urlSlug is required for a VENUE config.')
      }
      const result = await ctx.catalogue.landingConfig({ kind, urlSlug, partner, city, variantRef })
      if (!result.found) throw notFound(result.message)
      return landingConfigOf(stats, result.config, flags)
    },
  },

  LandingPage: {
    __resolveType: (parent) => parent.__typename ?? 'ProductPage',
  },
}

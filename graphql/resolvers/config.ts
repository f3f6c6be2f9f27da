import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import { STREAMING_CITY } from '@/lib/activity-types'
import { activities, landingPages, marketingPartners, packages, venues } from '@/server/db/schema'
import { activityTypeOptions } from '@/lib/discovery/activity-selector'
import { sanitizeHtml, sanitizeOptionalHtml } from '@/lib/sanitize-html'
import type { GraphQLContext } from '../context'
import { getCatalogueStats, isKnownCity, type CatalogueStats } from '@/server/catalogue/catalogue-stats'
import { optionalProductTypeFromDb, pageVariantFromDb, productTypeFromDb } from '../enums'
import { badUserInput, notFound } from '../errors'
import type {
  LatLng,
  PageVariant,
  PartnerPage,
  ProductPage,
  QueryConfigArgs,
  Resolvers,
} from '../generated/resolvers-types'
import type { VenueDetailsParent, VenuePageParent } from '../mappers'
import { cappedString, cityCode } from '../validate'

type PageRow = typeof landingPages.$inferSelect

/** The slug of the national product page (no fixed city, no partner). */
export const NATIONAL_SLUG = 'national'
/** Related venues on a venue page. */
export const RELATED_VENUES = 6

const DEFAULT_VARIANT: Record<PageRow['landingVariant'], PageVariant> = {
  product: 'DISCOVERY',
  partner: 'PARTNER',
  venue: 'VENUE',
}

/**
 * Picks one landing page among candidate rows: drafts only in preview; the best page by `rank`
 * (lower first; then live before draft, then id) among the default rows (variant_ref ''), then
 * that page's row for `variantRef` when there is one. A page that exists only as a variantRef
 * row is still found.
 */
function choosePage(
  rows: PageRow[],
  variantRef: string,
  preview: boolean,
  rank: (row: PageRow) => number = () => 0,
): PageRow | undefined {
  const visible = rows.filter((row) => preview || !row.isDraft)
  const ordered = [...visible].sort(
    (a, b) =>
      Number(a.variantRef !== '') - Number(b.variantRef !== '') ||
      rank(a) - rank(b) ||
      Number(a.isDraft) - Number(b.isDraft) ||
      a.id - b.id,
  )
  const best = ordered[0]
  if (!best) return undefined
  if (variantRef !== '') {
    const forRef = visible.find(
      (row) =>
        row.urlSlug === best.urlSlug &&
        row.landingVariant === best.landingVariant &&
        row.variantRef === variantRef,
    )
    if (forRef) return forRef
  }
  return best
}

/** Rows for these conditions, restricted to the default and the requested variantRef. */
function pageRows(ctx: GraphQLContext, variantRef: string, ...conditions: Parameters<typeof and>) {
  return ctx.db
    .select()
    .from(landingPages)
    .where(and(...conditions, inArray(landingPages.variantRef, [...new Set(['', variantRef])])))
}

interface Flags {
  isTargetedCampaign: boolean
  isTargetedCity: boolean
  isBrandSearch: boolean
}

/**
 * entryContext is what the sign-up links report as `context` (spec §5), so the campaign flags
 * are recorded there as suffixes, in a fixed order: "city-page:brand-search",
 * "offer:targeted-campaign", "city-page:brand-search:targeted-campaign". They change nothing
 * else on the page. isTargetedCity instead fixes the city (ctaConfig.citySelect false) when the
 * page has one.
 */
export function entryContextWithFlags(base: string, flags: Flags): string {
  let context = base
  if (flags.isBrandSearch) context += ':brand-search'
  if (flags.isTargetedCampaign) context += ':targeted-campaign'
  return context
}

function cityFields(stats: CatalogueStats, code: string | null) {
  const city = code === null ? undefined : stats.cityByCode.get(code)
  const mapCenter: LatLng | null = city ? { lat: city.lat, lng: city.lng } : null
  return { city: code, cityName: city?.name ?? null, mapCenter }
}

async function productPage(
  ctx: GraphQLContext,
  stats: CatalogueStats,
  row: PageRow,
  city: string | null,
  flags: Flags,
): Promise<ProductPage> {
  const partnerRows = row.marketingPartnerId
    ? await ctx.db
        .select({ partner: marketingPartners, pkg: packages })
        .from(marketingPartners)
        .innerJoin(packages, eq(packages.id, marketingPartners.packageId))
        .where(eq(marketingPartners.id, row.marketingPartnerId))
    : []
  const partner = partnerRows[0]
  // A streaming offer (activityKind 'streaming') lists the live streams, whatever its city.
  const typesCity = row.activityKind === 'streaming' ? STREAMING_CITY : city
  const types = typesCity === null ? stats.nationalTypes : (stats.typesByCity.get(typesCity) ?? [])
  return {
    __typename: 'ProductPage',
    id: row.id,
    urlSlug: row.urlSlug,
    isDraft: row.isDraft,
    ...cityFields(stats, city),
    activityKind: row.activityKind,
    // The selector's options, as it shows them: the city's types, narrowed to the page's own
    // list when it has one.
    activityTypeOptions: activityTypeOptions(
      row.activityTypes ? types.filter((type) => row.activityTypes?.includes(type)) : types,
    ),
    marketingPartner: partner
      ? {
          id: partner.partner.id,
          name: partner.partner.name,
          packageId: partner.partner.packageId,
          displayPartnerLogo: partner.partner.displayPartnerLogo,
          logoUrl: partner.partner.logoUrl,
        }
      : null,
    defaultProductType: optionalProductTypeFromDb(row.defaultProductType),
    ctaButtonText: row.ctaButtonText,
    ctaText: row.ctaText,
    ctaConfig: {
      ...row.ctaConfig,
      citySelect: row.ctaConfig.citySelect && !(flags.isTargetedCity && city !== null),
    },
    layoutConfig: row.layoutConfig,
    hideCopyPrices: row.hideCopyPrices,
    packageHTMLTagline: sanitizeOptionalHtml(row.packageHtmlTagline),
    shortPackageHTMLTagline: sanitizeOptionalHtml(row.shortPackageHtmlTagline),
    packageTagline: row.packageTagline,
    signUpUrl: row.signUpUrl,
    signInUrl: row.signInUrl,
    signInUrlForPurchase: row.signInUrlForPurchase,
    continueUrl: row.continueUrl,
    trustWidgetIds: row.trustWidgetIds,
    entryContext: entryContextWithFlags(row.entryContext, flags),
    pageTitle: row.pageTitle,
    pageDescription: row.pageDescription,
    marketingPartnerPackage: partner
      ? {
          id: partner.pkg.id,
          productId: partner.pkg.productId,
          passportId: partner.pkg.passportId,
          productType: productTypeFromDb(partner.pkg.productType),
        }
      : null,
    imageUrl: row.imageUrl,
    mobileImageUrl: row.mobileImageUrl,
    logoUrl: row.logoUrl,
    hideMoveLogo: row.hideMoveLogo,
    includeDraftOffers: row.includeDraftOffers,
    signInToPurchase: row.signInToPurchase,
    enable3DSecure: row.enable3DSecure,
  }
}

function partnerPage(
  stats: CatalogueStats,
  row: PageRow,
  city: string | null,
  flags: Flags,
): PartnerPage {
  return {
    __typename: 'PartnerPage',
    id: row.id,
    urlSlug: row.urlSlug,
    ...cityFields(stats, city),
    ctaButtonText: row.ctaButtonText,
    ctaText: row.ctaText,
    signInUrl: row.signInUrl,
    signUpUrl: row.signUpUrl,
    entryContext: entryContextWithFlags(row.entryContext, flags),
    continueUrl: row.continueUrl,
    pageTitle: row.pageTitle,
    pageDescription: row.pageDescription,
  }
}

async function venuePage(
  ctx: GraphQLContext,
  stats: CatalogueStats,
  row: PageRow,
  flags: Flags,
): Promise<VenuePageParent> {
  if (row.venueId === null) throw new Error(`venue page ${row.id} has no venue`)
  const [venue] = await ctx.db.select().from(venues).where(eq(venues.id, row.venueId))
  if (!venue) throw new Error(`venue page ${row.id}: venue ${row.venueId} is missing`)
  const details: VenueDetailsParent = {
    id: venue.id,
    cityCode: venue.cityCode,
    name: venue.name,
    description: sanitizeHtml(venue.description),
    amenities: venue.amenities,
    address: venue.address,
    location: venue.lat === null || venue.lng === null ? null : { lat: venue.lat, lng: venue.lng },
    phone: venue.phone,
    email: venue.email,
    website: venue.website,
    rating: venue.rating,
    logoUrl: venue.logoUrl,
    imageUrls: venue.imageUrls,
    thumbnailUrl: venue.thumbnailUrl,
  }
  return {
    __typename: 'VenuePage',
    id: row.id,
    urlSlug: row.urlSlug,
    ...cityFields(stats, row.cityCode ?? venue.cityCode),
    ctaButtonText: row.ctaButtonText,
    ctaText: row.ctaText,
    signInUrl: row.signInUrl,
    signUpUrl: row.signUpUrl,
    signInUrlForPurchase: row.signInUrlForPurchase,
    entryContext: entryContextWithFlags(row.entryContext, flags),
    continueUrl: row.continueUrl,
    pageTitle: row.pageTitle,
    pageDescription: row.pageDescription,
    defaultProductType: optionalProductTypeFromDb(row.defaultProductType),
    signInToPurchase: row.signInToPurchase,
    moversGoingToThisVenue: venue.moversGoingToThisVenue,
    venue: details,
  }
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
      const partnerSlug = trimmedOrNull('partner', args.partner)
      const variantRef = trimmedOrNull('variantRef', args.variantRef) ?? ''
      const cityArg =
        args.city != null && args.city.trim() !== '' ? cityCode('city', args.city) : null
      const flags: Flags = {
        isTargetedCampaign: args.isTargetedCampaign ?? false,
        isTargetedCity: args.isTargetedCity ?? false,
        isBrandSearch: args.isBrandSearch ?? false,
      }
      const stats = await getCatalogueStats(ctx.db)
      if (cityArg !== null && !isKnownCity(stats, cityArg)) {
        throw notFound(`Unknown city '${cityArg}'.`)
      }
      const preview = ctx.preview
      let row: PageRow | undefined

      if (args.variant === 'VENUE') {
        if (urlSlug === null) throw badUserInput('urlSlug is required for a VENUE config.')
        row = choosePage(
          await pageRows(
            ctx,
            variantRef,
            eq(landingPages.landingVariant, 'venue'),
            eq(landingPages.urlSlug, urlSlug),
          ),
          variantRef,
          preview,
        )
        if (!row) throw notFound(`No venue page has the urlSlug '${urlSlug}'.`)
        return {
          variant: row.pageVariant ? pageVariantFromDb(row.pageVariant) : DEFAULT_VARIANT.venue,
          page: await venuePage(ctx, stats, row, flags),
        }
      }

      if (args.variant === 'PARTNER') {
        if (urlSlug !== null) {
          row = choosePage(
            await pageRows(
              ctx,
              variantRef,
              eq(landingPages.landingVariant, 'partner'),
              eq(landingPages.urlSlug, urlSlug),
            ),
            variantRef,
            preview,
          )
          if (!row) throw notFound(`No partner page has the urlSlug '${urlSlug}'.`)
        } else {
          row = choosePage(
            await pageRows(ctx, variantRef, eq(landingPages.landingVariant, 'partner')),
            variantRef,
            preview,
            (r) => (cityArg !== null && r.cityCode === cityArg ? 0 : r.cityCode === null ? 1 : 2),
          )
          if (!row) throw notFound('There is no partner page.')
        }
        return {
          variant: row.pageVariant ? pageVariantFromDb(row.pageVariant) : DEFAULT_VARIANT.partner,
          page: partnerPage(stats, row, row.cityCode ?? cityArg, flags),
        }
      }

      if (urlSlug !== null) {
        row = choosePage(
          await pageRows(
            ctx,
            variantRef,
            eq(landingPages.landingVariant, 'product'),
            eq(landingPages.urlSlug, urlSlug),
          ),
          variantRef,
          preview,
        )
        if (!row) throw notFound(`No product page has the urlSlug '${urlSlug}'.`)
      } else if (partnerSlug !== null) {
        const [partner] = await ctx.db
          .select({ id: marketingPartners.id })
          .from(marketingPartners)
          .where(eq(marketingPartners.slug, partnerSlug))
        if (!partner) throw notFound(`Unknown partner '${partnerSlug}'.`)
        row = choosePage(
          await pageRows(
            ctx,
            variantRef,
            eq(landingPages.landingVariant, 'product'),
            eq(landingPages.marketingPartnerId, partner.id),
          ),
          variantRef,
          preview,
          (r) => (cityArg !== null && r.cityCode === cityArg ? 0 : r.cityCode === null ? 1 : 2),
        )
        if (!row) throw notFound(`Partner '${partnerSlug}' has no offer page.`)
      } else {
        if (cityArg !== null) {
          row = choosePage(
            await pageRows(
              ctx,
              variantRef,
              eq(landingPages.landingVariant, 'product'),
              eq(landingPages.cityCode, cityArg),
              isNull(landingPages.marketingPartnerId),
            ),
            variantRef,
            preview,
            (r) => (r.urlSlug === cityArg ? 0 : 1),
          )
        }
        if (!row) {
          row = choosePage(
            await pageRows(
              ctx,
              variantRef,
              eq(landingPages.landingVariant, 'product'),
              isNull(landingPages.cityCode),
              isNull(landingPages.marketingPartnerId),
            ),
            variantRef,
            preview,
            (r) => (r.urlSlug === NATIONAL_SLUG ? 0 : 1),
          )
          if (!row) throw notFound('There is no national product page.')
        }
      }
      return {
        variant: row.pageVariant ? pageVariantFromDb(row.pageVariant) : DEFAULT_VARIANT.product,
        page: await productPage(ctx, stats, row, row.cityCode ?? cityArg, flags),
      }
    },
  },

  LandingPage: {
    __resolveType: (parent) => parent.__typename ?? 'ProductPage',
  },

  VenuePage: {
    moversInCity: (parent, _, ctx) =>
      getCatalogueStats(ctx.db).then((stats) =>
        parent.venue.cityCode ? (stats.moversByCity.get(parent.venue.cityCode) ?? 0) : 0,
      ),

    /**
     * Up to RELATED_VENUES other venues of the same city, those sharing an activity type with
     * this one first, then nearest first; each with its published activity ids. One query.
     */
    relatedVenues: async (parent, _, ctx) => {
      const { location, id, cityCode: city } = parent.venue
      if (!location) return []
      const cosLat = Math.cos((location.lat * Math.PI) / 180)
      const ownTypes = ctx.db
        .selectDistinct({ type: activities.activityType })
        .from(activities)
        .where(and(eq(activities.venueId, id), eq(activities.isDraft, false)))
      const sharesType = sql<boolean>`bool_or(${activities.activityType} in ${ownTypes})`
      const distance = sql<number>`power(${venues.lat} - ${location.lat}::float8, 2) + power((${venues.lng} - ${location.lng}::float8) * ${cosLat}::float8, 2)`
      const rows = await ctx.db
        .select({
          id: venues.id,
          urlSlug: venues.urlSlug,
          name: venues.name,
          logoUrl: venues.logoUrl,
          thumbnailUrl: venues.thumbnailUrl,
          activityIds: sql<number[]>`array_agg(${activities.id} order by ${activities.id})`,
        })
        .from(venues)
        .innerJoin(
          activities,
          and(eq(activities.venueId, venues.id), eq(activities.isDraft, false)),
        )
        .where(and(eq(venues.cityCode, city), ne(venues.id, id), isNotNull(venues.lat)))
        .groupBy(venues.id)
        .orderBy(desc(sharesType), asc(distance), asc(venues.id))
        .limit(RELATED_VENUES)
      return rows.map((row) => ({
        urlSlug: row.urlSlug,
        venueId: row.id,
        name: row.name,
        logoUrl: row.logoUrl,
        thumbnailUrl: row.thumbnailUrl,
        activities: row.activityIds.map(Number),
      }))
    },
  },
}

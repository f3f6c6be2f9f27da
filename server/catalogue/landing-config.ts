/**
 * Which landing page a config request gets (GraphQL `config`, /store-cookies):
 *
 * product — urlSlug: that product page (a city's, 'national', a partner offer); else partner:
 *   that marketing partner's offer, preferring one for `city`, then a national one; else city:
 *   the city's product page (the national page with the city applied when the city has none);
 *   else the national page.
 * partner — urlSlug: that partner page; else the partner page for `city`, else the generic one.
 * venue — urlSlug (required): that venue's page, with its venue.
 *
 * variantRef picks the row with that ref when the page has one, else the default row. The
 * page's own city wins over the `city` argument. Drafts only in preview (landing-pages.ts).
 */
import { NATIONAL_SLUG } from '@/lib/seo/sitemap'
import {
  findLandingPage,
  findMarketingPartnerId,
  findPackage,
  findPartnerOffer,
  findVenue,
  type LandingKind,
  type PackageRow,
  type LandingPageRow,
  type PartnerOffer,
  type VenueRow,
} from './landing-pages'
import type { Database } from '@/server/db/client'
import type { Viewer } from './visibility'

export interface LandingConfigQuery {
  kind: LandingKind
  urlSlug: string | null
  /** A marketing partner's slug (product pages only). */
  partner: string | null
  /** A known city code, or null. */
  city: string | null
  variantRef: string
}

export type LandingConfigRecord =
  | {
      kind: 'product'
      row: LandingPageRow
      city: string | null
      partnerOffer?: PartnerOffer
      /** What the page sells: its own package, else its partner's (spec §3 marketingPartnerPackage). */
      offerPackage?: PackageRow
    }
  | { kind: 'partner'; row: LandingPageRow; city: string | null }
  | { kind: 'venue'; row: LandingPageRow; city: string | null; venue: VenueRow }

export type LandingConfigResult =
  { found: true; config: LandingConfigRecord } | { found: false; message: string }

const notFound = (message: string): LandingConfigResult => ({ found: false, message })

/** Pages for `city` first, then pages without a city, then the rest. */
const cityFirst = (city: string | null) => (row: LandingPageRow) =>
  city !== null && row.cityCode === city ? 0 : row.cityCode === null ? 1 : 2

export async function findLandingConfig(
  db: Database,
  viewer: Viewer,
  query: LandingConfigQuery,
): Promise<LandingConfigResult> {
  const { urlSlug, variantRef, city } = query
  const find = (
    filter: Parameters<typeof findLandingPage>[2],
    rank?: (row: LandingPageRow) => number,
  ) => findLandingPage(db, viewer, filter, variantRef, rank)

  if (query.kind === 'venue') {
    if (urlSlug === null) return notFound('A venue page needs its urlSlug.')
    const row = await find({ kind: 'venue', urlSlug })
    if (!row) return notFound(`No venue page has the urlSlug '${urlSlug}'.`)
    if (row.venueId === null) throw new Error(`venue page ${row.id} has no venue`)
    const venue = await findVenue(db, row.venueId)
    if (!venue) throw new Error(`venue page ${row.id}: venue ${row.venueId} is missing`)
    return {
      found: true,
      config: { kind: 'venue', row, city: row.cityCode ?? venue.cityCode, venue },
    }
  }

  if (query.kind === 'partner') {
    const row =
      urlSlug !== null
        ? await find({ kind: 'partner', urlSlug })
        : await find({ kind: 'partner' }, cityFirst(city))
    if (!row) {
      return notFound(
        urlSlug !== null
          ? `No partner page has the urlSlug '${urlSlug}'.`
          : 'There is no partner page.',
      )
    }
    return { found: true, config: { kind: 'partner', row, city: row.cityCode ?? city } }
  }

  let row: LandingPageRow | undefined
  if (urlSlug !== null) {
    row = await find({ kind: 'product', urlSlug })
    if (!row) return notFound(`No product page has the urlSlug '${urlSlug}'.`)
  } else if (query.partner !== null) {
    const partnerId = await findMarketingPartnerId(db, query.partner)
    if (partnerId === undefined) return notFound(`Unknown partner '${query.partner}'.`)
    row = await find({ kind: 'product', marketingPartnerId: partnerId }, cityFirst(city))
    if (!row) return notFound(`Partner '${query.partner}' has no offer page.`)
  } else {
    if (city !== null) {
      row = await find({ kind: 'product', cityCode: city, withoutPartner: true }, (r) =>
        r.urlSlug === city ? 0 : 1,
      )
    }
    row ??= await find({ kind: 'product', withoutCity: true, withoutPartner: true }, (r) =>
      r.urlSlug === NATIONAL_SLUG ? 0 : 1,
    )
    if (!row) return notFound('There is no national product page.')
  }
  const [partnerOffer, ownPackage] = await Promise.all([
    row.marketingPartnerId ? findPartnerOffer(db, row.marketingPartnerId) : undefined,
    row.packageId !== null ? findPackage(db, row.packageId) : undefined,
  ])
  return {
    found: true,
    config: {
      kind: 'product',
      row,
      city: row.cityCode ?? city,
      partnerOffer,
      offerPackage: ownPackage ?? partnerOffer?.pkg,
    },
  }
}

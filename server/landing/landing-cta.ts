/**
 * What /store-cookies needs to send a lead on to the page's call to action: the landing page's
 * CTA fields and its city's package listing, read through the catalogue seam with the same
 * lookup, visibility and campaign-flag rules as the GraphQL `config` and `packageListingByCity`.
 */
import { entryContextWithFlags } from '@/lib/landing/entry-context'
import type { ConfigVariant, LandingPath } from '@/lib/landing/landing-path'
import type { ConfigQueryArgs } from '@/lib/landing/query-flags'
import type { CtaPage } from '@/lib/pricing/cta-link'
import type { ListingEntry, ListingProduct } from '@/lib/pricing/discount-offer'
import type { SignUpProduct } from '@/lib/pricing/sign-up-link'
import {
  isKnownCity,
  type Catalogue,
  type LandingConfigRecord,
  type LandingKind,
  type PackageRow,
} from '@/server/catalogue'

/** The CTA fields of a page, with the city and slug the listing is chosen by. */
export type LandingCtaPage = CtaPage & { city: string | null; urlSlug: string }

export type LandingCtaResult =
  | { ok: true; kind: LandingKind; page: LandingCtaPage }
  | { ok: false; reason: 'not-found' | 'error'; message: string }

export type CtaListing = ListingEntry<ListingProduct & SignUpProduct>[]

const KIND: Record<ConfigVariant, LandingKind> = {
  PRODUCT: 'product',
  PARTNER: 'partner',
  VENUE: 'venue',
}

/** The CTA fields of a catalogue record, as the GraphQL config would give them. */
export function ctaPageOf(
  record: LandingConfigRecord,
  args: Partial<ConfigQueryArgs>,
): LandingCtaPage {
  const { row, city } = record
  const base = {
    urlSlug: row.urlSlug,
    city,
    signUpUrl: row.signUpUrl,
    continueUrl: row.continueUrl,
    entryContext: entryContextWithFlags(row.entryContext, {
      isTargetedCampaign: args.isTargetedCampaign ?? false,
      isTargetedCity: args.isTargetedCity ?? false,
      isBrandSearch: args.isBrandSearch ?? false,
    }),
  }
  switch (record.kind) {
    case 'partner':
      return base
    case 'venue':
      return {
        ...base,
        signInUrlForPurchase: row.signInUrlForPurchase,
        signInToPurchase: row.signInToPurchase,
        defaultProductType: row.defaultProductType,
        venue: { id: record.venue.id },
      }
    case 'product': {
      const { partnerOffer, offerPackage } = record
      return {
        ...base,
        signInUrlForPurchase: row.signInUrlForPurchase,
        signInToPurchase: row.signInToPurchase,
        enable3DSecure: row.enable3DSecure,
        defaultProductType: row.defaultProductType,
        ctaConfig: row.ctaConfig,
        marketingPartner: partnerOffer
          ? { packageId: offerPackage?.id ?? partnerOffer.partner.packageId }
          : null,
        marketingPartnerPackage: offerPackage
          ? {
              id: offerPackage.id,
              productType: offerPackage.productType,
              passportId: offerPackage.passportId,
            }
          : null,
      }
    }
  }
}

/** The page of a landing path with the query's arguments; drafts only in the seam's preview. */
export async function loadLandingCta(
  catalogue: Catalogue,
  landing: LandingPath,
  args: Partial<ConfigQueryArgs> = {},
): Promise<LandingCtaResult> {
  try {
    const city = landing.city ?? null
    if (city !== null && !isKnownCity(await catalogue.stats(), city)) {
      return { ok: false, reason: 'not-found', message: `Unknown city '${city}'.` }
    }
    const result = await catalogue.landingConfig({
      kind: KIND[landing.variant],
      urlSlug: landing.urlSlug ?? null,
      partner: null,
      city,
      variantRef: args.variantRef ?? '',
    })
    if (!result.found) return { ok: false, reason: 'not-found', message: result.message }
    return { ok: true, kind: result.config.kind, page: ctaPageOf(result.config, args) }
  } catch {
    return { ok: false, reason: 'error', message: 'Could not get config' }
  }
}

const signUpProduct = (row: PackageRow) => ({
  id: row.id,
  productType: row.productType,
  passportId: row.passportId,
  discount: row.discountPercentage,
})

/** A city's package listing, or null when it cannot be loaded (the CTA then falls back). */
export async function loadCtaListing(
  catalogue: Catalogue,
  city: string,
): Promise<CtaListing | null> {
  try {
    if (!isKnownCity(await catalogue.stats(), city)) return null
    const listing = await catalogue.packageListing(city)
    return listing.map((entry) => ({
      initialProduct: signUpProduct(entry.initial),
      nextProductOptions: entry.options.map(signUpProduct),
    }))
  } catch {
    return null
  }
}

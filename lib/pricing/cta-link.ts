/**
 * Where a landing page's call to action leads (spec §5, §8). Pure: the page composer (for the
 * hero and sticky-bar buttons) and /store-cookies (after the email capture) build the same link
 * from the same config and package listing.
 */
import { defaultProduct, type ListingEntry, type ListingProduct } from './discount-offer'
import { purchaseLink, signUpLink, type SignUpProduct } from './sign-up-link'
import { STREAMING_CITY } from '../activity-types'
import { SITE_URL } from '../site'
import { isStreamingOfferSlug } from '../landing/section-order'

/** Spec §8, word for word: the start of the error for a variant without a CTA link. */
export const CTA_NOT_IMPLEMENTED_MESSAGE = 'CTAButtonLink not implemented for variant'

export type LandingVariant = 'product' | 'partner' | 'venue'

/** The config page's fields the link reads: a GetConfig ProductPage, PartnerPage or VenuePage. */
export interface CtaPage {
  urlSlug?: string | null
  city?: string | null
  signUpUrl: string
  signInUrlForPurchase?: string | null
  continueUrl: string
  entryContext: string
  enable3DSecure?: boolean | null
  signInToPurchase?: boolean | null
  defaultProductType?: string | null
  ctaConfig?: { voucherInput?: boolean | null } | null
  marketingPartner?: { packageId: string | number } | null
  marketingPartnerPackage?: SignUpProduct | null
  venue?: { id: string | number } | null
}

export interface CtaButtonLinkInput {
  /** 'product', 'partner' or 'venue'; anything else throws. See landingVariantOf. */
  landingVariant: LandingVariant | string
  page: CtaPage
  /** The city when the page has none (the national page once the visitor picked one). */
  city?: string | null
  /** The city's package listing: the default product comes from it. Null after a listing error. */
  listing?: readonly ListingEntry<ListingProduct & SignUpProduct>[] | null
  /** A product chosen on the page; wins over the partner package and the default product. */
  product?: SignUpProduct | null
  /** Used only when the page has ctaConfig.voucherInput. */
  voucherCode?: string | null
  /** The visitor prefers to sign in (purchase link, spec §5). */
  preferSignIn?: boolean | null
  /** Resolves relative URLs (the partner self-signup path). Default SITE_URL. */
  base?: string
}

/** The landing variant of a GetConfig page, by its __typename. */
export function landingVariantOf(typename: string): LandingVariant | string {
  switch (typename) {
    case 'ProductPage':
      return 'product'
    case 'PartnerPage':
      return 'partner'
    case 'VenuePage':
      return 'venue'
    default:
      return typename
  }
}

/**
 * The city whose package listing the CTA's default product comes from: the page's city (or
 * the one the visitor chose), 'streaming-city' for a streaming offer, none for partner pages
 * and the national page without a chosen city. Load `packageListingByCity(city)` for it and pass
 * it as `listing`; after a listing error pass null (the link falls back to package_id).
 */
export function ctaListingCity(
  landingVariant: LandingVariant | string,
  page: Pick<CtaPage, 'city' | 'urlSlug'>,
  chosenCity?: string | null,
): string | null {
  if (landingVariant === 'partner') return null
  const city = page.city ?? chosenCity ?? null
  if (city) return city
  return isStreamingOfferSlug(page.urlSlug) ? STREAMING_CITY : null
}

/**
 * The CTA destination, an absolute URL:
 * - product: the purchase link (signInUrlForPurchase when signInToPurchase, else signUpUrl) with
 *   the sign-up parameters; the product is the given one, else the marketing partner's package,
 *   else the listing's default product (page.defaultProductType), else package_id (the partner's
 *   package, else 2580). voucher_code only on pages with ctaConfig.voucherInput.
 * - partner: signUpUrl (the partner self-signup path) with `context` and `context_ref_city`.
 * - venue: as product, plus the venue context `context_ref_id` (venue id) and
 *   `context_ref_source=venue` (the names Book Now uses for an activity, spec §2).
 * Any other variant throws Error('CTAButtonLink not implemented for variant …').
 */
export function ctaButtonLink(input: CtaButtonLinkInput): string {
  const { page, landingVariant } = input
  const base = input.base ?? SITE_URL
  const city = page.city ?? input.city ?? null

  switch (landingVariant) {
    case 'partner': {
      const url = new URL(page.signUpUrl, base)
      url.searchParams.set('context', page.entryContext)
      if (city) url.searchParams.set('context_ref_city', city)
      return url.toString()
    }
    case 'product':
    case 'venue': {
      const link = signUpLink({
        signUpUrl: purchaseLink({
          signInToPurchase: page.signInToPurchase,
          preferSignIn: input.preferSignIn,
          signInUrlForPurchase: page.signInUrlForPurchase ?? page.signUpUrl,
          signUpUrl: page.signUpUrl,
        }),
        context: page.entryContext,
        city,
        continueUrl: page.continueUrl,
        enable3DSecure: page.enable3DSecure,
        product:
          input.product ??
          page.marketingPartnerPackage ??
          defaultProduct(input.listing, page.defaultProductType) ??
          null,
        packageId: page.marketingPartner?.packageId,
        voucherCode: page.ctaConfig?.voucherInput ? input.voucherCode : null,
        base,
      })
      if (landingVariant === 'product' || !page.venue) return link
      const url = new URL(link)
      url.searchParams.set('context_ref_id', String(page.venue.id))
      url.searchParams.set('context_ref_source', 'venue')
      return url.toString()
    }
    default:
      throw new Error(`${CTA_NOT_IMPLEMENTED_MESSAGE} '${String(landingVariant)}'`)
  }
}

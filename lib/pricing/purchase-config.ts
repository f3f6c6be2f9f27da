/**
 * What the purchase block needs from the landing page's config, and the links it builds. The
 * plan CTA goes through ctaButtonLink, so the hero and the plan cards build links one way.
 */
import { ctaButtonLink, type CtaPage, type LandingVariant } from './cta-link'
import type { ListingEntry, ListingProduct } from './discount-offer'
import type { SignUpProduct } from './sign-up-link'

/**
 * The page config the purchase block reads: ctaButtonLink's page (CtaPage) plus the landing
 * variant, the page variant and hideCopyPrices. Plain data, built on the server (see
 * purchaseConfigOf) and passed to the client block.
 */
export interface PurchaseConfig extends CtaPage {
  /** 'product', 'partner' or 'venue' (landingVariantOf the config page's __typename). */
  landingVariant: LandingVariant | string
  /** The config's PageVariant ('WELCOME'…), for the pricing experiment; null when unknown. */
  variant: string | null
  hideCopyPrices: boolean
}

/** A GetConfig page (ProductPage, PartnerPage or VenuePage): the fields any of them may have. */
export interface PurchaseConfigSource extends Partial<
  Omit<CtaPage, 'signUpUrl' | 'continueUrl' | 'entryContext'>
> {
  signUpUrl: string
  continueUrl: string
  entryContext: string
  hideCopyPrices?: boolean | null
}

/**
 * The purchase config of a landing page: only the fields the links and cards read, so a venue
 * page's reviews or a product page's copy never travel to the client block. `city` is the
 * page's, else the one the visitor chose (the national page).
 */
export function purchaseConfigOf(input: {
  landingVariant: LandingVariant | string
  variant?: string | null
  page: PurchaseConfigSource
  city?: string | null
}): PurchaseConfig {
  const { page } = input
  return {
    landingVariant: input.landingVariant,
    variant: input.variant ?? null,
    hideCopyPrices: page.hideCopyPrices === true,
    urlSlug: page.urlSlug ?? null,
    city: page.city ?? input.city ?? null,
    signUpUrl: page.signUpUrl,
    signInUrlForPurchase: page.signInUrlForPurchase ?? null,
    continueUrl: page.continueUrl,
    entryContext: page.entryContext,
    enable3DSecure: page.enable3DSecure ?? null,
    signInToPurchase: page.signInToPurchase ?? null,
    defaultProductType: page.defaultProductType ?? null,
    ctaConfig: page.ctaConfig ? { voucherInput: page.ctaConfig.voucherInput ?? null } : null,
    marketingPartner: page.marketingPartner ? { packageId: page.marketingPartner.packageId } : null,
    marketingPartnerPackage: page.marketingPartnerPackage
      ? {
          id: page.marketingPartnerPackage.id,
          productType: page.marketingPartnerPackage.productType,
          passportId: page.marketingPartnerPackage.passportId,
        }
      : null,
    venue: page.venue ? { id: page.venue.id } : null,
  }
}

/** A city's package listing as ctaButtonLink reads it (PackagesQuery's entries fit). */
export type PurchaseListing = readonly ListingEntry<ListingProduct & SignUpProduct>[]

export interface PlanLinkInput {
  /** The selected plan's initial product; none for the plain sign-up link. */
  product?: SignUpProduct | null
  listing?: PurchaseListing | null
  voucherCode?: string | null
  preferSignIn?: boolean | null
  base?: string
}

/** The selected plan's call to action: ctaButtonLink with the plan's initial product. */
export function planCtaLink(purchase: PurchaseConfig, input: PlanLinkInput): string {
  return ctaButtonLink({
    landingVariant: purchase.landingVariant,
    page: purchase,
    city: purchase.city,
    product: input.product ?? null,
    listing: input.listing ?? null,
    voucherCode: input.voucherCode,
    preferSignIn: input.preferSignIn,
    base: input.base,
  })
}

/**
 * Spec §8 'Product list error: CTA disabled, falls back to sign-up URL': the page's plain
 * sign-up link — no plan product, no listing (its partner package or package_id still apply).
 */
export function fallbackSignUpLink(
  purchase: PurchaseConfig,
  input: Omit<PlanLinkInput, 'product' | 'listing'> = {},
): string {
  return planCtaLink(purchase, { ...input, product: null, listing: null })
}

/** The voucher field shows only where the link uses it (ctaConfig.voucherInput, spec §5). */
export function hasVoucherInput(purchase: Pick<PurchaseConfig, 'ctaConfig'>): boolean {
  return purchase.ctaConfig?.voucherInput === true
}

/**
 * 'Already a member? Sign in' is offered where it changes the link: product and venue pages
 * with a signInUrlForPurchase that do not already send everyone to sign in (spec §5).
 */
export function offersSignIn(
  purchase: Pick<PurchaseConfig, 'landingVariant' | 'signInUrlForPurchase' | 'signInToPurchase'>,
): boolean {
  return (
    (purchase.landingVariant === 'product' || purchase.landingVariant === 'venue') &&
    Boolean(purchase.signInUrlForPurchase) &&
    purchase.signInToPurchase !== true
  )
}

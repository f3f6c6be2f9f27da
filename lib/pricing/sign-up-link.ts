/**
 * Sign-up and purchase links (spec §5, §9). URLs are built with URL/URLSearchParams only.
 */
import { SITE_URL } from '../site'
import { normalizeProductType } from './product-type'

/** Spec §9: the package sign-up links name when no product or package is given. */
export const DEFAULT_DISCOVERY_PACKAGE_ID = 2580

/** The query parameters a sign-up link may carry (spec §5), in the order they are added. */
export const SIGN_UP_LINK_PARAMS = [
  'context',
  'context_ref_city',
  'continue',
  'challenge_3ds',
  'product_info_id',
  'product_type',
  'passport_id',
  'package_id',
  'voucher_code',
] as const

/** The product (PackageInfo) a link is for: its id, type and passport. */
export interface SignUpProduct {
  id: string | number
  /** Either spelling ('FullMembership' or 'FULL_MEMBERSHIP'); the link carries the first. */
  productType: string
  passportId: string | number
}

export interface SignUpLinkInput {
  /** The page's signUpUrl, or the purchase link (see purchaseLink). May be relative to `base`. */
  signUpUrl: string
  /** The page's entryContext → `context`. */
  context: string
  /** The city code → `context_ref_city`; left out when there is none (the national page). */
  city?: string | null
  /** The page's continueUrl → `continue`. */
  continueUrl: string
  /** → `challenge_3ds` 'true' / 'false'. Default true. */
  enable3DSecure?: boolean | null
  /** With a product: product_info_id, product_type and passport_id. */
  product?: SignUpProduct | null
  /** Without a product: package_id, this or DEFAULT_DISCOVERY_PACKAGE_ID. */
  packageId?: string | number | null
  /** → `voucher_code`, only when non-empty after trimming. */
  voucherCode?: string | null
  /** Resolves a relative signUpUrl. Default SITE_URL. */
  base?: string
}

/**
 * The sign-up link of spec §5: `context`, `context_ref_city`, `continue`, `challenge_3ds`, then
 * `product_info_id`, `product_type` and `passport_id` for a product, or else `package_id`
 * (default 2580), then `voucher_code` when given. Parameters the signUpUrl already has are kept
 * unless one of these replaces them. Returns an absolute URL.
 *
 * @example
 * signUpLink({ signUpUrl: 'https://account.example.com/signup', context: 'city_landing',
 *   city: 'london', continueUrl: 'https://account.example.com/continue', enable3DSecure: true })
 * // 'https://account.example.com/signup?context=city_landing&context_ref_city=london
 * //  &continue=https%3A%2F%2Faccount.example.com%2Fcontinue&challenge_3ds=true&package_id=2580'
 */
export function signUpLink(input: SignUpLinkInput): string {
  const url = new URL(input.signUpUrl, input.base ?? SITE_URL)
  const params = url.searchParams
  params.set('context', input.context)
  if (input.city) params.set('context_ref_city', input.city)
  params.set('continue', input.continueUrl)
  // Unset (a venue page's config has no such flag): the safer default, the card issuer's challenge.
  params.set('challenge_3ds', input.enable3DSecure === false ? 'false' : 'true')
  const product = input.product
  if (product) {
    params.set('product_info_id', String(product.id))
    params.set('product_type', normalizeProductType(product.productType) ?? product.productType)
    params.set('passport_id', String(product.passportId))
  } else {
    params.set('package_id', String(input.packageId ?? DEFAULT_DISCOVERY_PACKAGE_ID))
  }
  const voucher = input.voucherCode?.trim()
  if (voucher) params.set('voucher_code', voucher)
  return url.toString()
}

export interface PurchaseLinkInput {
  signInToPurchase?: boolean | null
  /** The visitor prefers to sign in (an existing member). */
  preferSignIn?: boolean | null
  signInUrlForPurchase: string
  signUpUrl: string
}

/**
 * Spec §5: signInUrlForPurchase when signInToPurchase is set or sign-in is preferred, otherwise
 * signUpUrl. Returns the chosen URL as given (the sign-up parameters are added by signUpLink).
 */
export function purchaseLink(input: PurchaseLinkInput): string {
  return input.signInToPurchase || input.preferSignIn ? input.signInUrlForPurchase : input.signUpUrl
}

/**
 * Price plans (spec §3 'Price plan') from a city's package listing, in the order the plan
 * selector shows them (spec §4), and the rules that read the whole set: the pricing experiment,
 * the plan the selector starts on, and the passports activityPricing is asked about.
 */
import { planKind, type PlanKind } from './plan-kind'
import { normalizeProductType, type ProductTypeName } from './product-type'
import type { SignUpProduct } from './sign-up-link'

/** The PackageInfo fields a plan reads (PackageInfoFieldsFragment fits). */
export interface PlanSourceProduct {
  id: string | number
  title: string
  productId?: number | null
  passportId: string | number
  productType: string
  weeklyPrice: number
  attendanceLimit?: number | null
  discount?: { percentageDiscount: number; originalWeeklyPrice: number } | null
}

/** One packageListingByCity entry (PackagesQuery['packageListingByCity'][number] fits). */
export interface PlanSourceEntry {
  recommended?: boolean | null
  initialProduct: PlanSourceProduct
  nextProductOptions: readonly Pick<PlanSourceProduct, 'attendanceLimit'>[]
}

/** A plan's limited-time discount, as the discount badge shows it. */
export interface PlanDiscount {
  percentageDiscount: number
  originalWeeklyPrice: number
}

/**
 * A price plan (spec §3: initialProduct's productType, title and passportId, and
 * nextProductOptions[0].attendanceLimit), plus what its card and call to action need. Plain
 * data: the server may build it and pass it to a client component.
 */
export interface PricePlan {
  /** Stable key: the initial product's id. */
  key: string
  kind: PlanKind
  productType: ProductTypeName
  title: string
  passportId: string | number
  /** Visits per month (nextProductOptions[0]); null means unlimited. */
  attendanceLimit: number | null
  /** Weekly price of the initial product, in pounds: what the member pays now. */
  weeklyPrice: number
  discount: PlanDiscount | null
  recommended: boolean
  /** The product the plan's call to action signs up for (ctaButtonLink's `product`). */
  product: SignUpProduct & { id: string; productType: ProductTypeName }
}

/**
 * The plans of a listing, in display order: recommended entries first, then the rest, each
 * group in listing order (a stable sort, so the API's order decides within a group). The first
 * plan is the one labelled 'Most popular plan'. Entries whose product type is none of the
 * three (no button text, no passport rules) are left out, as are repeats of an initial product.
 * attendanceLimit is nextProductOptions[0]'s; an entry without next options uses its initial
 * product's.
 */
export function pricePlans(listing: readonly PlanSourceEntry[] | null | undefined): PricePlan[] {
  if (!listing) return []
  const seen = new Set<string>()
  const plans: PricePlan[] = []
  for (const entry of listing) {
    const initial = entry.initialProduct
    const productType = normalizeProductType(initial.productType)
    const key = String(initial.id)
    if (!productType || seen.has(key)) continue
    seen.add(key)
    const next = entry.nextProductOptions[0]
    const discount = initial.discount
    plans.push({
      key,
      kind: planKind(initial.productId, productType),
      productType,
      title: initial.title,
      passportId: initial.passportId,
      attendanceLimit: (next ? next.attendanceLimit : initial.attendanceLimit) ?? null,
      weeklyPrice: initial.weeklyPrice,
      discount: discount
        ? {
            percentageDiscount: discount.percentageDiscount,
            originalWeeklyPrice: discount.originalWeeklyPrice,
          }
        : null,
      recommended: entry.recommended === true,
      product: { id: key, productType, passportId: initial.passportId },
    })
  }
  return [...plans.filter((plan) => plan.recommended), ...plans.filter((plan) => !plan.recommended)]
}

/** The page variant of the pricing experiment (spec §2: the Welcome variant). */
export const PRICING_EXPERIMENT_VARIANT = 'WELCOME'

/**
 * Spec §2, §4: the pricing experiment ('Info' / 'Price plans' tabs) runs in the Welcome variant
 * when all three plan types are present. Accepts either spelling of the variant ('WELCOME',
 * 'Welcome').
 */
export function isPricingExperiment(
  variant: string | null | undefined,
  plans: readonly Pick<PricePlan, 'productType'>[],
): boolean {
  if (variant?.toUpperCase() !== PRICING_EXPERIMENT_VARIANT) return false
  const types = new Set(plans.map((plan) => plan.productType))
  return types.has('FullMembership') && types.has('MoveFive') && types.has('DiscoveryMembership')
}

/**
 * Changes exactly when the set of plans changes: the pricing tabs' reset key (spec §4 'pricing
 * tab selection resets when plans change').
 */
export function planSetKey(plans: readonly Pick<PricePlan, 'key'>[]): string {
  return plans.map((plan) => plan.key).join(',')
}

/**
 * The plan the selector starts on and returns to when the activity changes (spec §4 'resets to
 * the full plan'): the first FullMembership plan, else the first plan not excluded, else none.
 */
export function fullPlanKey(
  plans: readonly Pick<PricePlan, 'key' | 'productType'>[],
  isDisabled: (key: string) => boolean = () => false,
): string | null {
  const open = plans.filter((plan) => !isDisabled(plan.key))
  return (open.find((plan) => plan.productType === 'FullMembership') ?? open[0])?.key ?? null
}

/**
 * The passports to ask activityPricing about: the MoveFive plan's and the FullMembership plan's
 * (the first of each), as GraphQL ID strings; null when the listing has no such plan.
 */
export function pricingPassports(plans: readonly Pick<PricePlan, 'productType' | 'passportId'>[]): {
  moveLitePassport: string | null
  fullMovePassport: string | null
} {
  const passportOf = (type: ProductTypeName) => {
    const plan = plans.find((candidate) => candidate.productType === type)
    return plan ? String(plan.passportId) : null
  }
  return {
    moveLitePassport: passportOf('MoveFive'),
    fullMovePassport: passportOf('FullMembership'),
  }
}

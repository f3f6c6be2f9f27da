/**
 * The plan selector's words (spec §4, §8, §9). Strings the spec gives are kept word for word;
 * the rest is ours and listed in docs/decisions/0005-activity-details-and-prices.md.
 */
import { formatPrice } from './format-price'
import type { ProductTypeName } from './product-type'

/** Spec §4: the first plan's label. */
export const MOST_POPULAR_PLAN = 'Most popular plan'
/** Spec §8: while activityPricing loads (and while the product list loads). */
export const PRICING_LOADING = 'Loading...'
/** Spec §8, word for word (no full stop). */
export const PRICING_ERROR = 'Failed to load pricing information. Please refresh the page'

/** Spec §9: the plan buttons by product type. */
export const PLAN_BUTTON_TEXT: Readonly<Record<ProductTypeName, string>> = {
  FullMembership: 'Start free trial',
  MoveFive: 'Buy membership',
  DiscoveryMembership: 'Try for £1',
}

/** Spec §9 trial texts. */
export const TRIAL_TEXT = 'Try for £1'
export const ACTIVITY_TRIAL_TEXT = 'Try this activity for £1'

/** Spec §9: what paid plans add to their visits. */
export const FIRST_VISIT_FREE = 'First visit free at 100s of providers'

/** The price period: prices are weekly (spec §3 weeklyPrice). */
export const PRICE_PERIOD = 'per week'

/** The button of a plan's call to action (spec §9). */
export function planButtonText(productType: ProductTypeName): string {
  return PLAN_BUTTON_TEXT[productType]
}

/**
 * The taster's trial text (spec §9): 'Try this activity for £1' when the activity is known to
 * be open to discovery members (activityPricing said so), else 'Try for £1' (pricing not
 * loaded, failed, or no activity in view).
 */
export function trialText(activityAllowsDiscovery: boolean | null | undefined): string {
  return activityAllowsDiscovery === true ? ACTIVITY_TRIAL_TEXT : TRIAL_TEXT
}

/** Paid plans only (spec §9): FullMembership and MoveFive. The taster is a trial. */
export function isPaidPlan(productType: ProductTypeName): boolean {
  return productType !== 'DiscoveryMembership'
}

/**
 * Spec §9 '{attendanceLimit} visits per month'; 'Unlimited visits per month' when there is no
 * limit, and the singular for one visit.
 */
export function visitsPerMonthText(attendanceLimit: number | null): string {
  if (attendanceLimit == null) return 'Unlimited visits per month'
  return `${attendanceLimit} ${attendanceLimit === 1 ? 'visit' : 'visits'} per month`
}

/** Spec §3/§9 top-up copy, word for word: '£{topUp} per visit' (formatPrice's rules). */
export function topUpText(topUp: number): string {
  return `${formatPrice(topUp)} per visit`
}

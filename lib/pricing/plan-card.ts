/**
 * Everything one plan card says, decided in one place so the purchase block only lays it out.
 */
import {
  planActivityPricing,
  type ActivityPricingInfo,
  type PricingMessage,
} from './activity-pricing'
import { formatPrice } from './format-price'
import {
  FIRST_VISIT_FREE,
  isPaidPlan,
  planButtonText,
  trialText,
  visitsPerMonthText,
} from './plan-copy'
import type { PlanDiscount, PricePlan } from './price-plans'
import { visitPrice, visitPriceLines } from './visit-price'

export interface PlanCardCopy {
  buttonText: string
  /** '£24.99' (formatPrice), shown with PRICE_PERIOD; null when prices are hidden. */
  price: string | null
  /** The taster's trial text; null on paid plans and when prices are hidden. */
  trial: string | null
  /** Paid plans: '{attendanceLimit} visits per month'. */
  visits: string | null
  /** Paid plans: 'First visit free at 100s of providers'. */
  perk: string | null
  /** Beyond the spec: the price per visit and, with a top-up, the total for this activity. */
  value: readonly string[]
  /** From activityPricing: availability, allowance rules, top-up. Empty until it loads. */
  messages: readonly PricingMessage[]
  /** The discount badge's figures; null without a discount or when prices are hidden. */
  discount: (PlanDiscount & { weeklyPrice: number }) | null
  /** Spec §5: the Discovery plan when discoveryMemberAllowed is false. */
  disabled: boolean
  /** Whether the activity can be booked on this plan; null while pricing is unknown. */
  bookable: boolean | null
}

export interface PlanCardOptions {
  /** activityPricing for the activity in view; null or undefined while loading or failed. */
  pricing?: ActivityPricingInfo | null
  /** The page's hideCopyPrices. */
  hideCopyPrices?: boolean | null
}

/**
 * One plan card's copy. hideCopyPrices hides the marketing prices — the weekly price, the
 * discount badge, the trial text (it names £1) and the per-visit figures — but never a
 * condition of booking: the top-up of an activity stays, since hiding an extra charge would
 * mislead. Button texts keep the spec's wording either way.
 */
export function planCardCopy(plan: PricePlan, options: PlanCardOptions = {}): PlanCardCopy {
  const hide = options.hideCopyPrices === true
  const activity = planActivityPricing(plan, options.pricing)
  const paid = isPaidPlan(plan.productType)
  return {
    buttonText: planButtonText(plan.productType),
    price: hide ? null : formatPrice(plan.weeklyPrice),
    trial:
      hide || paid
        ? null
        : trialText(options.pricing ? options.pricing.discoveryMemberAllowed : null),
    visits: paid ? visitsPerMonthText(plan.attendanceLimit) : null,
    perk: paid ? FIRST_VISIT_FREE : null,
    value: hide ? [] : visitPriceLines(visitPrice(plan, activity.bookable ? activity.topUp : null)),
    messages: activity.messages,
    discount: hide || !plan.discount ? null : { ...plan.discount, weeklyPrice: plan.weeklyPrice },
    disabled: activity.disabled,
    bookable: activity.bookable,
  }
}

/**
 * What activityPricing (spec §3 'Activity pricing info') means for each plan card: can this
 * activity be booked on the plan, is a top-up due and how much, and what happens around the
 * monthly visits. The spec names the flags but gives no wording beyond '£{topUp} per visit';
 * the sentences below are ours (docs/decisions/0005-activity-details-and-prices.md). Our reading of the flags:
 * - isAllowedOnPassport: the plan's passport covers the activity at all.
 * - isTopUpRequired / topUp: each visit costs topUp pounds on top of the plan.
 * - outOfAllowance: the activity sits outside the plan's monthly visits.
 * - isOutOfAllowanceAllowed: the activity may be booked outside the monthly visits (once they
 *   are used up, or because it sits outside them).
 */
import { topUpText } from './plan-copy'
import type { PricePlan } from './price-plans'

/** The per-passport flags (PassportPricingFields). */
export interface PassportPricingInfo {
  isAllowedOnPassport: boolean
  isTopUpRequired: boolean
  isOutOfAllowanceAllowed: boolean
  outOfAllowance: boolean
  /** Pounds per visit; 0 when no top-up applies. */
  topUp: number
}

/** GetActivityPricingQuery['activityPricing'] without the null. */
export interface ActivityPricingInfo {
  discoveryMemberAllowed: boolean
  moveLitePricing: PassportPricingInfo
  fullMovePricing: PassportPricingInfo
}

/** positive: good news; info: a condition; warning: costs extra or limits; negative: can't book. */
export type PricingTone = 'positive' | 'info' | 'warning' | 'negative'

export interface PricingMessage {
  tone: PricingTone
  text: string
}

export interface PlanActivityPricing {
  /** Spec §5: only the Discovery plan is ever disabled, when discoveryMemberAllowed is false. */
  disabled: boolean
  /** Whether the activity can be booked on this plan; null while pricing is unknown. */
  bookable: boolean | null
  /** Pounds per visit on top of the plan, when one applies and the activity is bookable. */
  topUp: number | null
  /** The card's lines, in display order. */
  messages: readonly PricingMessage[]
}

export const PRICING_COPY = {
  tasterExcluded: "This activity isn't included in the taster",
  notIncluded: 'Not included on this plan',
  unlimitedIncluded: 'Included in your unlimited visits',
  outsideBookable: "Outside this plan's monthly visits, but you can still book it",
  outsideNotBookable: "Outside this plan's monthly visits, so it can't be booked on this plan",
  topUpRequired: 'Top-up needed for this activity',
} as const

/** 'Counts as 1 of your 12 monthly visits' ('Counts as your 1 monthly visit' for one). */
export function countsAsVisitText(attendanceLimit: number): string {
  return attendanceLimit === 1
    ? 'Counts as your 1 monthly visit'
    : `Counts as 1 of your ${attendanceLimit} monthly visits`
}

/** After the visits run out: 'Still bookable after your 12 monthly visits are used up' or not. */
export function afterAllowanceText(attendanceLimit: number, bookable: boolean): string {
  const visits = `${attendanceLimit} monthly ${attendanceLimit === 1 ? 'visit' : 'visits'}`
  return bookable
    ? `Still bookable after your ${visits} ${attendanceLimit === 1 ? 'is' : 'are'} used up`
    : `Only bookable within your ${visits}`
}

/** 'Top-up for this activity: £2.50 per visit' (the spec's '£{topUp} per visit' inside). */
export function topUpMessageText(topUp: number): string {
  return `Top-up for this activity: ${topUpText(topUp)}`
}

const UNKNOWN: PlanActivityPricing = { disabled: false, bookable: null, topUp: null, messages: [] }

/**
 * The pricing of one activity on one plan. Without pricing (loading, failed) nothing is known
 * and nothing is disabled. The taster follows discoveryMemberAllowed; MoveFive plans
 * moveLitePricing and FullMembership plans fullMovePricing.
 */
export function planActivityPricing(
  plan: Pick<PricePlan, 'productType' | 'attendanceLimit'>,
  pricing: ActivityPricingInfo | null | undefined,
): PlanActivityPricing {
  if (!pricing) return UNKNOWN
  if (plan.productType === 'DiscoveryMembership') {
    return pricing.discoveryMemberAllowed
      ? { disabled: false, bookable: true, topUp: null, messages: [] }
      : {
          disabled: true,
          bookable: false,
          topUp: null,
          messages: [{ tone: 'negative', text: PRICING_COPY.tasterExcluded }],
        }
  }
  const passport =
    plan.productType === 'MoveFive' ? pricing.moveLitePricing : pricing.fullMovePricing
  return passportPricing(passport, plan.attendanceLimit)
}

function passportPricing(
  passport: PassportPricingInfo,
  attendanceLimit: number | null,
): PlanActivityPricing {
  if (!passport.isAllowedOnPassport) {
    return {
      disabled: false,
      bookable: false,
      topUp: null,
      messages: [{ tone: 'negative', text: PRICING_COPY.notIncluded }],
    }
  }
  if (passport.outOfAllowance && !passport.isOutOfAllowanceAllowed) {
    return {
      disabled: false,
      bookable: false,
      topUp: null,
      messages: [{ tone: 'negative', text: PRICING_COPY.outsideNotBookable }],
    }
  }
  const messages: PricingMessage[] = []
  const limited = attendanceLimit != null && attendanceLimit > 0
  if (passport.outOfAllowance) {
    messages.push({ tone: 'info', text: PRICING_COPY.outsideBookable })
  } else if (limited) {
    messages.push({ tone: 'positive', text: countsAsVisitText(attendanceLimit) })
    messages.push(
      passport.isOutOfAllowanceAllowed
        ? { tone: 'info', text: afterAllowanceText(attendanceLimit, true) }
        : { tone: 'warning', text: afterAllowanceText(attendanceLimit, false) },
    )
  } else {
    messages.push({ tone: 'positive', text: PRICING_COPY.unlimitedIncluded })
  }
  let topUp: number | null = null
  if (passport.isTopUpRequired) {
    // The seed keeps 'required' and 'positive amount' together; should they ever disagree, say
    // a top-up is due rather than quote £0.00.
    if (passport.topUp > 0) {
      topUp = passport.topUp
      messages.push({ tone: 'warning', text: topUpMessageText(passport.topUp) })
    } else {
      messages.push({ tone: 'warning', text: PRICING_COPY.topUpRequired })
    }
  }
  return { disabled: false, bookable: true, topUp, messages }
}

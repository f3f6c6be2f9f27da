/**
 * Beyond the spec: what a visit costs on each plan, so no card hides its real price. Money is
 * worked in whole pennies and rounded up, so a figure is never lower than what is paid.
 */
import { formatPrice } from './format-price'
import type { PricePlan } from './price-plans'

/** An average month in weeks (365.25 / 12 / 7 ≈ 4.348): a year of weekly prices over 12. */
export const WEEKS_PER_MONTH = 365.25 / 12 / 7

export type VisitPrice =
  /** A plan with a monthly allowance: the price per visit when every visit is used. */
  | {
      kind: 'per-visit'
      visits: number
      perVisit: number
      /** Per-visit top-up for this activity, if any. */
      topUp: number | null
      /** perVisit + topUp: what one visit to this activity costs; null without a top-up. */
      total: number | null
    }
  /** No allowance (unlimited visits): the price per month; a visit's share depends on use. */
  | { kind: 'monthly'; monthlyPrice: number; topUp: number | null }
  /** The taster: a flat weekly price, so one visit in the week costs at most that. */
  | { kind: 'taster'; weeklyPrice: number }

const pennies = (pounds: number) => Math.round(pounds * 100)
// The epsilon keeps binary noise (724.0000000001) from adding a penny.
const ceilPennies = (exactPennies: number) => Math.ceil(exactPennies - 1e-6)

/**
 * The price per visit of a plan at its allowance: weekly price × WEEKS_PER_MONTH ÷ visits per
 * month, rounded up to the penny, plus the activity's top-up for the total. Unlimited plans
 * (attendanceLimit null, or not positive) give their monthly price, rounded up; the taster its
 * weekly price (a one-week trial with no top-ups).
 *
 * @example visitPrice({ productType: 'FullMembership', weeklyPrice: 24.99, attendanceLimit: 12 }, 2.5)
 * // { kind: 'per-visit', visits: 12, perVisit: 9.06, topUp: 2.5, total: 11.56 }
 */
export function visitPrice(
  plan: Pick<PricePlan, 'productType' | 'weeklyPrice' | 'attendanceLimit'>,
  topUp: number | null = null,
): VisitPrice {
  if (plan.productType === 'DiscoveryMembership') {
    return { kind: 'taster', weeklyPrice: plan.weeklyPrice }
  }
  const monthlyExact = pennies(plan.weeklyPrice) * WEEKS_PER_MONTH
  const extra = topUp != null && topUp > 0 ? pennies(topUp) : null
  const visits = plan.attendanceLimit
  if (visits == null || visits <= 0) {
    return {
      kind: 'monthly',
      monthlyPrice: ceilPennies(monthlyExact) / 100,
      topUp: extra === null ? null : extra / 100,
    }
  }
  const perVisit = ceilPennies(monthlyExact / visits)
  return {
    kind: 'per-visit',
    visits,
    perVisit: perVisit / 100,
    topUp: extra === null ? null : extra / 100,
    total: extra === null ? null : (perVisit + extra) / 100,
  }
}

/**
 * The card's lines for a visit price:
 * - per visit: '£9.06 per visit if you use all 12 visits a month', and with a top-up
 *   'This activity: £11.56 per visit (£9.06 + £2.50 top-up)';
 * - unlimited: '£108.67 a month for unlimited visits' (the top-up has its own message);
 * - taster: '£1 for the taster week, so no more than £1 per visit'.
 */
export function visitPriceLines(price: VisitPrice): string[] {
  switch (price.kind) {
    case 'taster': {
      const weekly = formatPrice(price.weeklyPrice)
      return [`${weekly} for the taster week, so no more than ${weekly} per visit`]
    }
    case 'monthly':
      return [`${formatPrice(price.monthlyPrice)} a month for unlimited visits`]
    case 'per-visit': {
      const perVisit = formatPrice(price.perVisit)
      const visits = price.visits === 1 ? 'your 1 visit' : `all ${price.visits} visits`
      const lines = [`${perVisit} per visit if you use ${visits} a month`]
      if (price.total !== null && price.topUp !== null) {
        lines.push(
          `This activity: ${formatPrice(price.total)} per visit (${perVisit} + ${formatPrice(price.topUp)} top-up)`,
        )
      }
      return lines
    }
  }
}

import type { ActivityPricingInfo, PassportPricingInfo } from '@/lib/pricing/activity-pricing'
import { planCardCopy, type PlanCardCopy } from '@/lib/pricing/plan-card'
import { pricePlans, type PricePlan } from '@/lib/pricing/price-plans'
import { seedListing } from './fixtures'

// London: full £19.99 (was £24.99, 20% off) with 12 visits, MoveFive £12.99 with 5, taster £1.
const [FULL, LITE, TASTER] = pricePlans(seedListing('london')) as [PricePlan, PricePlan, PricePlan]

const OPEN: PassportPricingInfo = {
  isAllowedOnPassport: true,
  isTopUpRequired: false,
  isOutOfAllowanceAllowed: true,
  outOfAllowance: false,
  topUp: 0,
}
const pricing = (
  discoveryMemberAllowed: boolean,
  lite: Partial<PassportPricingInfo> = {},
  full: Partial<PassportPricingInfo> = {},
): ActivityPricingInfo => ({
  discoveryMemberAllowed,
  moveLitePricing: { ...OPEN, ...lite },
  fullMovePricing: { ...OPEN, ...full },
})

describe('the London seed plans', () => {
  it('are what these tables assume', () => {
    expect(
      [FULL, LITE, TASTER].map((p) => [p.productType, p.weeklyPrice, p.attendanceLimit]),
    ).toEqual([
      ['FullMembership', 19.99, 12],
      ['MoveFive', 12.99, 5],
      ['DiscoveryMembership', 1, 5],
    ])
    expect(FULL.discount).toEqual({ percentageDiscount: 20, originalWeeklyPrice: 24.99 })
  })
})

describe('planCardCopy', () => {
  it.each<[string, PricePlan, Parameters<typeof planCardCopy>[1], PlanCardCopy]>([
    [
      'full, pricing loading',
      FULL,
      { pricing: null },
      {
        buttonText: 'Start free trial',
        price: '£19.99',
        trial: null,
        visits: '12 visits per month',
        perk: 'First visit free at 100s of providers',
        value: ['£7.25 per visit if you use all 12 visits a month'],
        messages: [],
        discount: { percentageDiscount: 20, originalWeeklyPrice: 24.99, weeklyPrice: 19.99 },
        disabled: false,
        bookable: null,
      },
    ],
    [
      'full with a £4 top-up',
      FULL,
      { pricing: pricing(true, {}, { isTopUpRequired: true, topUp: 4 }) },
      {
        buttonText: 'Start free trial',
        price: '£19.99',
        trial: null,
        visits: '12 visits per month',
        perk: 'First visit free at 100s of providers',
        value: [
          '£7.25 per visit if you use all 12 visits a month',
          'This activity: £11.25 per visit (£7.25 + £4.00 top-up)',
        ],
        messages: [
          { tone: 'positive', text: 'Counts as 1 of your 12 monthly visits' },
          { tone: 'info', text: 'Still bookable after your 12 monthly visits are used up' },
          { tone: 'warning', text: 'Top-up for this activity: £4.00 per visit' },
        ],
        discount: { percentageDiscount: 20, originalWeeklyPrice: 24.99, weeklyPrice: 19.99 },
        disabled: false,
        bookable: true,
      },
    ],
    [
      'full with a top-up, prices hidden: the top-up stays',
      FULL,
      { pricing: pricing(true, {}, { isTopUpRequired: true, topUp: 4 }), hideCopyPrices: true },
      {
        buttonText: 'Start free trial',
        price: null,
        trial: null,
        visits: '12 visits per month',
        perk: 'First visit free at 100s of providers',
        value: [],
        messages: [
          { tone: 'positive', text: 'Counts as 1 of your 12 monthly visits' },
          { tone: 'info', text: 'Still bookable after your 12 monthly visits are used up' },
          { tone: 'warning', text: 'Top-up for this activity: £4.00 per visit' },
        ],
        discount: null,
        disabled: false,
        bookable: true,
      },
    ],
    [
      'lite not included: selectable, no top-up total',
      LITE,
      { pricing: pricing(true, { isAllowedOnPassport: false }) },
      {
        buttonText: 'Buy membership',
        price: '£12.99',
        trial: null,
        visits: '5 visits per month',
        perk: 'First visit free at 100s of providers',
        value: ['£11.30 per visit if you use all 5 visits a month'],
        messages: [{ tone: 'negative', text: 'Not included on this plan' }],
        discount: null,
        disabled: false,
        bookable: false,
      },
    ],
    [
      'lite outside the allowance and not bookable: a top-up is not quoted',
      LITE,
      {
        pricing: pricing(true, {
          outOfAllowance: true,
          isOutOfAllowanceAllowed: false,
          isTopUpRequired: true,
          topUp: 5,
        }),
      },
      {
        buttonText: 'Buy membership',
        price: '£12.99',
        trial: null,
        visits: '5 visits per month',
        perk: 'First visit free at 100s of providers',
        value: ['£11.30 per visit if you use all 5 visits a month'],
        messages: [
          {
            tone: 'negative',
            text: "Outside this plan's monthly visits, so it can't be booked on this plan",
          },
        ],
        discount: null,
        disabled: false,
        bookable: false,
      },
    ],
    [
      'taster, activity open to discovery members',
      TASTER,
      { pricing: pricing(true) },
      {
        buttonText: 'Try for £1',
        price: '£1',
        trial: 'Try this activity for £1',
        visits: null,
        perk: null,
        value: ['£1 for the taster week, so no more than £1 per visit'],
        messages: [],
        discount: null,
        disabled: false,
        bookable: true,
      },
    ],
    [
      'taster, activity closed to discovery members: disabled',
      TASTER,
      { pricing: pricing(false) },
      {
        buttonText: 'Try for £1',
        price: '£1',
        trial: 'Try for £1',
        visits: null,
        perk: null,
        value: ['£1 for the taster week, so no more than £1 per visit'],
        messages: [{ tone: 'negative', text: "This activity isn't included in the taster" }],
        discount: null,
        disabled: true,
        bookable: false,
      },
    ],
    [
      'taster, pricing unknown',
      TASTER,
      undefined,
      {
        buttonText: 'Try for £1',
        price: '£1',
        trial: 'Try for £1',
        visits: null,
        perk: null,
        value: ['£1 for the taster week, so no more than £1 per visit'],
        messages: [],
        discount: null,
        disabled: false,
        bookable: null,
      },
    ],
    [
      'taster, prices hidden: the button keeps its text',
      TASTER,
      { pricing: pricing(true), hideCopyPrices: true },
      {
        buttonText: 'Try for £1',
        price: null,
        trial: null,
        visits: null,
        perk: null,
        value: [],
        messages: [],
        discount: null,
        disabled: false,
        bookable: true,
      },
    ],
  ])('%s', (_, plan, options, expected) => {
    expect(planCardCopy(plan, options)).toEqual(expected)
  })
})

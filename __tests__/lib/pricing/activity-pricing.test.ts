import {
  PRICING_FLAG_COMBINATIONS,
  pricingFlagsKey,
} from '@/server/db/seed/catalogue/passport-pricing'
import {
  afterAllowanceText,
  countsAsVisitText,
  planActivityPricing,
  topUpMessageText,
  type ActivityPricingInfo,
  type PassportPricingInfo,
  type PlanActivityPricing,
  type PricingMessage,
} from '@/lib/pricing/activity-pricing'
import type { ProductTypeName } from '@/lib/pricing/product-type'

const OPEN: PassportPricingInfo = {
  isAllowedOnPassport: true,
  isTopUpRequired: false,
  isOutOfAllowanceAllowed: true,
  outOfAllowance: false,
  topUp: 0,
}

function info(
  lite: Partial<PassportPricingInfo> = {},
  full: Partial<PassportPricingInfo> = {},
  discoveryMemberAllowed = true,
): ActivityPricingInfo {
  return {
    discoveryMemberAllowed,
    moveLitePricing: { ...OPEN, ...lite },
    fullMovePricing: { ...OPEN, ...full },
  }
}

const counts12: PricingMessage = { tone: 'positive', text: 'Counts as 1 of your 12 monthly visits' }
const after12: PricingMessage = {
  tone: 'info',
  text: 'Still bookable after your 12 monthly visits are used up',
}
const within12: PricingMessage = {
  tone: 'warning',
  text: 'Only bookable within your 12 monthly visits',
}
const outsideOk: PricingMessage = {
  tone: 'info',
  text: "Outside this plan's monthly visits, but you can still book it",
}
const outsideNo: PricingMessage = {
  tone: 'negative',
  text: "Outside this plan's monthly visits, so it can't be booked on this plan",
}
const notIncluded: PricingMessage = { tone: 'negative', text: 'Not included on this plan' }
const topUp250: PricingMessage = {
  tone: 'warning',
  text: 'Top-up for this activity: £2.50 per visit',
}

/** Flags as allowed/top-up/out-of-allowance-allowed/out-of-allowance, '1' or '0' each. */
const EXPECTED: Record<string, Omit<PlanActivityPricing, 'disabled'>> = {
  '1010': { bookable: true, topUp: null, messages: [counts12, after12] },
  '1011': { bookable: true, topUp: null, messages: [outsideOk] },
  '1000': { bookable: true, topUp: null, messages: [counts12, within12] },
  '1001': { bookable: false, topUp: null, messages: [outsideNo] },
  '1110': { bookable: true, topUp: 2.5, messages: [counts12, after12, topUp250] },
  '1111': { bookable: true, topUp: 2.5, messages: [outsideOk, topUp250] },
  '1100': { bookable: true, topUp: 2.5, messages: [counts12, within12, topUp250] },
  '1101': { bookable: false, topUp: null, messages: [outsideNo] },
  '0010': { bookable: false, topUp: null, messages: [notIncluded] },
  '0011': { bookable: false, topUp: null, messages: [notIncluded] },
  '0000': { bookable: false, topUp: null, messages: [notIncluded] },
  '0001': { bookable: false, topUp: null, messages: [notIncluded] },
}

describe('planActivityPricing: every flag combination the seed guarantees', () => {
  it('covers exactly the seed combinations', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(
      PRICING_FLAG_COMBINATIONS.map(pricingFlagsKey).sort(),
    )
  })

  describe.each<[ProductTypeName, 'moveLitePricing' | 'fullMovePricing']>([
    ['FullMembership', 'fullMovePricing'],
    ['MoveFive', 'moveLitePricing'],
  ])('%s plan (12 visits) reads %s', (productType, field) => {
    it.each(PRICING_FLAG_COMBINATIONS.map((flags) => [pricingFlagsKey(flags), flags] as const))(
      'flags %s',
      (key, flags) => {
        const passport = { ...flags, topUp: flags.isTopUpRequired ? 2.5 : 0 }
        // The other passport is the opposite, so reading the wrong one would show.
        const other: PassportPricingInfo = {
          ...OPEN,
          isAllowedOnPassport: !flags.isAllowedOnPassport,
        }
        const pricing: ActivityPricingInfo = {
          discoveryMemberAllowed: false,
          moveLitePricing: field === 'moveLitePricing' ? passport : other,
          fullMovePricing: field === 'fullMovePricing' ? passport : other,
        }
        expect(planActivityPricing({ productType, attendanceLimit: 12 }, pricing)).toEqual({
          disabled: false,
          ...EXPECTED[key],
        })
      },
    )
  })
})

describe('planActivityPricing: the taster (spec §5)', () => {
  it.each<[boolean, PlanActivityPricing]>([
    [true, { disabled: false, bookable: true, topUp: null, messages: [] }],
    [
      false,
      {
        disabled: true,
        bookable: false,
        topUp: null,
        messages: [{ tone: 'negative', text: "This activity isn't included in the taster" }],
      },
    ],
  ])('discoveryMemberAllowed %p', (allowed, expected) => {
    // Passport flags never matter to the taster.
    const pricing = info(
      { isAllowedOnPassport: !allowed },
      { isAllowedOnPassport: !allowed },
      allowed,
    )
    expect(
      planActivityPricing({ productType: 'DiscoveryMembership', attendanceLimit: 5 }, pricing),
    ).toEqual(expected)
  })
})

describe('planActivityPricing: allowances', () => {
  it.each<[number | null, Partial<PassportPricingInfo>, PricingMessage[]]>([
    [null, {}, [{ tone: 'positive', text: 'Included in your unlimited visits' }]],
    [
      null,
      { isOutOfAllowanceAllowed: false },
      [{ tone: 'positive', text: 'Included in your unlimited visits' }],
    ],
    [null, { outOfAllowance: true }, [outsideOk]],
    [
      null,
      { isTopUpRequired: true, topUp: 4 },
      [
        { tone: 'positive', text: 'Included in your unlimited visits' },
        { tone: 'warning', text: 'Top-up for this activity: £4.00 per visit' },
      ],
    ],
    [
      5,
      {},
      [
        { tone: 'positive', text: 'Counts as 1 of your 5 monthly visits' },
        { tone: 'info', text: 'Still bookable after your 5 monthly visits are used up' },
      ],
    ],
    [
      1,
      { isOutOfAllowanceAllowed: false },
      [
        { tone: 'positive', text: 'Counts as your 1 monthly visit' },
        { tone: 'warning', text: 'Only bookable within your 1 monthly visit' },
      ],
    ],
    [
      1,
      {},
      [
        { tone: 'positive', text: 'Counts as your 1 monthly visit' },
        { tone: 'info', text: 'Still bookable after your 1 monthly visit is used up' },
      ],
    ],
  ])('limit %p, flags %p', (attendanceLimit, flags, messages) => {
    expect(
      planActivityPricing({ productType: 'FullMembership', attendanceLimit }, info({}, flags))
        .messages,
    ).toEqual(messages)
  })

  it('says a top-up is due rather than quote £0.00 if the amount is missing', () => {
    const result = planActivityPricing(
      { productType: 'MoveFive', attendanceLimit: 5 },
      info({ isTopUpRequired: true, topUp: 0 }),
    )
    expect(result.topUp).toBeNull()
    expect(result.messages).toContainEqual({
      tone: 'warning',
      text: 'Top-up needed for this activity',
    })
    expect(result.messages.map((m) => m.text).join(' ')).not.toContain('£0.00')
  })
})

describe('planActivityPricing without pricing (loading or failed)', () => {
  it.each<ProductTypeName>(['FullMembership', 'MoveFive', 'DiscoveryMembership'])(
    '%s',
    (productType) => {
      for (const pricing of [null, undefined]) {
        expect(planActivityPricing({ productType, attendanceLimit: 12 }, pricing)).toEqual({
          disabled: false,
          bookable: null,
          topUp: null,
          messages: [],
        })
      }
    },
  )
})

describe('message builders', () => {
  it.each([
    [12, 'Counts as 1 of your 12 monthly visits'],
    [2, 'Counts as 1 of your 2 monthly visits'],
    [1, 'Counts as your 1 monthly visit'],
  ])('countsAsVisitText(%p)', (limit, text) => {
    expect(countsAsVisitText(limit)).toBe(text)
  })

  it.each<[number, boolean, string]>([
    [12, true, 'Still bookable after your 12 monthly visits are used up'],
    [12, false, 'Only bookable within your 12 monthly visits'],
    [1, true, 'Still bookable after your 1 monthly visit is used up'],
    [1, false, 'Only bookable within your 1 monthly visit'],
  ])('afterAllowanceText(%p, %p)', (limit, bookable, text) => {
    expect(afterAllowanceText(limit, bookable)).toBe(text)
  })

  it.each([
    [2.5, 'Top-up for this activity: £2.50 per visit'],
    [1, 'Top-up for this activity: £1 per visit'],
    [5, 'Top-up for this activity: £5.00 per visit'],
  ])('topUpMessageText(%p)', (topUp, text) => {
    expect(topUpMessageText(topUp)).toBe(text)
  })
})

import {
  ACTIVITY_TRIAL_TEXT,
  FIRST_VISIT_FREE,
  isPaidPlan,
  MOST_POPULAR_PLAN,
  planButtonText,
  PRICING_ERROR,
  PRICING_LOADING,
  topUpText,
  TRIAL_TEXT,
  trialText,
  visitsPerMonthText,
} from '@/lib/pricing/plan-copy'
import type { ProductTypeName } from '@/lib/pricing/product-type'

describe('spec strings, word for word', () => {
  it.each([
    [MOST_POPULAR_PLAN, 'Most popular plan'],
    [PRICING_LOADING, 'Loading...'],
    [PRICING_ERROR, 'Failed to load pricing information. Please refresh the page'],
    [TRIAL_TEXT, 'Try for £1'],
    [ACTIVITY_TRIAL_TEXT, 'Try this activity for £1'],
    [FIRST_VISIT_FREE, 'First visit free at 100s of providers'],
  ])('%p', (actual, expected) => {
    expect(actual).toBe(expected)
  })
})

describe('planButtonText (spec §9)', () => {
  it.each<[ProductTypeName, string]>([
    ['FullMembership', 'Start free trial'],
    ['MoveFive', 'Buy membership'],
    ['DiscoveryMembership', 'Try for £1'],
  ])('%s → %p', (type, text) => {
    expect(planButtonText(type)).toBe(text)
  })
})

describe('trialText (spec §9)', () => {
  it.each<[boolean | null | undefined, string]>([
    [true, 'Try this activity for £1'],
    [false, 'Try for £1'],
    [null, 'Try for £1'],
    [undefined, 'Try for £1'],
  ])('activity allows discovery %p → %p', (allowed, text) => {
    expect(trialText(allowed)).toBe(text)
  })
})

describe('isPaidPlan', () => {
  it.each<[ProductTypeName, boolean]>([
    ['FullMembership', true],
    ['MoveFive', true],
    ['DiscoveryMembership', false],
  ])('%s → %p', (type, paid) => {
    expect(isPaidPlan(type)).toBe(paid)
  })
})

describe('visitsPerMonthText (spec §9)', () => {
  it.each<[number | null, string]>([
    [12, '12 visits per month'],
    [5, '5 visits per month'],
    [2, '2 visits per month'],
    [1, '1 visit per month'],
    [null, 'Unlimited visits per month'],
  ])('%p → %p', (limit, text) => {
    expect(visitsPerMonthText(limit)).toBe(text)
  })
})

describe("topUpText (spec: '£{topUp} per visit')", () => {
  it.each([
    [2.5, '£2.50 per visit'],
    [4, '£4.00 per visit'],
    [5, '£5.00 per visit'],
    [1, '£1 per visit'],
    [1.0, '£1 per visit'],
    [0.99, '£0.99 per visit'],
    [12.5, '£12.50 per visit'],
  ])('%p → %p', (topUp, text) => {
    expect(topUpText(topUp)).toBe(text)
  })
})

import type { ProductTypeName } from '@/lib/pricing/product-type'
import {
  visitPrice,
  visitPriceLines,
  WEEKS_PER_MONTH,
  type VisitPrice,
} from '@/lib/pricing/visit-price'

describe('WEEKS_PER_MONTH', () => {
  it('is a year of weeks over twelve months', () => {
    expect(WEEKS_PER_MONTH * 12 * 7).toBeCloseTo(365.25, 10)
  })
})

describe('visitPrice (beyond the spec: the price per visit at the allowance)', () => {
  // Expected figures worked by hand: weekly × 365.25 / 84 ÷ visits, rounded up to the penny.
  it.each<[string, ProductTypeName, number, number | null, number | null, VisitPrice]>([
    [
      'full, 12 visits',
      'FullMembership',
      24.99,
      12,
      null,
      { kind: 'per-visit', visits: 12, perVisit: 9.06, topUp: null, total: null },
    ],
    [
      'full, 12 visits, £2.50 top-up',
      'FullMembership',
      24.99,
      12,
      2.5,
      { kind: 'per-visit', visits: 12, perVisit: 9.06, topUp: 2.5, total: 11.56 },
    ],
    [
      'London discounted full (£19.99)',
      'FullMembership',
      19.99,
      12,
      4,
      { kind: 'per-visit', visits: 12, perVisit: 7.25, topUp: 4, total: 11.25 },
    ],
    [
      'lite, 5 visits',
      'MoveFive',
      12.99,
      5,
      null,
      { kind: 'per-visit', visits: 5, perVisit: 11.3, topUp: null, total: null },
    ],
    [
      'Brighton discounted lite (£7.99), £5 top-up',
      'MoveFive',
      7.99,
      5,
      5,
      { kind: 'per-visit', visits: 5, perVisit: 6.95, topUp: 5, total: 11.95 },
    ],
    [
      'an exact penny is not rounded up (13.44 × 365.25 / 84 / 12 = 4.87)',
      'FullMembership',
      13.44,
      12,
      null,
      { kind: 'per-visit', visits: 12, perVisit: 4.87, topUp: null, total: null },
    ],
    [
      'one visit',
      'MoveFive',
      3.36,
      1,
      null,
      { kind: 'per-visit', visits: 1, perVisit: 14.61, topUp: null, total: null },
    ],
    [
      'a zero top-up is no top-up',
      'MoveFive',
      9.99,
      5,
      0,
      { kind: 'per-visit', visits: 5, perVisit: 8.69, topUp: null, total: null },
    ],
    [
      'unlimited: the monthly price',
      'FullMembership',
      29.99,
      null,
      null,
      { kind: 'monthly', monthlyPrice: 130.41, topUp: null },
    ],
    [
      'unlimited with a top-up',
      'FullMembership',
      19.99,
      null,
      2.5,
      { kind: 'monthly', monthlyPrice: 86.93, topUp: 2.5 },
    ],
    [
      'a limit of 0 is treated as no allowance',
      'FullMembership',
      19.99,
      0,
      null,
      { kind: 'monthly', monthlyPrice: 86.93, topUp: null },
    ],
    [
      'the taster: its weekly price',
      'DiscoveryMembership',
      1,
      5,
      null,
      { kind: 'taster', weeklyPrice: 1 },
    ],
    [
      'the taster ignores a top-up',
      'DiscoveryMembership',
      1,
      null,
      2.5,
      { kind: 'taster', weeklyPrice: 1 },
    ],
  ])('%s', (_, productType, weeklyPrice, attendanceLimit, topUp, expected) => {
    expect(visitPrice({ productType, weeklyPrice, attendanceLimit }, topUp)).toEqual(expected)
  })

  it('never states less than the plan costs per visit', () => {
    for (let pennies = 99; pennies <= 3999; pennies += 37) {
      for (const visits of [1, 4, 5, 8, 12]) {
        const price = visitPrice(
          { productType: 'FullMembership', weeklyPrice: pennies / 100, attendanceLimit: visits },
          null,
        )
        if (price.kind !== 'per-visit') throw new Error('expected a per-visit price')
        const exact = (pennies * 365.25) / 84 / visits
        expect(price.perVisit * 100).toBeGreaterThanOrEqual(exact - 1e-6)
        expect(price.perVisit * 100).toBeLessThan(exact + 1)
      }
    }
  })
})

describe('visitPriceLines', () => {
  it.each<[VisitPrice, string[]]>([
    [
      { kind: 'per-visit', visits: 12, perVisit: 9.06, topUp: null, total: null },
      ['£9.06 per visit if you use all 12 visits a month'],
    ],
    [
      { kind: 'per-visit', visits: 12, perVisit: 9.06, topUp: 2.5, total: 11.56 },
      [
        '£9.06 per visit if you use all 12 visits a month',
        'This activity: £11.56 per visit (£9.06 + £2.50 top-up)',
      ],
    ],
    [
      { kind: 'per-visit', visits: 1, perVisit: 14.61, topUp: null, total: null },
      ['£14.61 per visit if you use your 1 visit a month'],
    ],
    [
      { kind: 'per-visit', visits: 5, perVisit: 0.5, topUp: 0.5, total: 1 },
      [
        '£0.50 per visit if you use all 5 visits a month',
        'This activity: £1 per visit (£0.50 + £0.50 top-up)',
      ],
    ],
    [
      { kind: 'monthly', monthlyPrice: 130.41, topUp: null },
      ['£130.41 a month for unlimited visits'],
    ],
    [{ kind: 'monthly', monthlyPrice: 86.93, topUp: 2.5 }, ['£86.93 a month for unlimited visits']],
    [{ kind: 'taster', weeklyPrice: 1 }, ['£1 for the taster week, so no more than £1 per visit']],
  ])('%p', (price, lines) => {
    expect(visitPriceLines(price)).toEqual(lines)
  })
})

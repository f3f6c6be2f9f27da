import { PRODUCTS } from '@/server/db/seed/catalogue/products'
import { PLAN_KIND_BY_PRODUCT_ID, planKind, type PlanKind } from '@/lib/pricing/plan-kind'

describe('planKind by product id (spec §3 table)', () => {
  // Spec §3: 1, 101-103, 104 full; 2 corporate; 3 full_annual; 4-6, 118-120 discovery; 7 move4; 8, 126 move12.
  it.each<[number, PlanKind]>([
    [1, 'full'],
    [101, 'full'],
    [102, 'full'],
    [103, 'full'],
    [104, 'full'],
    [2, 'corporate'],
    [3, 'full_annual'],
    [4, 'discovery'],
    [5, 'discovery'],
    [6, 'discovery'],
    [118, 'discovery'],
    [119, 'discovery'],
    [120, 'discovery'],
    [7, 'move4'],
    [8, 'move12'],
    [126, 'move12'],
  ])('product %p → %p, whatever its type', (id, kind) => {
    for (const type of ['FullMembership', 'MOVE_FIVE', 'DiscoveryMembership', null, 'x']) {
      expect(planKind(id, type)).toBe(kind)
    }
    expect(planKind(String(id), null)).toBe(kind)
  })

  it('has exactly the spec ids', () => {
    expect([...PLAN_KIND_BY_PRODUCT_ID.keys()].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 101, 102, 103, 104, 118, 119, 120, 126,
    ])
  })

  it('agrees with the seeded product catalogue', () => {
    for (const product of PRODUCTS) {
      expect([product.id, planKind(product.id, product.productType)]).toEqual([
        product.id,
        product.planKind,
      ])
    }
  })
})

describe('planKind fallback by product type (ids outside the table)', () => {
  it.each<[number | string | null | undefined, string | null | undefined, PlanKind]>([
    [999, 'DiscoveryMembership', 'discovery'],
    [999, 'DISCOVERY_MEMBERSHIP', 'discovery'],
    [999, 'FullMembership', 'move12'],
    [999, 'FULL_MEMBERSHIP', 'move12'],
    [999, 'MoveFive', 'move4'],
    [999, 'MOVE_FIVE', 'move4'],
    [999, 'Corporate', 'unknown'],
    [999, null, 'unknown'],
    [null, 'MoveFive', 'move4'],
    [undefined, undefined, 'unknown'],
    // Neighbours of table ranges are not in the table.
    [0, 'FullMembership', 'move12'],
    [9, 'MoveFive', 'move4'],
    [100, 'FullMembership', 'move12'],
    [105, 'DiscoveryMembership', 'discovery'],
    [117, 'FullMembership', 'move12'],
    [121, 'MoveFive', 'move4'],
    [125, 'FullMembership', 'move12'],
    [127, null, 'unknown'],
    ['abc', 'MoveFive', 'move4'],
    [1.5, 'MoveFive', 'move4'],
  ])('id %p, type %p → %p', (id, type, kind) => {
    expect(planKind(id, type)).toBe(kind)
  })
})

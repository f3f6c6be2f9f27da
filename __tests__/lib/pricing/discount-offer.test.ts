import {
  defaultProduct,
  defaultProductType,
  listingEntryFor,
  pageDiscountOffer,
} from '@/lib/pricing/discount-offer'
import { normalizeProductType } from '@/lib/pricing/product-type'

type P = { id: string; productType: string; discount: { percentageDiscount: number } | null }
const p = (id: string, productType: string, discount: number | null = null): P => ({
  id,
  productType,
  discount: discount === null ? null : { percentageDiscount: discount },
})

const LISTING = [
  {
    initialProduct: p('full', 'FULL_MEMBERSHIP'),
    nextProductOptions: [
      p('f1', 'FULL_MEMBERSHIP'),
      p('f2', 'FULL_MEMBERSHIP', 20),
      p('f3', 'FULL_MEMBERSHIP', 30),
    ],
  },
  { initialProduct: p('lite', 'MOVE_FIVE'), nextProductOptions: [p('l1', 'MOVE_FIVE')] },
  {
    initialProduct: p('disc', 'DISCOVERY_MEMBERSHIP'),
    nextProductOptions: [p('d1', 'MOVE_FIVE', 10), p('d2', 'FULL_MEMBERSHIP', 20)],
  },
  {
    initialProduct: p('full-again', 'FULL_MEMBERSHIP'),
    nextProductOptions: [p('x', 'FULL_MEMBERSHIP', 50)],
  },
]

describe('defaultProductType (spec §4)', () => {
  it.each([
    ['FullMembership', 'FullMembership'],
    ['FULL_MEMBERSHIP', 'FullMembership'],
    ['MoveFive', 'MoveFive'],
    ['MOVE_FIVE', 'MoveFive'],
    ['DiscoveryMembership', 'DiscoveryMembership'],
    ['DISCOVERY_MEMBERSHIP', 'DiscoveryMembership'],
    [null, 'DiscoveryMembership'],
    [undefined, 'DiscoveryMembership'],
    ['', 'DiscoveryMembership'],
    ['Corporate', 'DiscoveryMembership'],
    ['fullmembership', 'DiscoveryMembership'],
  ])('%p → %p', (value, expected) => {
    expect(defaultProductType(value)).toBe(expected)
  })
})

describe('normalizeProductType', () => {
  it.each([
    ['MOVE_FIVE', 'MoveFive'],
    ['MoveFive', 'MoveFive'],
    ['move_five', undefined],
    [null, undefined],
  ])('%p → %p', (value, expected) => {
    expect(normalizeProductType(value)).toBe(expected)
  })
})

describe('pageDiscountOffer (spec §4)', () => {
  it.each([
    ['FullMembership', 'f2'],
    ['FULL_MEMBERSHIP', 'f2'],
    ['DiscoveryMembership', 'd1'],
    ['MoveFive', undefined],
    ['Unknown', undefined],
    [null, undefined],
  ])('type %p → %p', (type, expected) => {
    expect(pageDiscountOffer(LISTING, type)?.id).toBe(expected)
  })

  it('handles empty and missing listings', () => {
    expect(pageDiscountOffer([], 'FullMembership')).toBeUndefined()
    expect(pageDiscountOffer(null, 'FullMembership')).toBeUndefined()
    expect(pageDiscountOffer(undefined, 'FullMembership')).toBeUndefined()
  })

  it('looks only inside the first entry of the type, never the initial product', () => {
    const listing = [
      { initialProduct: p('a', 'MoveFive', 40), nextProductOptions: [p('b', 'MoveFive')] },
      { initialProduct: p('c', 'MoveFive'), nextProductOptions: [p('d', 'MoveFive', 10)] },
    ]
    expect(pageDiscountOffer(listing, 'MoveFive')).toBeUndefined()
    expect(listingEntryFor(listing, 'MoveFive')?.initialProduct.id).toBe('a')
  })
})

describe('defaultProduct', () => {
  it.each([
    ['FULL_MEMBERSHIP', 'full'],
    ['MoveFive', 'lite'],
    [null, 'disc'],
    ['garbage', 'disc'],
  ])('page default %p → %p', (type, expected) => {
    expect(defaultProduct(LISTING, type)?.id).toBe(expected)
  })

  it('is undefined when the listing lacks the type', () => {
    expect(defaultProduct([LISTING[1]!], 'FullMembership')).toBeUndefined()
    expect(defaultProduct(null, 'FullMembership')).toBeUndefined()
  })
})

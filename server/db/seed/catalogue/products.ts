/**
 * The product table of spec §3 ("Product id to plan kind") and the passports the pricing rules
 * refer to. Every package points at one of these products.
 */
import { BRAND, PRODUCT_NAMES } from '@/lib/brand'
import type { PlanKind as PricingPlanKind } from '@/lib/pricing/plan-kind'

export type ProductType = 'DiscoveryMembership' | 'FullMembership' | 'MoveFive'

/** Plan kinds, as the spec names them (the pricing rules' type, less their 'unknown'). */
export type PlanKind = Exclude<PricingPlanKind, 'unknown'>

export interface ProductDefinition {
  id: number
  name: string
  /** Null for corporate and annual passes, which are sold outside the product pages. */
  productType: ProductType | null
  planKind: PlanKind
}

export const PRODUCTS: readonly ProductDefinition[] = [
  { id: 1, name: 'Full Membership', productType: 'FullMembership', planKind: 'full' },
  { id: 101, name: 'Full Membership (Monthly)', productType: 'FullMembership', planKind: 'full' },
  { id: 102, name: 'Full Membership (Partner)', productType: 'FullMembership', planKind: 'full' },
  { id: 103, name: 'Full Membership (Student)', productType: 'FullMembership', planKind: 'full' },
  { id: 104, name: 'Full Membership Unlimited', productType: 'FullMembership', planKind: 'full' },
  { id: 2, name: 'Corporate Membership', productType: null, planKind: 'corporate' },
  { id: 3, name: 'Annual Full Membership', productType: null, planKind: 'full_annual' },
  { id: 4, name: 'Discovery Taster', productType: 'DiscoveryMembership', planKind: 'discovery' },
  {
    id: 5,
    name: 'Discovery Taster (Partner)',
    productType: 'DiscoveryMembership',
    planKind: 'discovery',
  },
  {
    id: 6,
    name: 'Discovery Taster (Voucher)',
    productType: 'DiscoveryMembership',
    planKind: 'discovery',
  },
  {
    id: 118,
    name: 'Discovery Taster (Welcome)',
    productType: 'DiscoveryMembership',
    planKind: 'discovery',
  },
  {
    id: 119,
    name: `${PRODUCT_NAMES.streaming} Taster`,
    productType: 'DiscoveryMembership',
    planKind: 'discovery',
  },
  {
    id: 120,
    name: 'Discovery Taster (Corporate Trial)',
    productType: 'DiscoveryMembership',
    planKind: 'discovery',
  },
  { id: 7, name: PRODUCT_NAMES.lite, productType: 'MoveFive', planKind: 'move4' },
  { id: 8, name: `${BRAND} Twelve`, productType: 'FullMembership', planKind: 'move12' },
  { id: 126, name: `${BRAND} Twelve (Partner)`, productType: 'FullMembership', planKind: 'move12' },
]

/** Named product ids the catalogue builds packages from. */
export const PRODUCT_IDS = {
  full: 1,
  fullMonthly: 101,
  fullPartner: 102,
  fullStudent: 103,
  fullUnlimited: 104,
  corporate: 2,
  fullAnnual: 3,
  discovery: 4,
  discoveryPartner: 5,
  discoveryVoucher: 6,
  discoveryWelcome: 118,
  discoveryStreaming: 119,
  discoveryCorporateTrial: 120,
  moveFive: 7,
  moveTwelve: 8,
  moveTwelvePartner: 126,
} as const

/**
 * Passports: what a member's plan lets them book. An activity's lite_pricing applies to the
 * lite passport, its full_pricing to the full passport; discovery access is the activity's
 * discovery_member_allowed flag.
 */
export const PASSPORT_IDS = {
  discovery: 1,
  lite: 2,
  full: 3,
} as const

export function getProduct(id: number): ProductDefinition {
  const product = PRODUCTS.find((candidate) => candidate.id === id)
  if (!product) throw new RangeError(`Unknown product ${id}`)
  return product
}

/** Database enum values ↔ the GraphQL enum values of the contract. */
import type {
  LandingVariant,
  PageVariant,
  ProductType,
  TestimonialType,
} from './generated/resolvers-types'

type DbPageVariant = 'Discovery' | 'Partner' | 'Voucher' | 'Welcome' | 'Venue'
type DbProductType = 'DiscoveryMembership' | 'FullMembership' | 'MoveFive'
type DbTestimonialType = 'Customer' | 'Partner'
type DbLandingVariant = 'product' | 'partner' | 'venue'

const PAGE_VARIANT_TO_DB: Record<PageVariant, DbPageVariant> = {
  DISCOVERY: 'Discovery',
  PARTNER: 'Partner',
  VOUCHER: 'Voucher',
  WELCOME: 'Welcome',
  VENUE: 'Venue',
}
const PRODUCT_TYPE_TO_DB: Record<ProductType, DbProductType> = {
  DISCOVERY_MEMBERSHIP: 'DiscoveryMembership',
  FULL_MEMBERSHIP: 'FullMembership',
  MOVE_FIVE: 'MoveFive',
}
const TESTIMONIAL_TYPE_TO_DB: Record<TestimonialType, DbTestimonialType> = {
  CUSTOMER: 'Customer',
  PARTNER: 'Partner',
}
const LANDING_VARIANT_TO_DB: Record<LandingVariant, DbLandingVariant> = {
  PRODUCT: 'product',
  PARTNER: 'partner',
  VENUE: 'venue',
}

function invert<K extends string, V extends string>(map: Record<K, V>): Record<V, K> {
  return Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k])) as Record<V, K>
}

const PAGE_VARIANT_FROM_DB = invert(PAGE_VARIANT_TO_DB)
const PRODUCT_TYPE_FROM_DB = invert(PRODUCT_TYPE_TO_DB)
const TESTIMONIAL_TYPE_FROM_DB = invert(TESTIMONIAL_TYPE_TO_DB)

export const pageVariantToDb = (value: PageVariant): DbPageVariant => PAGE_VARIANT_TO_DB[value]
export const pageVariantFromDb = (value: DbPageVariant): PageVariant => PAGE_VARIANT_FROM_DB[value]
export const productTypeToDb = (value: ProductType): DbProductType => PRODUCT_TYPE_TO_DB[value]
export const productTypeFromDb = (value: DbProductType): ProductType => PRODUCT_TYPE_FROM_DB[value]
export const testimonialTypeToDb = (value: TestimonialType): DbTestimonialType =>
  TESTIMONIAL_TYPE_TO_DB[value]
export const testimonialTypeFromDb = (value: DbTestimonialType): TestimonialType =>
  TESTIMONIAL_TYPE_FROM_DB[value]
export const landingVariantToDb = (value: LandingVariant): DbLandingVariant =>
  LANDING_VARIANT_TO_DB[value]

export function optionalProductTypeFromDb(value: DbProductType | null): ProductType | null {
  return value === null ? null : productTypeFromDb(value)
}

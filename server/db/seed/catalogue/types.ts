/**
 * Row shapes the generator produces: exactly the Drizzle insert types, with explicit ids so the
 * same seed always gives the same ids. Type-only imports: nothing here touches a database.
 */
import type {
  activities,
  catalogueMeta,
  cities,
  customers,
  faqs,
  landingPages,
  marketingPartners,
  packageListingOptions,
  packageListings,
  packages,
  products,
  reviews,
  testimonials,
  texts,
  timeslots,
  venues,
} from '../../schema'

type WithId<T> = Omit<T, 'id'> & { id: number }

export type CityRow = typeof cities.$inferInsert
export type VenueRow = WithId<typeof venues.$inferInsert>
export type ActivityRow = WithId<typeof activities.$inferInsert>
export type TimeslotRow = WithId<typeof timeslots.$inferInsert>
export type CustomerRow = WithId<typeof customers.$inferInsert>
export type ReviewRow = WithId<typeof reviews.$inferInsert>
export type ProductRow = typeof products.$inferInsert
export type PackageRow = typeof packages.$inferInsert
export type PackageListingRow = WithId<typeof packageListings.$inferInsert>
export type PackageListingOptionRow = typeof packageListingOptions.$inferInsert
export type MarketingPartnerRow = WithId<typeof marketingPartners.$inferInsert>
export type LandingPageRow = WithId<typeof landingPages.$inferInsert>
export type FaqRow = WithId<typeof faqs.$inferInsert>
export type TestimonialRow = WithId<typeof testimonials.$inferInsert>
export type TextRow = WithId<typeof texts.$inferInsert>
export type CatalogueMetaRow = typeof catalogueMeta.$inferInsert

export type PageVariant = NonNullable<LandingPageRow['pageVariant']>

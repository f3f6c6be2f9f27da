/** CMS content: FAQs, texts, testimonials and the cities' package listings. */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import {
  faqs,
  packageListingOptions,
  packageListings,
  packages,
  testimonials,
  texts,
  type pageVariantEnum,
  type testimonialTypeEnum,
} from '@/server/db/schema'

type PageVariantDb = (typeof pageVariantEnum.enumValues)[number]
type TestimonialTypeDb = (typeof testimonialTypeEnum.enumValues)[number]
export type FaqRow = typeof faqs.$inferSelect
export type TextRow = typeof texts.$inferSelect
export type PackageRow = typeof packages.$inferSelect

/**
 * A page variant's FAQs and the generic ones (no variant), in position order. Here and below,
 * only published rows: one added on the desk, or taken down, is a draft (`is_draft`).
 */
export function faqRows(db: Database, variant: PageVariantDb | null): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqs)
    .where(
      and(
        eq(faqs.isDraft, false),
        variant
          ? or(eq(faqs.pageVariant, variant), isNull(faqs.pageVariant))
          : isNull(faqs.pageVariant),
      ),
    )
    .orderBy(asc(faqs.position), asc(faqs.id))
}

/** Every row of one text key (the caller picks the best fit). */
export function textRows(db: Database, key: string): Promise<TextRow[]> {
  return db
    .select()
    .from(texts)
    .where(and(eq(texts.key, key), eq(texts.isDraft, false)))
}

export function testimonialRows(db: Database, type: TestimonialTypeDb) {
  return db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.type, type), eq(testimonials.isDraft, false)))
    .orderBy(asc(testimonials.position), asc(testimonials.id))
}

/**
 * A city's package listing entries in position order, each with its initial package and its
 * next options in order. Two queries whatever the number of entries.
 */
export async function packageListingRows(db: Database, city: string) {
  const listings = await db
    .select({ listing: packageListings, initial: packages })
    .from(packageListings)
    .innerJoin(packages, eq(packages.id, packageListings.initialPackageId))
    .where(eq(packageListings.cityCode, city))
    .orderBy(asc(packageListings.position), asc(packageListings.id))
  if (listings.length === 0) return []
  const options = await db
    .select({ listingId: packageListingOptions.listingId, option: packages })
    .from(packageListingOptions)
    .innerJoin(packages, eq(packages.id, packageListingOptions.packageId))
    .where(
      inArray(
        packageListingOptions.listingId,
        listings.map(({ listing }) => listing.id),
      ),
    )
    .orderBy(asc(packageListingOptions.listingId), asc(packageListingOptions.position))
  const optionsByListing = new Map<number, PackageRow[]>()
  for (const { listingId, option } of options) {
    const list = optionsByListing.get(listingId) ?? []
    list.push(option)
    optionsByListing.set(listingId, list)
  }
  return listings.map(({ listing, initial }) => ({
    recommended: listing.recommended,
    initial,
    options: optionsByListing.get(listing.id) ?? [],
  }))
}

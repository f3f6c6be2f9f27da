import { asc, eq, inArray } from 'drizzle-orm'
import { packageListingOptions, packageListings, packages } from '@/server/db/schema'
import {
  getCatalogueStats,
  isKnownCity,
  type CatalogueStats,
  type PassportCounts,
} from '@/server/catalogue/catalogue-stats'
import { productTypeFromDb } from '../enums'
import { notFound } from '../errors'
import type { PackageInfo, Resolvers } from '../generated/resolvers-types'
import { cityCode } from '../validate'

type PackageRow = typeof packages.$inferSelect

/** Which per-activity flag a package's passport is checked against. */
const PASSPORT_KIND: Record<PackageRow['productType'], keyof PassportCounts> = {
  DiscoveryMembership: 'discovery',
  MoveFive: 'lite',
  FullMembership: 'full',
}

/** numeric columns come back as strings ('1.00'); the contract has pounds as numbers. */
const pounds = (value: string) => Number(value)

export function toPackageInfo(row: PackageRow, stats: CatalogueStats, city: string): PackageInfo {
  const kind = PASSPORT_KIND[row.productType]
  return {
    id: row.id,
    title: row.title,
    productId: row.productId,
    passportId: row.passportId,
    productType: productTypeFromDb(row.productType),
    weeklyPrice: pounds(row.weeklyPrice),
    billingCycleDays: row.billingCycleDays,
    billingCyclePrice: pounds(row.billingCyclePrice),
    attendanceLimit: row.attendanceLimit,
    activityCount: stats.nationalPassportCounts[kind],
    activityCountInCity: stats.passportCountsByCity.get(city)?.[kind] ?? 0,
    includesDiscovery: row.includesDiscovery,
    discount:
      row.discountPercentage !== null &&
      row.discountOriginalWeeklyPrice !== null &&
      row.discountExpiresOn !== null
        ? {
            percentageDiscount: row.discountPercentage,
            originalWeeklyPrice: pounds(row.discountOriginalWeeklyPrice),
            expiresOn: new Date(row.discountExpiresOn).toISOString(),
          }
        : null,
  }
}

/**
 * packageListingByCity(city): the city's listing entries in position order, each with its
 * initial product and next product options. Two queries whatever the number of entries; the
 * activity counts come from the per-version catalogue stats. Unknown city: NOT_FOUND.
 */
export const packagesResolvers: Resolvers = {
  Query: {
    packageListingByCity: async (_, args, ctx) => {
      const city = cityCode('city', args.city)
      const stats = await getCatalogueStats(ctx.db)
      if (!isKnownCity(stats, city)) throw notFound(`Unknown city '${city}'.`)
      const listings = await ctx.db
        .select({ listing: packageListings, initial: packages })
        .from(packageListings)
        .innerJoin(packages, eq(packages.id, packageListings.initialPackageId))
        .where(eq(packageListings.cityCode, city))
        .orderBy(asc(packageListings.position), asc(packageListings.id))
      if (listings.length === 0) return []
      const options = await ctx.db
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
      const optionsByListing = new Map<number, PackageInfo[]>()
      for (const { listingId, option } of options) {
        const list = optionsByListing.get(listingId) ?? []
        list.push(toPackageInfo(option, stats, city))
        optionsByListing.set(listingId, list)
      }
      return listings.map(({ listing, initial }) => ({
        recommended: listing.recommended,
        initialProduct: toPackageInfo(initial, stats, city),
        nextProductOptions: optionsByListing.get(listing.id) ?? [],
      }))
    },
  },
}

import {
  isKnownCity,
  type CatalogueStats,
  type PackageRow,
  type PassportCounts,
} from '@/server/catalogue'
import { productTypeFromDb } from '../enums'
import { notFound } from '../errors'
import type { PackageInfo, Resolvers } from '../generated/resolvers-types'
import { cityCode } from '../validate'

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
      const stats = await ctx.catalogue.stats()
      if (!isKnownCity(stats, city)) throw notFound(`Unknown city '${city}'.`)
      const listing = await ctx.catalogue.packageListing(city)
      return listing.map((entry) => ({
        recommended: entry.recommended,
        initialProduct: toPackageInfo(entry.initial, stats, city),
        nextProductOptions: entry.options.map((option) => toPackageInfo(option, stats, city)),
      }))
    },
  },
}

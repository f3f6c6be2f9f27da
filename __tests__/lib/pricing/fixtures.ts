/**
 * Package listings shaped like PackagesQuery['packageListingByCity'], for the pricing tests:
 * built from the seed's own generators, so a change to the catalogue shows up here.
 */
import { CITIES } from '@/server/db/seed/catalogue/seed-cities'
import { buildPackageListings, buildPackages } from '@/server/db/seed/catalogue/seed-packages'
import type { PackagesQuery, ProductType } from '@/graphql/generated/client/graphql'
import type { PurchaseConfig } from '@/lib/pricing/purchase-config'

export type ListingEntryData = PackagesQuery['packageListingByCity'][number]
export type PackageData = ListingEntryData['initialProduct']

const ENUM: Record<string, ProductType> = {
  DiscoveryMembership: 'DISCOVERY_MEMBERSHIP',
  FullMembership: 'FULL_MEMBERSHIP',
  MoveFive: 'MOVE_FIVE',
}

const PACKAGES = new Map(
  buildPackages().map((row): [number, PackageData] => [
    row.id,
    {
      id: String(row.id),
      title: row.title,
      productId: row.productId,
      passportId: row.passportId,
      productType: ENUM[row.productType]!,
      weeklyPrice: Number(row.weeklyPrice),
      billingCycleDays: row.billingCycleDays,
      billingCyclePrice: Number(row.billingCyclePrice),
      attendanceLimit: row.attendanceLimit ?? null,
      activityCount: 100,
      activityCountInCity: 10,
      includesDiscovery: row.includesDiscovery ?? false,
      discount:
        row.discountPercentage != null && row.discountOriginalWeeklyPrice != null
          ? {
              percentageDiscount: row.discountPercentage,
              originalWeeklyPrice: Number(row.discountOriginalWeeklyPrice),
              expiresOn: '2027-03-31T23:59:59.000Z',
            }
          : null,
    },
  ]),
)

const { listings, options } = buildPackageListings()

/** A city's packageListingByCity as the API returns it (position order). */
export function seedListing(city: string): ListingEntryData[] {
  return listings
    .filter((listing) => listing.cityCode === city)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((listing) => ({
      recommended: listing.recommended ?? false,
      initialProduct: PACKAGES.get(listing.initialPackageId)!,
      nextProductOptions: options
        .filter((option) => option.listingId === listing.id)
        .sort((a, b) => a.position - b.position)
        .map((option) => PACKAGES.get(option.packageId)!),
    }))
}

export const SEED_CITIES = CITIES.map((city) => city.code)

/** The account host the test pages link to. */
export const ACCOUNT = 'https://account.example.com'
export const SIGN_UP = `${ACCOUNT}/signup`
export const SIGN_IN = `${ACCOUNT}/signin`

/** A London product page's purchase config, as purchaseConfigOf builds it; override per test. */
export function purchaseFixture(overrides: Partial<PurchaseConfig> = {}): PurchaseConfig {
  return {
    landingVariant: 'product',
    variant: 'DISCOVERY',
    hideCopyPrices: false,
    urlSlug: null,
    city: 'london',
    signUpUrl: SIGN_UP,
    signInUrlForPurchase: SIGN_IN,
    continueUrl: `${ACCOUNT}/continue`,
    entryContext: 'city_landing',
    enable3DSecure: true,
    signInToPurchase: false,
    defaultProductType: 'FULL_MEMBERSHIP',
    ctaConfig: { voucherInput: false },
    marketingPartner: null,
    marketingPartnerPackage: null,
    venue: null,
    ...overrides,
  }
}

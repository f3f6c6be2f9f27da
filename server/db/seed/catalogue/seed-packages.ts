/**
 * Packages (the spec's PackageInfo) and the per-city package listings. Prices are weekly, in
 * pounds, by the city's price tier; a billing cycle's price is the weekly price times the cycle.
 * Ids are fixed so links with package_id stay valid across re-seeds.
 */
import { PRODUCT_NAMES } from '@/lib/brand'
import { STREAMING_CITY } from '@/lib/activity-types'
import { CITIES, type CityDefinition, type PriceTier } from './seed-cities'
import { MARKETING_PARTNERS } from './marketing-partners'
import { PASSPORT_IDS, PRODUCT_IDS, type ProductType } from './products'
import type { PackageListingOptionRow, PackageListingRow, PackageRow } from './types'

/** Spec §9: the package sign-up links fall back to when none is given. */
export const DEFAULT_DISCOVERY_PACKAGE_ID = 2580
export const NATIONAL_LITE_PACKAGE_ID = 2581
export const NATIONAL_FULL_PACKAGE_ID = 2582
export const STREAMING_PACKAGE_ID = 2583
export const ANNUAL_PACKAGE_ID = 2584
export const CORPORATE_PACKAGE_ID = 2585

/** The taster price of spec §9. */
export const TASTER_WEEKLY_PRICE = 1

/** Discounts run until this date: months after the catalogue's reference date (2026-11-22). */
export const DISCOUNT_EXPIRES_ON = new Date('2027-03-31T23:59:59Z')

export type CityPackageKind = 'discovery' | 'lite' | 'full' | 'unlimited'
const CITY_PACKAGE_OFFSETS: Record<CityPackageKind, number> = {
  discovery: 0,
  lite: 1,
  full: 2,
  unlimited: 3,
}

/** Each city owns ids 3000 + 10 × (its position − 1) + offset: London 3000–3003, and so on. */
export function cityPackageId(cityCode: string, kind: CityPackageKind): number {
  const index = CITIES.findIndex((city) => city.code === cityCode)
  if (index < 0) throw new RangeError(`Unknown city '${cityCode}'`)
  return 3000 + index * 10 + CITY_PACKAGE_OFFSETS[kind]
}

const WEEKLY_PRICES: Record<PriceTier, { lite: number; full: number; unlimited: number }> = {
  1: { lite: 12.99, full: 24.99, unlimited: 29.99 },
  2: { lite: 10.99, full: 19.99, unlimited: 24.99 },
  3: { lite: 9.99, full: 17.99, unlimited: 21.99 },
  4: { lite: 9.99, full: 14.99, unlimited: 19.99 },
}

/** Limited-time offers: the discounted package and its price before the discount. */
const CITY_DISCOUNTS: Record<string, { kind: CityPackageKind; weeklyPrice: number }> = {
  london: { kind: 'full', weeklyPrice: 19.99 },
  manchester: { kind: 'full', weeklyPrice: 14.99 },
  brighton: { kind: 'lite', weeklyPrice: 7.99 },
}

/** Scottish and Welsh members are billed by the calendar month (30 days) on product 101. */
const MONTHLY_BILLED_CITIES = new Set(['glasgow', 'edinburgh', 'cardiff'])

/** Cities that only sell the taster so far: their listing has one entry. */
export const TASTER_ONLY_CITIES = new Set(['york', 'cambridge'])

const money = (pounds: number): string => pounds.toFixed(2)

function cyclePrice(weeklyPrice: number, days: number): string {
  return money(Math.round(((weeklyPrice * days) / 7) * 100) / 100)
}

interface PackageSpec {
  id: number
  title: string
  productId: number
  passportId: number
  productType: ProductType
  cityCode: string | null
  weeklyPrice: number
  billingCycleDays: number
  attendanceLimit: number | null
  includesDiscovery: boolean
  /** The price before a limited-time discount; weeklyPrice is what members pay now. */
  originalWeeklyPrice?: number
}

function packageRow(spec: PackageSpec): PackageRow {
  const discounted = spec.originalWeeklyPrice !== undefined
  return {
    id: spec.id,
    title: spec.title,
    productId: spec.productId,
    passportId: spec.passportId,
    productType: spec.productType,
    cityCode: spec.cityCode,
    weeklyPrice: money(spec.weeklyPrice),
    billingCycleDays: spec.billingCycleDays,
    billingCyclePrice: cyclePrice(spec.weeklyPrice, spec.billingCycleDays),
    attendanceLimit: spec.attendanceLimit,
    includesDiscovery: spec.includesDiscovery,
    discountPercentage: discounted
      ? Math.round((1 - spec.weeklyPrice / (spec.originalWeeklyPrice ?? 1)) * 100)
      : null,
    discountOriginalWeeklyPrice: discounted ? money(spec.originalWeeklyPrice ?? 0) : null,
    discountExpiresOn: discounted ? DISCOUNT_EXPIRES_ON : null,
  }
}

const TITLES = {
  discovery: 'Discovery Taster',
  lite: PRODUCT_NAMES.lite,
  full: 'Full Membership',
  unlimited: 'Full Membership Unlimited',
} as const

/** Tasters are billed weekly: £1 for 7 days. */
const TASTER_CYCLE_DAYS = 7

function cityPackages(city: CityDefinition): PackageRow[] {
  const prices = WEEKLY_PRICES[city.priceTier]
  const monthly = MONTHLY_BILLED_CITIES.has(city.code)
  const cycleDays = monthly ? 30 : 28
  const discount = CITY_DISCOUNTS[city.code]
  const withDiscount = (kind: CityPackageKind, weeklyPrice: number) =>
    discount?.kind === kind
      ? { weeklyPrice: discount.weeklyPrice, originalWeeklyPrice: weeklyPrice }
      : { weeklyPrice }
  return [
    packageRow({
      id: cityPackageId(city.code, 'discovery'),
      title: TITLES.discovery,
      productId: PRODUCT_IDS.discovery,
      passportId: PASSPORT_IDS.discovery,
      productType: 'DiscoveryMembership',
      cityCode: city.code,
      weeklyPrice: TASTER_WEEKLY_PRICE,
      billingCycleDays: TASTER_CYCLE_DAYS,
      attendanceLimit: null,
      includesDiscovery: true,
    }),
    packageRow({
      id: cityPackageId(city.code, 'lite'),
      title: TITLES.lite,
      productId: PRODUCT_IDS.moveFive,
      passportId: PASSPORT_IDS.lite,
      productType: 'MoveFive',
      cityCode: city.code,
      ...withDiscount('lite', prices.lite),
      billingCycleDays: cycleDays,
      attendanceLimit: 5,
      includesDiscovery: false,
    }),
    packageRow({
      id: cityPackageId(city.code, 'full'),
      title: TITLES.full,
      productId: monthly ? PRODUCT_IDS.fullMonthly : PRODUCT_IDS.full,
      passportId: PASSPORT_IDS.full,
      productType: 'FullMembership',
      cityCode: city.code,
      ...withDiscount('full', prices.full),
      billingCycleDays: cycleDays,
      attendanceLimit: 12,
      includesDiscovery: true,
    }),
    packageRow({
      id: cityPackageId(city.code, 'unlimited'),
      title: TITLES.unlimited,
      productId: PRODUCT_IDS.fullUnlimited,
      passportId: PASSPORT_IDS.full,
      productType: 'FullMembership',
      cityCode: city.code,
      weeklyPrice: prices.unlimited,
      billingCycleDays: cycleDays,
      attendanceLimit: null,
      includesDiscovery: true,
    }),
  ]
}

function nationalPackages(): PackageRow[] {
  return [
    packageRow({
      id: DEFAULT_DISCOVERY_PACKAGE_ID,
      title: TITLES.discovery,
      productId: PRODUCT_IDS.discovery,
      passportId: PASSPORT_IDS.discovery,
      productType: 'DiscoveryMembership',
      cityCode: null,
      weeklyPrice: TASTER_WEEKLY_PRICE,
      billingCycleDays: TASTER_CYCLE_DAYS,
      attendanceLimit: null,
      includesDiscovery: true,
    }),
    packageRow({
      id: NATIONAL_LITE_PACKAGE_ID,
      title: TITLES.lite,
      productId: PRODUCT_IDS.moveFive,
      passportId: PASSPORT_IDS.lite,
      productType: 'MoveFive',
      cityCode: null,
      weeklyPrice: 10.99,
      billingCycleDays: 28,
      attendanceLimit: 5,
      includesDiscovery: false,
    }),
    packageRow({
      id: NATIONAL_FULL_PACKAGE_ID,
      title: TITLES.full,
      productId: PRODUCT_IDS.full,
      passportId: PASSPORT_IDS.full,
      productType: 'FullMembership',
      cityCode: null,
      weeklyPrice: 19.99,
      billingCycleDays: 28,
      attendanceLimit: 12,
      includesDiscovery: true,
    }),
    packageRow({
      id: STREAMING_PACKAGE_ID,
      title: `${PRODUCT_NAMES.streaming} Taster`,
      productId: PRODUCT_IDS.discoveryStreaming,
      passportId: PASSPORT_IDS.discovery,
      productType: 'DiscoveryMembership',
      cityCode: STREAMING_CITY,
      weeklyPrice: TASTER_WEEKLY_PRICE,
      billingCycleDays: TASTER_CYCLE_DAYS,
      attendanceLimit: null,
      includesDiscovery: true,
    }),
    packageRow({
      id: ANNUAL_PACKAGE_ID,
      title: 'Annual Full Membership',
      productId: PRODUCT_IDS.fullAnnual,
      passportId: PASSPORT_IDS.full,
      productType: 'FullMembership',
      cityCode: null,
      weeklyPrice: 16.99,
      billingCycleDays: 364,
      attendanceLimit: 12,
      includesDiscovery: true,
    }),
    packageRow({
      id: CORPORATE_PACKAGE_ID,
      title: 'Corporate Membership',
      productId: PRODUCT_IDS.corporate,
      passportId: PASSPORT_IDS.full,
      productType: 'FullMembership',
      cityCode: null,
      weeklyPrice: 12.99,
      billingCycleDays: 28,
      attendanceLimit: 12,
      includesDiscovery: true,
    }),
  ]
}

/** Each marketing partner's own package (marketingPartnerPackage of its offer page). */
function partnerPackages(): PackageRow[] {
  const [northwind, larkspur, fernhill, kestrel] = MARKETING_PARTNERS
  if (!northwind || !larkspur || !fernhill || !kestrel) throw new Error('Four partners expected')
  return [
    packageRow({
      id: northwind.packageId,
      title: `${TITLES.full} (${northwind.name})`,
      productId: PRODUCT_IDS.fullPartner,
      passportId: PASSPORT_IDS.full,
      productType: 'FullMembership',
      cityCode: northwind.offer.cityCode,
      weeklyPrice: 15.99,
      originalWeeklyPrice: 19.99,
      billingCycleDays: 28,
      attendanceLimit: 12,
      includesDiscovery: true,
    }),
    packageRow({
      id: larkspur.packageId,
      title: `${TITLES.discovery} (${larkspur.name})`,
      productId: PRODUCT_IDS.discoveryVoucher,
      passportId: PASSPORT_IDS.discovery,
      productType: 'DiscoveryMembership',
      cityCode: larkspur.offer.cityCode,
      weeklyPrice: TASTER_WEEKLY_PRICE,
      billingCycleDays: TASTER_CYCLE_DAYS,
      attendanceLimit: null,
      includesDiscovery: true,
    }),
    packageRow({
      id: fernhill.packageId,
      title: `${TITLES.discovery} (${fernhill.name})`,
      productId: PRODUCT_IDS.discoveryPartner,
      passportId: PASSPORT_IDS.discovery,
      productType: 'DiscoveryMembership',
      cityCode: fernhill.offer.cityCode,
      weeklyPrice: TASTER_WEEKLY_PRICE,
      billingCycleDays: TASTER_CYCLE_DAYS,
      attendanceLimit: null,
      includesDiscovery: true,
    }),
    packageRow({
      id: kestrel.packageId,
      title: `${PRODUCT_NAMES.lite} (${kestrel.name})`,
      productId: PRODUCT_IDS.moveFive,
      passportId: PASSPORT_IDS.lite,
      productType: 'MoveFive',
      cityCode: kestrel.offer.cityCode,
      weeklyPrice: 8.99,
      billingCycleDays: 28,
      attendanceLimit: 5,
      includesDiscovery: false,
    }),
  ]
}

export function buildPackages(): PackageRow[] {
  return [...nationalPackages(), ...CITIES.flatMap(cityPackages), ...partnerPackages()]
}

export interface PackageListings {
  listings: PackageListingRow[]
  options: PackageListingOptionRow[]
}

/**
 * A city's listing, in display order: the full plan (recommended), the lite plan, then the
 * discovery taster which leads on to either. Taster-only cities list the taster alone.
 */
export function buildPackageListings(): PackageListings {
  const listings: PackageListingRow[] = []
  const options: PackageListingOptionRow[] = []
  const add = (cityCode: string, recommended: boolean, initial: number, next: number[]) => {
    const id = listings.length + 1
    listings.push({
      id,
      cityCode,
      position: listings.filter((l) => l.cityCode === cityCode).length,
      recommended,
      initialPackageId: initial,
    })
    next.forEach((packageId, position) => options.push({ listingId: id, position, packageId }))
  }
  for (const city of CITIES) {
    const id = (kind: CityPackageKind) => cityPackageId(city.code, kind)
    if (TASTER_ONLY_CITIES.has(city.code)) {
      add(city.code, true, id('discovery'), [id('lite'), id('full')])
      continue
    }
    add(city.code, true, id('full'), [id('full'), id('unlimited')])
    add(city.code, false, id('lite'), [id('lite')])
    add(city.code, false, id('discovery'), [id('lite'), id('full')])
  }
  add(STREAMING_CITY, true, STREAMING_PACKAGE_ID, [
    NATIONAL_LITE_PACKAGE_ID,
    NATIONAL_FULL_PACKAGE_ID,
  ])
  return { listings, options }
}

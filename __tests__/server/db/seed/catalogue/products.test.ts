/** @jest-environment node */
import {
  buildPackageListings,
  buildPackages,
  cityPackageId,
  DEFAULT_DISCOVERY_PACKAGE_ID,
  TASTER_ONLY_CITIES,
} from '@/server/db/seed/catalogue/seed-packages'
import { CITIES } from '@/server/db/seed/catalogue/seed-cities'
import { MARKETING_PARTNERS } from '@/server/db/seed/catalogue/marketing-partners'
import { PASSPORT_IDS, PRODUCTS } from '@/server/db/seed/catalogue/products'
import { PLAN_KIND_BY_PRODUCT_ID, planKind } from '@/lib/pricing/plan-kind'
import { PRODUCT_NAMES } from '@/lib/brand'

/** Spec §3 "Product id to plan kind": the pricing rules' own table, so the two cannot drift. */
const SPEC_PLAN_KINDS = [...PLAN_KIND_BY_PRODUCT_ID.entries()]

/** Spec §3 fallback by product type, read backwards: each kind's product type. */
const TYPE_OF_KIND: Record<string, string | null> = {
  discovery: 'DiscoveryMembership',
  move4: 'MoveFive',
  move12: 'FullMembership',
  full: 'FullMembership',
  corporate: null,
  full_annual: null,
}

const packages = buildPackages()
const packageById = new Map(packages.map((p) => [p.id, p]))
const { listings, options } = buildPackageListings()
const REFERENCE_DATE = new Date('2026-11-22T00:00:00Z')

describe('products', () => {
  it.each(SPEC_PLAN_KINDS)('product %i is a %s product', (id, kind) => {
    const product = PRODUCTS.find((p) => p.id === id)
    expect(product).toBeDefined()
    expect(product!.planKind).toBe(kind)
    expect(planKind(product!.id, product!.productType)).toBe(kind)
    expect(product!.productType).toBe(TYPE_OF_KIND[kind])
    expect(product!.name.length).toBeGreaterThan(3)
  })

  it('has no products beyond the spec table', () => {
    expect(PRODUCTS.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      SPEC_PLAN_KINDS.map(([id]) => id).sort((a, b) => a - b),
    )
  })

  it('MoveFive (product 7) is named from the brand', () => {
    expect(PRODUCTS.find((p) => p.id === 7)!.name).toBe(PRODUCT_NAMES.lite)
  })
})

describe('packages', () => {
  it('the default discovery package is 2580: a £1-a-week taster of product 4', () => {
    const taster = packageById.get(DEFAULT_DISCOVERY_PACKAGE_ID)
    expect(taster).toMatchObject({
      productId: 4,
      productType: 'DiscoveryMembership',
      passportId: PASSPORT_IDS.discovery,
      weeklyPrice: '1.00',
      cityCode: null,
    })
  })

  it('ids are unique and every package points at a known product of its type', () => {
    expect(new Set(packages.map((p) => p.id)).size).toBe(packages.length)
    for (const pkg of packages) {
      const product = PRODUCTS.find((p) => p.id === pkg.productId)
      expect(product).toBeDefined()
      if (product!.productType) expect(pkg.productType).toBe(product!.productType)
    }
  })

  it('passports follow the plan: discovery 1, lite 2, full 3', () => {
    for (const pkg of packages) {
      const expected =
        pkg.productType === 'DiscoveryMembership'
          ? PASSPORT_IDS.discovery
          : pkg.productType === 'MoveFive'
            ? PASSPORT_IDS.lite
            : PASSPORT_IDS.full
      expect(pkg.passportId).toBe(expected)
    }
  })

  it('billing cycle prices match the weekly price', () => {
    for (const pkg of packages) {
      const expected = (Number(pkg.weeklyPrice) * pkg.billingCycleDays) / 7
      expect(Number(pkg.billingCyclePrice)).toBeCloseTo(expected, 1)
      if (pkg.productType !== 'DiscoveryMembership') {
        expect([28, 30, 364]).toContain(pkg.billingCycleDays)
      }
    }
  })

  it('discounts are consistent and still running after the reference date', () => {
    const discounted = packages.filter((p) => p.discountPercentage !== null)
    expect(discounted.length).toBeGreaterThanOrEqual(3)
    for (const pkg of discounted) {
      const original = Number(pkg.discountOriginalWeeklyPrice)
      expect(original).toBeGreaterThan(Number(pkg.weeklyPrice))
      expect(pkg.discountPercentage).toBe(
        Math.round((1 - Number(pkg.weeklyPrice) / original) * 100),
      )
      expect(pkg.discountExpiresOn!.getTime()).toBeGreaterThan(REFERENCE_DATE.getTime())
    }
    for (const pkg of packages.filter((p) => p.discountPercentage === null)) {
      expect(pkg.discountOriginalWeeklyPrice).toBeNull()
      expect(pkg.discountExpiresOn).toBeNull()
    }
  })

  it('London is the most expensive city, plans priced as the spec suggests', () => {
    const fullPrice = (code: string) => {
      const pkg = packageById.get(cityPackageId(code, 'full'))!
      return Number(pkg.discountOriginalWeeklyPrice ?? pkg.weeklyPrice)
    }
    for (const city of CITIES) {
      expect(fullPrice('london')).toBeGreaterThanOrEqual(fullPrice(city.code))
      const lite = Number(
        packageById.get(cityPackageId(city.code, 'lite'))!.discountOriginalWeeklyPrice ??
          packageById.get(cityPackageId(city.code, 'lite'))!.weeklyPrice,
      )
      expect(lite).toBeGreaterThanOrEqual(9.99)
      expect(lite).toBeLessThanOrEqual(12.99)
      expect(fullPrice(city.code)).toBeGreaterThanOrEqual(14.99)
      expect(fullPrice(city.code)).toBeLessThanOrEqual(24.99)
      expect(packageById.get(cityPackageId(city.code, 'lite'))!.attendanceLimit).toBe(5)
    }
  })

  it('each partner has its own package', () => {
    for (const partner of MARKETING_PARTNERS) expect(packageById.has(partner.packageId)).toBe(true)
  })
})

describe('package listings', () => {
  const entriesOf = (city: string) =>
    listings
      .filter((l) => l.cityCode === city)
      .sort((a, b) => a.position - b.position)
      .map((listing) => ({
        listing,
        initial: packageById.get(listing.initialPackageId)!,
        next: options
          .filter((o) => o.listingId === listing.id)
          .sort((a, b) => a.position - b.position)
          .map((o) => packageById.get(o.packageId)!),
      }))

  it.each(CITIES.map((c) => c.code))('%s: every entry uses packages of that city', (code) => {
    const entries = entriesOf(code)
    expect(entries.length).toBe(TASTER_ONLY_CITIES.has(code) ? 1 : 3)
    expect(entries.filter((e) => e.listing.recommended)).toHaveLength(1)
    for (const entry of entries) {
      expect(entry.next.length).toBeGreaterThan(0)
      for (const pkg of [entry.initial, ...entry.next]) expect(pkg.cityCode).toBe(code)
    }
    const taster = entries.find((e) => e.initial.productType === 'DiscoveryMembership')!
    expect(taster.next.map((p) => p.productType)).toEqual(['MoveFive', 'FullMembership'])
  })

  it('has MoveFive and FullMembership initial products, and a discounted next option', () => {
    const all = CITIES.flatMap((c) => entriesOf(c.code))
    expect(all.some((e) => e.initial.productType === 'MoveFive')).toBe(true)
    expect(all.some((e) => e.initial.productType === 'FullMembership')).toBe(true)
    const manchester = entriesOf('manchester')
    expect(manchester.map((e) => e.initial.productType).sort()).toEqual([
      'DiscoveryMembership',
      'FullMembership',
      'MoveFive',
    ])
    expect(manchester.some((e) => e.next.some((p) => p.discountPercentage !== null))).toBe(true)
  })
})

/** @jest-environment node */
/** The seeded catalogue's promises, checked through the API the pages use. */
import { cities, packages, products } from '@/server/db/schema'
import {
  CitiesDocument,
  GetActivitiesDocument,
  PackagesDocument,
  VenueCountsAroundDocument,
} from '@/graphql/generated/client/graphql'
import { STREAMING_CITY } from '@/lib/activity-types'
import { dataOf, post, testYoga } from '../../helpers/graphql-client'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

/** Spec §3 "Product id to plan kind". */
const SPEC_PRODUCT_IDS = [1, 101, 102, 103, 104, 2, 3, 4, 5, 6, 118, 119, 120, 7, 8, 126]
const SPEC_CITIES = [
  'london',
  'manchester',
  'brighton',
  'bath',
  'plymouth',
  'doncaster',
  'huddersfield',
  'sheffield',
]

describe.each(DRIVERS)('seed invariants through the API (%s)', (driver) => {
  let t: TestDatabase
  let yoga: ReturnType<typeof testYoga>

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    yoga = testYoga(t.db)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('the spec cities and at least 12 more', async () => {
    const codes = dataOf(await post(yoga, CitiesDocument, {})).cities.map((c) => c.city)
    expect(codes).toEqual(expect.arrayContaining(SPEC_CITIES))
    expect(codes.length).toBeGreaterThanOrEqual(SPEC_CITIES.length + 12)
  })

  it('every city has activities of several types, all inside its urban area (none in the sea)', async () => {
    const boxes = await t.db.select().from(cities)
    for (const box of boxes) {
      const result = dataOf(await post(yoga, GetActivitiesDocument, { city: box.code })).activities
      expect(result.availableActivityTypes.length).toBeGreaterThanOrEqual(3)
      expect(result.activities.length).toBeGreaterThan(0)
      for (const activity of result.activities) {
        expect(activity.lat).toBeGreaterThanOrEqual(box.south)
        expect(activity.lat).toBeLessThanOrEqual(box.north)
        expect(activity.lng).toBeGreaterThanOrEqual(box.west)
        expect(activity.lng).toBeLessThanOrEqual(box.east)
      }
    }
  })

  it('the streaming city has live streams', async () => {
    const result = dataOf(
      await post(yoga, GetActivitiesDocument, { city: STREAMING_CITY }),
    ).activities
    expect(result.activities.length).toBeGreaterThan(0)
    expect(result.activities.every((a) => a.isStreaming)).toBe(true)
  })

  it("the spec's product ids are present, and every listed package uses one", async () => {
    const ids = (await t.db.select({ id: products.id }).from(products)).map((row) => row.id)
    expect(ids).toEqual(expect.arrayContaining(SPEC_PRODUCT_IDS))
    const productOf = new Map(
      (await t.db.select({ id: packages.id, productId: packages.productId }).from(packages)).map(
        (row) => [row.id, row.productId],
      ),
    )
    for (const city of SPEC_CITIES) {
      const entries = dataOf(await post(yoga, PackagesDocument, { city })).packageListingByCity
      expect(entries.length).toBeGreaterThan(0)
      for (const pkg of entries.flatMap((e) => [e.initialProduct, ...e.nextProductOptions])) {
        expect(SPEC_PRODUCT_IDS).toContain(pkg.productId)
        expect(productOf.get(Number(pkg.id))).toBe(pkg.productId)
      }
    }
  })

  it('every spec city has venues around its centre, London the most', async () => {
    const names = (await t.db.select({ code: cities.code, name: cities.name }).from(cities)).filter(
      (c) => SPEC_CITIES.includes(c.code),
    )
    const counts = dataOf(
      await post(yoga, VenueCountsAroundDocument, { addresses: names.map((c) => c.name) }),
    ).venueCountsAround
    expect(counts).toHaveLength(SPEC_CITIES.length)
    for (const { count } of counts) expect(count).toBeGreaterThan(0)
    const london = counts.find((c) => c.address === 'London')!.count
    expect(Math.max(...counts.map((c) => c.count))).toBe(london)
  })
})

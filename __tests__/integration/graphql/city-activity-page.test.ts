/** @jest-environment node */
/**
 * What a city × activity page (/london/yoga) and a venue page's place markup read, through the
 * real GraphQL handler against a seeded database: the operations the pages run in-process,
 * shaped by the same pure functions the pages use.
 */
import { and, count, eq, inArray } from 'drizzle-orm'
import { ACTIVITY_TYPES } from '@/lib/activity-types'
import { activities, landingPages, reviews, venues } from '@/server/db/schema'
import { venuesOffering, CITY_ACTIVITY_VENUES } from '@/lib/discovery/city-activity'
import { CityActivityTypeDocument, GetConfigDocument } from '@/graphql/generated/client/graphql'
import { venuePlaceJsonLd } from '@/lib/seo/venue-place-json-ld'
import { dataOf, post, testYoga } from '../../helpers/graphql-client'
import {
  failures,
  localBusinessTests,
  pageWithJsonLd,
  reviewSnippetTests,
  validateStructuredData,
} from '../../helpers/structured-data'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

describe.each(DRIVERS)('city × activity pages and venue places (%s)', (driver) => {
  let t: TestDatabase
  let yoga: ReturnType<typeof testYoga>

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    yoga = testYoga(t.db)
  })
  afterAll(async () => {
    await t?.close()
  })

  const load = async (city: string, activityType: string) =>
    dataOf(await post(yoga, CityActivityTypeDocument, { city, activityType }))

  it('lists the venues that run the type in the city, best rated first, with their ratings', async () => {
    const data = await load('london', 'yoga')
    expect(data.city).toEqual({ city: 'london', cityName: 'London' })
    const page = venuesOffering(data.activities.activities)
    expect(page.venueCount).toBeGreaterThan(CITY_ACTIVITY_VENUES)
    expect(page.venues).toHaveLength(CITY_ACTIVITY_VENUES)

    // Every venue listed runs a published yoga activity in London, and its rating and review
    // count are the venue's own.
    const ids = page.venues.map((venue) => Number(venue.id))
    const rows = await t.db
      .select({ id: venues.id, rating: venues.rating, city: venues.cityCode })
      .from(venues)
      .where(inArray(venues.id, ids))
    const yogaVenues = await t.db
      .selectDistinct({ id: activities.venueId })
      .from(activities)
      .where(
        and(
          eq(activities.cityCode, 'london'),
          eq(activities.activityType, 'yoga'),
          eq(activities.isDraft, false),
          eq(activities.isStreaming, false),
        ),
      )
    expect(page.venueCount).toBe(yogaVenues.length)
    const reviewCounts = await t.db
      .select({ id: reviews.venueId, n: count(reviews.id) })
      .from(reviews)
      .where(inArray(reviews.venueId, ids))
      .groupBy(reviews.venueId)
    const reviewsById = new Map(reviewCounts.map((row) => [row.id, Number(row.n)]))
    const byId = new Map(rows.map((row) => [row.id, row]))
    for (const venue of page.venues) {
      const row = byId.get(Number(venue.id))
      expect(row?.city).toBe('london')
      expect(venue.rating).toBe(row?.rating)
      expect(venue.reviewCount).toBe(reviewsById.get(Number(venue.id)) ?? 0)
      expect(yogaVenues.some((v) => v.id === Number(venue.id))).toBe(true)
    }
    const ratings = page.venues.map((venue) => venue.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))

    // Every venue listed has a published page to link to.
    const pages = await t.db
      .select({ slug: landingPages.urlSlug })
      .from(landingPages)
      .where(
        and(
          eq(landingPages.landingVariant, 'venue'),
          eq(landingPages.isDraft, false),
          inArray(
            landingPages.urlSlug,
            page.venues.map((venue) => venue.urlSlug),
          ),
        ),
      )
    expect(new Set(pages.map((row) => row.slug)).size).toBe(page.venues.length)
  })

  it('has nothing for a type the city has no published activities of', async () => {
    const hidden = await t.db
      .update(activities)
      .set({ isDraft: true })
      .where(and(eq(activities.cityCode, 'bath'), eq(activities.activityType, 'climbing')))
      .returning({ id: activities.id })
    t.invalidateCaches()
    try {
      const data = await load('bath', 'climbing')
      expect(venuesOffering(data.activities.activities).venueCount).toBe(0)
      expect(data.activities.availableActivityTypes).not.toContain('climbing')
    } finally {
      await t.db
        .update(activities)
        .set({ isDraft: false })
        .where(
          inArray(
            activities.id,
            hidden.map((row) => row.id),
          ),
        )
      t.invalidateCaches()
    }
    expect(hidden.length).toBeGreaterThan(0)
  })

  it('answers an unknown city with NOT_FOUND and an unknown type with BAD_USER_INPUT', async () => {
    const city = await post(yoga, CityActivityTypeDocument, {
      city: 'atlantis',
      activityType: 'yoga',
    })
    expect(city.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    const type = await post(yoga, CityActivityTypeDocument, {
      city: 'london',
      activityType: 'pilates',
    })
    expect(type.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })

  it('costs the same few statements for any city and type (no N+1)', async () => {
    const countFor = async (city: string, type: string) => {
      await load(city, type)
      t.queries.reset()
      await load(city, type)
      return t.queries.statements.filter((sql) => !/from "catalogue_meta"/i.test(sql)).length
    }
    const london = await countFor('london', 'fitness-class')
    expect(london).toBeLessThanOrEqual(3)
    for (const type of ACTIVITY_TYPES.slice(0, 3)) expect(await countFor('bath', type)).toBe(london)
  })

  it("gives a venue page what its place markup needs, valid by Google's rules", async () => {
    const [row] = await t.db
      .select({ slug: landingPages.urlSlug, venueId: landingPages.venueId })
      .from(landingPages)
      .innerJoin(reviews, eq(reviews.venueId, landingPages.venueId))
      .where(and(eq(landingPages.landingVariant, 'venue'), eq(landingPages.isDraft, false)))
      .limit(1)
    const data = dataOf(
      await post(yoga, GetConfigDocument, { variant: 'VENUE', urlSlug: row!.slug }),
    )
    const page = data.config.page
    if (page.__typename !== 'VenuePage') throw new Error(`not a venue page: ${page.__typename}`)
    const [total] = await t.db
      .select({ n: count(reviews.id) })
      .from(reviews)
      .where(eq(reviews.venueId, row!.venueId!))
    expect(page.venue.reviewCount).toBe(Number(total!.n))
    const types = await t.db
      .select({ type: activities.activityType })
      .from(activities)
      .where(and(eq(activities.venueId, row!.venueId!), eq(activities.isDraft, false)))
    expect(page.venue.activities.map((activity) => activity.activityType).sort()).toEqual(
      types.map((activity) => activity.type).sort(),
    )

    const place = venuePlaceJsonLd(page.venue, {
      path: `/venues/${row!.slug}`,
      cityName: page.cityName,
      siteUrl: 'https://move.test',
    }) as unknown as Record<string, unknown>
    const result = await validateStructuredData(pageWithJsonLd([place]), [
      ...localBusinessTests(place),
      ...reviewSnippetTests(place, 10),
    ])
    expect(failures(result)).toEqual([])
  })
})

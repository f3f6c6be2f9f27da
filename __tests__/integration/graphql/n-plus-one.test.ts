/** @jest-environment node */
/**
 * Lists cost a fixed number of SQL statements whatever their length: venues come joined or
 * batched, timeslots through one DataLoader batch. Counted from the driver's query log, after
 * one warm-up request so the per-version catalogue caches are loaded.
 */
import { print } from 'graphql'
import { DEFAULT_ACTIVITY_PAGE } from '@/graphql/limits'
import { CITY_TIMESLOTS_MIN_BATCH } from '@/server/catalogue/loaders'
import {
  GetActivitiesDocument,
  GetActivityDocument,
  GetConfigDocument,
  PackagesDocument,
  SearchActivitiesDocument,
} from '@/graphql/generated/client/graphql'
import { dataOf, post, testYoga } from '../../helpers/graphql-client'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

/** GetActivities with every activity's timeslots, as the pages' lists once asked. */
const CITY_WITH_TIMESLOTS = `query ($city: String!) { activities(city: $city) { activities(first: 2500) {
  id title venue { id name } timeslots { id start_time end_time day_of_week } } } }`

describe.each(DRIVERS)('no N+1 (%s)', (driver) => {
  let t: TestDatabase
  let yoga: ReturnType<typeof testYoga>

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    // Counts SQL statements, not the public bounds: whole-city lists with timeslots are over
    // the cost limit (bounds.test.ts) but must still be batched for the pages' own use.
    yoga = testYoga(t.db, { maxCost: Number.POSITIVE_INFINITY })
    dataOf(await post(yoga, GetActivitiesDocument, { city: 'bath' }))
  })
  afterAll(async () => {
    await t?.close()
  })

  /** The catalogue caches' background version check: one row of catalogue_meta. */
  const isVersionCheck = (sql: string) => /from "catalogue_meta"/i.test(sql)

  /**
   * Runs `run` once to warm the catalogue caches, then counts the statements of a second run.
   * The caches re-read the catalogue version in the background at most every 5 s whatever the
   * traffic, so on a slow machine that check can fall due during the counted run (CI saw 4
   * statements where 3 were asked). It is not the request's cost, so it is left out of the
   * count, and it may appear at most once.
   */
  async function countStatements(run: () => Promise<unknown>): Promise<number> {
    await run()
    t.queries.reset()
    await run()
    const checks = t.queries.statements.filter(isVersionCheck).length
    expect(checks).toBeLessThanOrEqual(1)
    return t.queries.count - checks
  }

  it('a city list with venues and timeslots: at most 3 statements, London or Bath', async () => {
    let london = 0
    const londonCount = await countStatements(async () => {
      london = dataOf(await post(yoga, CITY_WITH_TIMESLOTS, { city: 'london' })).activities
        .activities.length
    })
    let bath = 0
    const bathCount = await countStatements(async () => {
      bath = dataOf(await post(yoga, CITY_WITH_TIMESLOTS, { city: 'bath' })).activities.activities
        .length
    })
    expect(london).toBeGreaterThan(1000)
    expect(bath).toBeLessThan(london)
    expect(londonCount).toBeLessThanOrEqual(3)
    expect(londonCount).toBe(bathCount)
  })

  it('a list whose venues are not joined batches them in one statement', async () => {
    // Timeslots load per activity through one DataLoader batch.
    const query = `query { activities(city: "london") { activities { id timeslots { id } venue { name } } } }`
    const count = await countStatements(async () => dataOf(await post(yoga, query)))
    expect(count).toBeLessThanOrEqual(3)
  })

  it('a pin search costs no SQL at all (in-memory snapshot)', async () => {
    const box = { north: 51.6, south: 51.4, west: -0.35, east: 0.1 }
    dataOf(await post(yoga, SearchActivitiesDocument, box))
    expect(
      await countStatements(async () => dataOf(await post(yoga, SearchActivitiesDocument, box))),
    ).toBe(0)
    // Timeslots, when asked for: a city's worth of pins reads them from memory, as a list does.
    const withSlots = print(SearchActivitiesDocument).replace('rating', 'rating timeslots { id }')
    expect(await countStatements(async () => dataOf(await post(yoga, withSlots, box)))).toBe(0)
    // A few pins (around one activity) are one batch.
    const { activities } = await import('@/server/db/schema')
    const { and, eq, isNotNull } = await import('drizzle-orm')
    const [at] = await t.db
      .select({ lat: activities.lat, lng: activities.lng })
      .from(activities)
      .where(and(eq(activities.cityCode, 'london'), isNotNull(activities.lat)))
      .limit(1)
    const few = {
      north: at!.lat! + 1e-4,
      south: at!.lat! - 1e-4,
      east: at!.lng! + 1e-4,
      west: at!.lng! - 1e-4,
    }
    const pins = dataOf(await post(yoga, withSlots, few)) as { searchActivities: unknown[] }
    expect(pins.searchActivities.length).toBeGreaterThan(0)
    expect(pins.searchActivities.length).toBeLessThan(CITY_TIMESLOTS_MIN_BATCH)
    expect(await countStatements(async () => dataOf(await post(yoga, withSlots, few)))).toBe(1)
  })

  it("a page of a city's activities reads their timeslots from memory, the same as one activity's", async () => {
    dataOf(await post(yoga, GetActivitiesDocument, { city: 'london' }))
    t.queries.reset()
    const page = dataOf(await post(yoga, GetActivitiesDocument, { city: 'london' })).activities
      .activities
    expect(page.length).toBe(DEFAULT_ACTIVITY_PAGE)
    expect(t.queries.statements.filter((sql) => /from "timeslots"/i.test(sql))).toEqual([])
    // What one activity's detail (one query) says, for a sample across the page.
    for (const listed of [page[0]!, page[137]!, page.at(-1)!]) {
      const detail = dataOf(await post(yoga, GetActivityDocument, { id: listed.id })).activity
      expect(listed.timeslots).toEqual(detail?.timeslots)
    }
  })

  it('a changed timeslot shows in the next page once the catalogue version moves', async () => {
    const first = dataOf(
      await post(yoga, GetActivitiesDocument, { city: 'london' }),
    ).activities.activities.find((activity) => activity.timeslots.length > 0)!
    const slot = first.timeslots[0]!
    const { timeslots } = await import('@/server/db/schema')
    const { eq } = await import('drizzle-orm')
    const moved = slot.start_time === '06:15:00' ? '06:45:00' : '06:15:00'
    await t.db
      .update(timeslots)
      .set({ startTime: moved })
      .where(eq(timeslots.id, Number(slot.id)))
    t.invalidateCaches()
    const again = dataOf(
      await post(yoga, GetActivitiesDocument, { city: 'london' }),
    ).activities.activities.find((activity) => activity.id === first.id)!
    expect(again.timeslots.find((each) => each.id === slot.id)?.start_time).toBe(moved)
  })

  it('packages: two statements whatever the number of entries', async () => {
    expect(
      await countStatements(async () =>
        dataOf(await post(yoga, PackagesDocument, { city: 'london' })),
      ),
    ).toBeLessThanOrEqual(2)
  })

  it('a venue page: a fixed handful of statements', async () => {
    const { landingPages } = await import('@/server/db/schema')
    const { eq } = await import('drizzle-orm')
    const [row] = await t.db
      .select({ slug: landingPages.urlSlug })
      .from(landingPages)
      .where(eq(landingPages.landingVariant, 'venue'))
      .limit(1)
    // page, venue, activities, timeslots, reviews, related venues
    expect(
      await countStatements(async () =>
        dataOf(await post(yoga, GetConfigDocument, { variant: 'VENUE', urlSlug: row!.slug })),
      ),
    ).toBeLessThanOrEqual(6)
  })
})

/**
 * @jest-environment node
 *
 * The values proxy.ts keeps cache variants for, read from the real seeded catalogue (PGlite,
 * and PostgreSQL when TEST_DATABASE_URL is set).
 */
import { activities } from '@/server/db/schema'
import { ALTERNATE_VARIANT_REF } from '@/server/db/seed/catalogue/seed-landing-pages'
import { cachedRenderOptions, DEFAULT_RENDER_OPTIONS } from '@/lib/landing/landing-cache-key.mjs'
import { readKnownLandingValues } from '@/server/catalogue/known-landing-values'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../helpers/test-database'

describe.each(DRIVERS)('readKnownLandingValues (%s)', (driver) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await openTestDatabase(driver)
  })

  afterAll(async () => {
    await database?.close()
  })

  it('knows the catalogue’s refs and every activity with its city, and nothing made up', async () => {
    const known = await readKnownLandingValues(database.db)
    expect(known.refs.has(ALTERNATE_VARIANT_REF)).toBe(true)
    expect(known.refs.has('')).toBe(false)
    expect(known.refs.has('made-up-ref')).toBe(false)
    const rows = await database.db
      .select({ id: activities.id, city: activities.cityCode })
      .from(activities)
    expect(known.activityCities.size).toBe(rows.length)
    const [first] = rows
    expect(known.activityCities.get(String(first!.id))).toBe(first!.city)

    const options = { ...DEFAULT_RENDER_OPTIONS, activityId: String(first!.id) }
    expect(cachedRenderOptions('city', first!.city, options, known).activityId).toBe(
      String(first!.id),
    )
    expect(
      cachedRenderOptions('city', first!.city, { ...options, activityId: '999999999' }, known)
        .activityId,
    ).toBeNull()
  })
})

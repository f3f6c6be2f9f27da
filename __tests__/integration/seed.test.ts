/** @jest-environment node */
/**
 * The seed against a real (in-memory PGlite) database, checked through SQL: what the API and
 * pages rely on must hold in the stored rows, not only in the generator's output.
 */
import { sql } from 'drizzle-orm'
import { ACTIVITY_TYPES } from '@/lib/activity-types'
import { SPEC_CITY_CODES } from '@/server/db/seed/catalogue/seed-cities'
import { PRICING_FLAG_COMBINATIONS } from '@/server/db/seed/catalogue/passport-pricing'
import { PRODUCTS } from '@/server/db/seed/catalogue/products'
import { openDatabase, type Database, type DatabaseHandle } from '@/server/db/client'
import { emailLeads, venues } from '@/server/db/schema'
import {
  DEFAULT_ACTIVITY_COUNT,
  ensureSeeded,
  HOSTILE_FIXTURE_ACTIVITY_ID,
  HOSTILE_FIXTURE_TITLE,
  seedCatalogue,
} from '@/server/db/seed'

const SMALL = 800

// PGlite loads parts of itself with import(), which Jest's CommonJS runtime only allows with
// this flag; `npm run test:unit` sets it. Fail with the fix rather than an obscure TypeError.
if (
  !`${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`.includes(
    '--experimental-vm-modules',
  )
) {
  throw new Error(
    'PGlite under Jest needs NODE_OPTIONS=--experimental-vm-modules: run `npm run test:unit -- __tests__/integration/seed.test.ts`.',
  )
}

async function rows<T>(db: Database, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows
}

const CATALOGUE_TABLES = [
  'cities',
  'products',
  'packages',
  'venues',
  'activities',
  'timeslots',
  'customers',
  'reviews',
  'package_listings',
  'package_listing_options',
  'marketing_partners',
  'landing_pages',
  'faqs',
  'testimonials',
  'texts',
]

/** One md5 per table over every row, in a stable order. */
async function checksums(db: Database): Promise<Record<string, string>> {
  const result: Record<string, string> = {}
  for (const table of CATALOGUE_TABLES) {
    const [row] = await rows<{ md5: string }>(
      db,
      // updated_at records when a row was written (landing_pages' trigger), not what it holds.
      `SELECT md5(string_agg(r::text, '|' ORDER BY r::text)) AS md5
         FROM (SELECT to_jsonb(t) - 'updated_at' AS r FROM ${table} t) rows`,
    )
    result[table] = row?.md5 ?? ''
  }
  return result
}

describe('seedCatalogue on PGlite', () => {
  let handle: DatabaseHandle
  let db: Database

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' })
    db = handle.db
    await seedCatalogue(db, { activities: SMALL })
  })
  afterAll(async () => {
    await handle?.close()
  })

  it('writes the requested activities and records them in catalogue_meta', async () => {
    const [count] = await rows<{ n: number }>(db, 'SELECT count(*)::int AS n FROM activities')
    expect(count?.n).toBe(SMALL)
    const [meta] = await rows<{ version: number; activity_count: number }>(
      db,
      'SELECT version, activity_count FROM catalogue_meta WHERE id = 1',
    )
    expect(meta).toEqual({ version: 1, activity_count: SMALL })
  })

  it('every city has activities of at least three types; the spec cities all seven', async () => {
    const types = await rows<{ city_code: string; types: number }>(
      db,
      `SELECT c.code AS city_code, count(DISTINCT a.activity_type)::int AS types
       FROM cities c LEFT JOIN activities a ON a.city_code = c.code AND NOT a.is_draft
       GROUP BY c.code`,
    )
    expect(types.length).toBeGreaterThanOrEqual(20)
    for (const { city_code, types: count } of types) {
      expect(count).toBeGreaterThanOrEqual(3)
      if ((SPEC_CITY_CODES as readonly string[]).includes(city_code)) {
        expect(count).toBe(ACTIVITY_TYPES.length)
      }
    }
  })

  it('no venue or activity lies outside its city box', async () => {
    const outside = await rows<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM venues v JOIN cities c ON c.code = v.city_code
       WHERE v.lat NOT BETWEEN c.south AND c.north OR v.lng NOT BETWEEN c.west AND c.east
          OR v.lat IS NULL OR v.lng IS NULL`,
    )
    expect(outside[0]?.n).toBe(0)
    const misplaced = await rows<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM activities a JOIN venues v ON v.id = a.venue_id
       WHERE a.lat IS DISTINCT FROM v.lat OR a.lng IS DISTINCT FROM v.lng
          OR a.city_code <> v.city_code`,
    )
    expect(misplaced[0]?.n).toBe(0)
  })

  it("stores the spec's product ids", async () => {
    const ids = (await rows<{ id: number }>(db, 'SELECT id FROM products')).map((r) => r.id)
    expect(ids.sort((a, b) => a - b)).toEqual(PRODUCTS.map((p) => p.id).sort((a, b) => a - b))
    const [taster] = await rows<{ weekly_price: string; product_id: number }>(
      db,
      'SELECT weekly_price, product_id FROM packages WHERE id = 2580',
    )
    expect(taster).toEqual({ weekly_price: '1.00', product_id: 4 })
  })

  it('every passport pricing combination exists on both passports, consistently', async () => {
    for (const column of ['lite_pricing', 'full_pricing']) {
      const combos = await rows<{ n: number }>(
        db,
        `SELECT count(*)::int AS n FROM (SELECT DISTINCT
           ${column}->>'isAllowedOnPassport', ${column}->>'isTopUpRequired',
           ${column}->>'isOutOfAllowanceAllowed', ${column}->>'outOfAllowance'
         FROM activities WHERE NOT is_draft) combos`,
      )
      expect(combos[0]?.n).toBe(PRICING_FLAG_COMBINATIONS.length)
      const inconsistent = await rows<{ n: number }>(
        db,
        `SELECT count(*)::int AS n FROM activities WHERE
           ((${column}->>'isTopUpRequired')::boolean <> ((${column}->>'topUp')::numeric > 0))
           OR (NOT (${column}->>'isAllowedOnPassport')::boolean
               AND (${column}->>'isTopUpRequired')::boolean)`,
      )
      expect(inconsistent[0]?.n).toBe(0)
    }
  })

  it('keeps the hostile fixture, the streaming city and one venue page per venue', async () => {
    const [fixture] = await rows<{ title: string; description_html: string }>(
      db,
      `SELECT title, description_html FROM activities WHERE id = ${HOSTILE_FIXTURE_ACTIVITY_ID}`,
    )
    expect(fixture?.title).toBe(HOSTILE_FIXTURE_TITLE)
    expect(fixture?.description_html).toContain('<script>alert(1)</script>')
    const [streams] = await rows<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM activities WHERE city_code = 'streaming-city'
       AND is_streaming AND lat IS NULL`,
    )
    expect(streams?.n).toBe(40)
    const [orphans] = await rows<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM venues v
       WHERE NOT EXISTS (SELECT 1 FROM landing_pages p WHERE p.venue_id = v.id
                         AND p.landing_variant = 'venue' AND p.url_slug = v.url_slug)`,
    )
    expect(orphans?.n).toBe(0)
  })

  it('moves id sequences past the seeded ids', async () => {
    const [inserted] = await db
      .insert(venues)
      .values({
        urlSlug: 'sequence-check',
        name: 'Sequence check',
        description: '',
        amenities: [],
        address: '',
        postcode: '',
        cityCode: 'london',
        phone: '',
        email: '',
        website: '',
        rating: 0,
        logoUrl: '',
        imageUrls: [],
        thumbnailUrl: '',
      })
      .returning({ id: venues.id })
    const [max] = await rows<{ max: number }>(db, `SELECT max(id)::int AS max FROM venues`)
    expect(inserted?.id).toBe(max?.max)
    await db.execute(sql`DELETE FROM venues WHERE url_slug = 'sequence-check'`)
  })

  it('is deterministic, bumps the version and never touches leads', async () => {
    const before = await checksums(db)
    await db.insert(emailLeads).values({ email: 'kept@example.com', landingPath: '/', utm: {} })
    // Earlier tests wrote to the catalogue, and every write bumps the version (migration 0012).
    const [meta] = await rows<{ version: number }>(db, 'SELECT version FROM catalogue_meta')
    const summary = await seedCatalogue(db, { activities: SMALL })
    // One bump for the whole seed, however many statements it runs.
    expect(summary.version).toBe(meta!.version + 1)
    expect(await checksums(db)).toEqual(before)
    const leads = await rows<{ email: string }>(db, 'SELECT email FROM email_leads')
    expect(leads).toEqual([{ email: 'kept@example.com' }])
    await seedCatalogue(db, { activities: SMALL, seed: 99 })
    const other = await checksums(db)
    expect(other.venues).not.toBe(before.venues)
    expect(other.products).toBe(before.products)
  })
})

describe('ensureSeeded', () => {
  it('seeds the default catalogue once, even when asked twice at the same time', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' })
    try {
      await Promise.all([ensureSeeded(handle.db), ensureSeeded(handle.db)])
      await ensureSeeded(handle.db)
      const [meta] = await rows<{ version: number; activity_count: number }>(
        handle.db,
        'SELECT version, activity_count FROM catalogue_meta',
      )
      expect(meta).toEqual({ version: 1, activity_count: DEFAULT_ACTIVITY_COUNT })
      const [count] = await rows<{ n: number }>(
        handle.db,
        'SELECT count(*)::int AS n FROM activities',
      )
      expect(count?.n).toBe(DEFAULT_ACTIVITY_COUNT)
    } finally {
      await handle.close()
    }
  })
})

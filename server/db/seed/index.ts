/**
 * Seeding the catalogue: `seedCatalogue` rebuilds it from a seed (same seed, same rows, same
 * ids); `ensureSeeded` does so once, for an empty database. Both hold a PostgreSQL advisory
 * lock for their transaction, so two processes sharing one database cannot seed at once.
 */
import { DEFAULT_ACTIVITY_COUNT, DEFAULT_SEED, generateCatalogue } from './catalogue/generate'
import type { Database } from '../client'
import { catalogueMeta } from '../schema'
import { withSeedTransaction, type SeedConnection } from './seed-connection'
import { rowCounts, writeCatalogue, type ProgressCallback } from './write-catalogue'

export {
  DEFAULT_ACTIVITY_COUNT,
  DEFAULT_SEED,
  HOSTILE_FIXTURE_ACTIVITY_ID,
  HOSTILE_FIXTURE_DESCRIPTION_HTML,
  HOSTILE_FIXTURE_TITLE,
  MIN_ACTIVITY_COUNT,
} from './catalogue/generate'
export type { ProgressCallback } from './write-catalogue'

/** Any fixed 64-bit key works, as long as every seeding process uses the same one. */
const SEED_LOCK_KEY = 0x4d6f7665 // 'Move' in ASCII

export interface SeedOptions {
  /** Total activities, streamed ones included (default DEFAULT_ACTIVITY_COUNT). */
  activities?: number
  /** Random seed (default DEFAULT_SEED): the same seed rebuilds the same rows and ids. */
  seed?: number
  onProgress?: ProgressCallback
}

export interface SeedSummary {
  seed: number
  activities: number
  /** catalogue_meta.version after this seed. */
  version: number
  /** Rows written per table. */
  rows: Record<string, number>
  /** 'pglite-copy' or 'sql-insert': how the rows were loaded. */
  loader: SeedConnection['driver']
  generateMs: number
  writeMs: number
}

async function isSeeded(connection: SeedConnection): Promise<boolean> {
  const rows = await connection.rows<{ id: number }>('SELECT id FROM catalogue_meta LIMIT 1')
  return rows.length > 0
}

async function seedWith(connection: SeedConnection, options: SeedOptions): Promise<SeedSummary> {
  const generateStarted = performance.now()
  const catalogue = generateCatalogue({ activities: options.activities, seed: options.seed })
  const generateMs = performance.now() - generateStarted
  const writeStarted = performance.now()
  await writeCatalogue(connection, catalogue, options.onProgress)
  const activityCount = catalogue.activities.length
  const [meta] = await connection.rows<{ version: number }>(
    `INSERT INTO catalogue_meta (id, version, seeded_at, activity_count) ` +
      `VALUES (1, 1, now(), ${activityCount}) ` +
      // The catalogue tables' trigger (migration 0012) has bumped the version in this
      // transaction already, when the row existed: one bump per seed.
      `ON CONFLICT (id) DO UPDATE SET version = catalogue_meta.version + ` +
      `CASE WHEN current_setting('move.catalogue_version_bumped', true) = 'on' THEN 0 ELSE 1 END, ` +
      `seeded_at = now(), activity_count = EXCLUDED.activity_count RETURNING version`,
  )
  return {
    seed: catalogue.seed,
    activities: activityCount,
    version: meta?.version ?? 1,
    rows: rowCounts(catalogue),
    loader: connection.driver,
    generateMs: Math.round(generateMs),
    writeMs: Math.round(performance.now() - writeStarted),
  }
}

/**
 * Wipes the catalogue tables and rebuilds them in one transaction: readers see the old
 * catalogue or the new one, never half of each. Leads and analytics are kept.
 *
 * @example
 * const summary = await seedCatalogue(db, { activities: 100_000 })
 */
export async function seedCatalogue(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  return withSeedTransaction(db, async (connection) => {
    await connection.exec(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    return seedWith(connection, options)
  })
}

/** Seeds the default catalogue unless one exists (catalogue_meta has its row). */
export async function ensureSeeded(db: Database): Promise<void> {
  const [existing] = await db.select({ id: catalogueMeta.id }).from(catalogueMeta).limit(1)
  if (existing) return
  await withSeedTransaction(db, async (connection) => {
    await connection.exec(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    // Another process may have seeded while this one waited for the lock.
    if (await isSeeded(connection)) return
    await seedWith(connection, { activities: DEFAULT_ACTIVITY_COUNT, seed: DEFAULT_SEED })
  })
}

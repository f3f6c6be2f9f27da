/**
 * Real databases for the integration tests, seeded with the real seed (default catalogue).
 *
 * - PGlite (always): the catalogue is seeded once and dumped to a tarball in the OS temp folder,
 *   keyed by a hash of the schema, migrations and seed sources; every test file then loads its
 *   own in-memory copy (a couple of seconds instead of a fresh seed). The tarball is not
 *   compressed: PGlite's unzipping took a quarter of each load's CPU (75 MB on disk, read from
 *   the page cache).
 * - PostgreSQL (when TEST_DATABASE_URL is set): a template database seeded once per source
 *   hash, then a fresh database per test file cloned from it (CREATE DATABASE … TEMPLATE),
 *   dropped when the file is done.
 *
 * The returned `db` logs every SQL statement it sends into `queries`, for N+1 assertions.
 */
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Logger } from 'drizzle-orm'
import { invalidateCatalogueCaches } from '@/server/catalogue/catalogue-cache'
import { openDatabase, type Database } from '@/server/db/client'
import * as schema from '@/server/db/schema'
import { seedCatalogue } from '@/server/db/seed'

export type Driver = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const DRIVERS: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export interface QueryLog {
  /** Statements sent since the last reset. */
  readonly statements: string[]
  readonly count: number
  reset(): void
}

export interface TestDatabase {
  driver: Driver
  db: Database
  /** PostgreSQL: the test database's URL (for a connection of a test's own). */
  url?: string
  queries: QueryLog
  /** Forget the API's in-memory catalogue caches (after writing fixtures). */
  invalidateCaches(): void
  close(): Promise<void>
}

const ROOT = path.resolve(__dirname, '../..')

function listFiles(dir: string): string[] {
  const full = path.join(ROOT, dir)
  if (!existsSync(full)) return []
  if (statSync(full).isFile()) return [full]
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(full, name))
    .filter((file) => statSync(file).isFile())
    .sort()
}

/** Changes whenever anything that shapes the seeded database changes. */
function sourceHash(): string {
  const hash = createHash('sha256')
  for (const dir of [
    'server/db/schema.ts',
    'server/db/migrations',
    'server/db/seed',
    'lib/activity-types.ts',
    'lib/brand.ts',
  ]) {
    for (const file of listFiles(dir)) {
      hash.update(path.relative(ROOT, file))
      hash.update(readFileSync(file))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

function createQueryLog(): QueryLog & Logger {
  const statements: string[] = []
  return {
    statements,
    get count() {
      return statements.length
    },
    reset() {
      statements.length = 0
    },
    logQuery(query) {
      statements.push(query)
    },
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Seeds once per source hash (across test files and runs) and returns the PGlite dump. */
async function pgliteDump(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `move-test-catalogue-${sourceHash()}.tar`)
  const lock = `${file}.lock`
  for (let waited = 0; !existsSync(file); waited += 250) {
    try {
      mkdirSync(lock)
    } catch {
      // Another test file is seeding: wait for its dump (or take over a stale lock).
      if (
        waited > 240_000 ||
        Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 300_000
      ) {
        rmSync(lock, { recursive: true, force: true })
      }
      await sleep(250)
      continue
    }
    try {
      if (!existsSync(file)) {
        const handle = await openDatabase({ dataDir: 'memory://' })
        await seedCatalogue(handle.db)
        const client = (
          handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
        ).$client
        const dump = await client.dumpDataDir('none')
        await handle.close()
        const partial = `${file}.${process.pid}.partial`
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
        renameSync(partial, file)
      }
    } finally {
      rmSync(lock, { recursive: true, force: true })
    }
  }
  return readFileSync(file)
}

async function openPglite(): Promise<TestDatabase> {
  const dump = await pgliteDump()
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(dump)]) })
  const queries = createQueryLog()
  const db = drizzle(client, { schema, logger: queries }) as unknown as Database
  return {
    driver: 'pglite',
    db,
    queries,
    invalidateCaches: () => invalidateCatalogueCaches(db),
    close: () => client.close(),
  }
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.toString()
}

async function openPostgres(): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL!
  const { Pool } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const admin = new Pool({ connectionString: baseUrl, max: 1 })
  const template = `move_test_template_${sourceHash()}`
  const name = `move_test_${process.pid}_${Date.now().toString(36)}`
  const client = await admin.connect()
  try {
    // One test file at a time creates the template; the others wait on the lock.
    await client.query('SELECT pg_advisory_lock(1297053285)')
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])
    if (exists.rowCount === 0) {
      await client.query(`CREATE DATABASE "${template}"`)
      try {
        const handle = await openDatabase({
          databaseUrl: databaseUrl(baseUrl, template),
          workload: 'maintenance',
        })
        await seedCatalogue(handle.db)
        await handle.close()
      } catch (error) {
        await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`)
        throw error
      }
    }
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
  } finally {
    await client.query('SELECT pg_advisory_unlock(1297053285)').catch(() => undefined)
    client.release()
  }
  const pool = new Pool({ connectionString: databaseUrl(baseUrl, name), max: 4 })
  // A background catalogue-version check may still be connecting when the file closes; the
  // DROP … WITH (FORCE) below then ends that connection, which must not fail a later test.
  pool.on('error', () => undefined)
  admin.on('error', () => undefined)
  const queries = createQueryLog()
  const db = drizzle(pool, { schema, logger: queries }) as unknown as Database
  return {
    driver: 'postgres',
    db,
    url: databaseUrl(baseUrl, name),
    queries,
    invalidateCaches: () => invalidateCatalogueCaches(db),
    async close() {
      await pool.end()
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    },
  }
}

/** A freshly loaded, seeded database for one test file. */
export function openTestDatabase(driver: Driver): Promise<TestDatabase> {
  if (
    driver === 'pglite' &&
    !`${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`.includes(
      '--experimental-vm-modules',
    )
  ) {
    // PGlite loads parts of itself with import(), which Jest's CommonJS runtime only allows then.
    throw new Error(
      'PGlite under Jest needs NODE_OPTIONS=--experimental-vm-modules (see scripts/test.mjs).',
    )
  }
  return driver === 'postgres' ? openPostgres() : openPglite()
}

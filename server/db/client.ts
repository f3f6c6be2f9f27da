import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema'
import { defaultDataDir, lockDataDir } from '../../server/db/data-dir-lock.mjs'
import { behindBreaker, createOutageBreaker } from './outage-breaker'
import { DATABASE_TIMEOUTS } from './timeouts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  driver: 'pglite' | 'postgres'
  close(): Promise<void>
}

/** Any constant shared by every process of this app; only used for pg_advisory_lock. */
const MIGRATION_LOCK_KEY = 727_001

// turbopackIgnore: runtime folders, not modules for the bundler to trace.
export const MIGRATIONS_FOLDER = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  'server/db/migrations',
)

export { defaultDataDir }

export interface OpenOptions {
  /** A postgres:// URL; without one the embedded PGlite database is used. */
  databaseUrl?: string
  /** PGlite data folder; 'memory://' for a throw-away in-memory database. */
  dataDir?: string
  /**
   * 'request' (default): PostgreSQL statements are cut off after DATABASE_TIMEOUTS, so a stopped
   * or frozen server fails a request within seconds. 'maintenance' (seeding, benchmarks): no
   * request statement timeouts, since a seed's bulk statements may legitimately run longer.
   * Migrations always run as maintenance. Connecting is time-limited in both.
   */
  workload?: 'request' | 'maintenance'
}

/** node-postgres settings for one workload (server/db/timeouts.ts says why each value). */
function postgresConfig(connectionString: string, workload: 'request' | 'maintenance') {
  const limited = workload === 'request'
  return {
    connectionString,
    connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
    // TCP keepalive: a peer that vanished (dropped network) errors out instead of hanging.
    keepAlive: true,
    idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
    ...(limited
      ? {
          statement_timeout: DATABASE_TIMEOUTS.statementMs,
          query_timeout: DATABASE_TIMEOUTS.queryMs,
        }
      : { query_timeout: DATABASE_TIMEOUTS.maintenanceQueryMs }),
  }
}

/** Opens a connection and runs pending migrations. Callers own the handle. */
export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { Client, Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    const pool = new Pool({
      ...postgresConfig(options.databaseUrl, options.workload ?? 'request'),
      max: 10,
      idleTimeoutMillis: DATABASE_TIMEOUTS.idleMs,
    })
    if ((options.workload ?? 'request') === 'request') {
      // During an outage, a request's later calls fail at once instead of each timing out.
      const breaker = createOutageBreaker({ cooldownMs: DATABASE_TIMEOUTS.outageCooldownMs })
      pool.query = behindBreaker(breaker, pool.query)
      pool.connect = behindBreaker(breaker, pool.connect)
    }
    // An idle client killed by the server (restart, failover) must not crash the process:
    // the pool drops it and the next query opens a fresh connection.
    pool.on('error', (error) => console.warn('PostgreSQL idle client error:', error.message))
    const db = drizzle(pool, { schema })
    // Several processes may start against one empty database: migrate one at a time, on a
    // connection of its own without statement timeouts (waiting for the lock, or building an
    // index, may take longer than a request's statement may).
    const client = new Client(postgresConfig(options.databaseUrl, 'maintenance'))
    client.on('error', (error) => console.warn('PostgreSQL migration client error:', error.message))
    try {
      await client.connect()
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER })
    } catch (error) {
      await pool.end().catch(() => undefined)
      throw error
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
      await client.end().catch(() => undefined)
    }
    return { db, driver: 'postgres', close: () => pool.end() }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const dataDir = options.dataDir ?? defaultDataDir()
  if (dataDir.startsWith('memory://')) {
    const client = await PGlite.create(dataDir)
    const db = drizzle(client, { schema })
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    return { db, driver: 'pglite', close: () => client.close() }
  }
  const { mkdir } = await import('node:fs/promises')
  await mkdir(dataDir, { recursive: true })
  // One process per folder (two corrupt it): a second one stops here, naming the holder.
  const unlock = await lockDataDir(dataDir)
  try {
    const client = await PGlite.create(dataDir)
    const db = drizzle(client, { schema })
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }).catch(async (error: unknown) => {
      await client.close().catch(() => undefined)
      throw error
    })
    return {
      db,
      driver: 'pglite',
      async close() {
        try {
          await client.close()
        } finally {
          await unlock()
        }
      },
    }
  } catch (error) {
    await unlock()
    throw error
  }
}

import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema'

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
  'lib/db/migrations',
)

/** Where the embedded database lives unless DATA_DIR says otherwise. */
export function defaultDataDir(): string {
  return path.resolve(
    /*turbopackIgnore: true*/ process.env.DATA_DIR ?? path.join(process.cwd(), 'data/pglite'),
  )
}

export interface OpenOptions {
  /** A postgres:// URL; without one the embedded PGlite database is used. */
  databaseUrl?: string
  /** PGlite data folder; 'memory://' for a throw-away in-memory database. */
  dataDir?: string
}

/** Opens a connection and runs pending migrations. Callers own the handle. */
export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle client killed by the server (restart, failover) must not crash the process:
    // the pool drops it and the next query opens a fresh connection.
    pool.on('error', (error) => console.warn('PostgreSQL idle client error:', error.message))
    const db = drizzle(pool, { schema })
    // Several processes may start against one empty database: migrate one at a time.
    const client = await pool.connect()
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER })
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
      client.release()
    }
    return { db, driver: 'postgres', close: () => pool.end() }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const dataDir = options.dataDir ?? defaultDataDir()
  if (!dataDir.startsWith('memory://')) {
    const { mkdir } = await import('node:fs/promises')
    await mkdir(dataDir, { recursive: true })
  }
  const client = await PGlite.create(dataDir)
  const db = drizzle(client, { schema })
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
  return { db, driver: 'pglite', close: () => client.close() }
}

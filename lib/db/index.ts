import { openDatabase, type DatabaseHandle } from './client'
import { ensureSeeded } from './seed'

export type { Database, DatabaseHandle } from './client'

const globalForDb = globalThis as typeof globalThis & {
  __moveDatabase?: Promise<DatabaseHandle>
}

/**
 * The process-wide database: PostgreSQL when DATABASE_URL is set, else the embedded PGlite
 * folder (DATA_DIR, default data/pglite). Migrated, and seeded when the catalogue is empty,
 * on first use. A PGlite folder can be opened by one process only, hence one handle per process.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!globalForDb.__moveDatabase) {
    globalForDb.__moveDatabase = (async () => {
      const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined })
      await ensureSeeded(handle.db)
      return handle
    })()
    // A failed open must not poison every later request.
    globalForDb.__moveDatabase.catch(() => {
      globalForDb.__moveDatabase = undefined
    })
  }
  return globalForDb.__moveDatabase
}

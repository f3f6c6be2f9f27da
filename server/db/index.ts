import { openDatabase, type DatabaseHandle } from './client'
import { ensureSeeded } from './seed'
import { DATABASE_CLOSED_CODE } from './unavailable'

export type { Database, DatabaseHandle } from './client'

const globalForDb = globalThis as typeof globalThis & {
  __moveDatabase?: Promise<DatabaseHandle>
  __moveDatabaseClosed?: boolean
  /** For server/http/production-server.mjs, which cannot import this module: closes the database on shutdown. */
  __moveCloseDatabase?: () => Promise<void>
}

/** What getDatabase throws once the process has closed its database (shutting down). */
export class DatabaseClosedError extends Error {
  /** An outage for server/db/unavailable: callers answer 503. */
  readonly code = DATABASE_CLOSED_CODE
  constructor() {
    super('The database is closed: the server is shutting down.')
    this.name = 'DatabaseClosedError'
  }
}

/**
 * The process-wide database: PostgreSQL when DATABASE_URL is set, else the embedded PGlite
 * folder (DATA_DIR, default data/pglite). Migrated, and seeded when the catalogue is empty,
 * on first use. A PGlite folder can be opened by one process only, hence one handle per process.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  if (globalForDb.__moveDatabaseClosed) return Promise.reject(new DatabaseClosedError())
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

/**
 * Closes the process's database for good (graceful shutdown): PGlite closes its folder and
 * releases the folder's lock, PostgreSQL's pool ends. Later getDatabase calls fail.
 */
export async function closeDatabase(): Promise<void> {
  globalForDb.__moveDatabaseClosed = true
  const opening = globalForDb.__moveDatabase
  globalForDb.__moveDatabase = undefined
  const handle = await opening?.catch(() => undefined)
  await handle?.close()
}

globalForDb.__moveCloseDatabase ??= closeDatabase

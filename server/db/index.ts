import { onShutdown, registry } from '@/server/process-registry.mjs'
import { openDatabase, type DatabaseHandle } from './client'
import { ensureSeeded } from './seed'
import { DATABASE_CLOSED_CODE } from './unavailable'

export type { Database, DatabaseHandle } from './client'

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
  const slot = registry.database
  if (slot.closed) return Promise.reject(new DatabaseClosedError())
  if (!slot.opening) {
    const opening = (async () => {
      const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined })
      await ensureSeeded(handle.db)
      return handle
    })()
    slot.opening = opening
    // A failed open must not poison every later request.
    opening.catch(() => {
      if (slot.opening === opening) slot.opening = undefined
    })
    // Closed last, once the server has drained its requests.
    onShutdown('database', 100, closeDatabase)
  }
  return slot.opening
}

/**
 * Closes the process's database for good (graceful shutdown): PGlite closes its folder and
 * releases the folder's lock, PostgreSQL's pool ends. Later getDatabase calls fail.
 */
export async function closeDatabase(): Promise<void> {
  const slot = registry.database
  slot.closed = true
  const opening = slot.opening
  slot.opening = undefined
  const handle = await opening?.catch(() => undefined)
  await handle?.close()
}

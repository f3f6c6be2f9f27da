/**
 * Starts the catalogue watcher once per server process (from instrumentation.ts), on the
 * process's database, and stops it before the database closes on shutdown.
 */
import { getDatabase } from '@/server/db'
import { startCatalogueWatcher, type CatalogueWatcher } from './catalogue-watcher'

const globalForFreshness = globalThis as typeof globalThis & {
  __moveCatalogueFreshness?: Promise<CatalogueWatcher | undefined>
  /** Set by server/db for the HTTP server's shutdown. */
  __moveCloseDatabase?: () => Promise<void>
}

/** The database may be down at start: the watcher starts when it is back. */
const START_RETRY_MS = 5_000

export function startCatalogueFreshness(): Promise<CatalogueWatcher | undefined> {
  globalForFreshness.__moveCatalogueFreshness ??= (async () => {
    const handle = await getDatabase()
    const watcher = startCatalogueWatcher({
      db: handle.db,
      databaseUrl: handle.driver === 'postgres' ? process.env.DATABASE_URL : undefined,
    })
    // The listener's connection and the poll end before the database does.
    const closeDatabase = globalForFreshness.__moveCloseDatabase
    globalForFreshness.__moveCloseDatabase = async () => {
      await watcher.stop()
      await closeDatabase?.()
    }
    return watcher
  })().catch((error: unknown) => {
    // Not fatal: requests still re-check the version every few seconds (catalogue-cache.ts).
    console.warn('Could not start the catalogue watcher; retrying in 5 s:', error)
    globalForFreshness.__moveCatalogueFreshness = undefined
    setTimeout(() => void startCatalogueFreshness(), START_RETRY_MS).unref()
    return undefined
  })
  return globalForFreshness.__moveCatalogueFreshness
}

/**
 * Starts the catalogue watcher (from instrumentation.ts, once per process), on the process's
 * database, and stops it before the database closes on shutdown.
 */
import { getDatabase } from '@/server/db'
import { onShutdown } from '@/server/process-registry.mjs'
import { startCatalogueWatcher, type CatalogueWatcher } from './catalogue-watcher'

/** The database may be down at start: the watcher starts when it is back. */
const START_RETRY_MS = 5_000

export async function startCatalogueFreshness(): Promise<CatalogueWatcher | undefined> {
  try {
    const handle = await getDatabase()
    const watcher = startCatalogueWatcher({
      db: handle.db,
      databaseUrl: handle.driver === 'postgres' ? process.env.DATABASE_URL : undefined,
    })
    // The listener's connection and the poll end before the database does.
    onShutdown('catalogue watcher', 10, () => watcher.stop())
    return watcher
  } catch (error) {
    // Not fatal: requests still re-check the version every few seconds (catalogue-cache.ts).
    console.warn('Could not start the catalogue watcher; retrying in 5 s:', error)
    setTimeout(() => void startCatalogueFreshness(), START_RETRY_MS).unref()
    return undefined
  }
}

/**
 * Next calls register() once when a server process starts. We open the database then, and
 * build the pin-search snapshot (every activity in a spatial index) in the background, so the
 * first visitor's map does not wait for it: on the 100k-activity catalogue the first search
 * took 7.8 s cold and 0.05 s warm (bench:map).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Build workers load this file too: they must never open (or create) a database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getDatabase }, { getSearchSnapshot }] = await Promise.all([
    import('@/lib/db'),
    import('@/graphql/datasources/search-snapshot'),
  ])
  const opening = getDatabase()
  if (!process.env.DATABASE_URL) {
    // The embedded database is opened (and its folder locked) before the server listens: a
    // second server on the same DATA_DIR must stop, naming the process that holds it. Next
    // only logs a failing register(), so the failure is handed to scripts/serve.mjs, which exits.
    try {
      await opening
    } catch (error) {
      console.error(error instanceof Error ? error.message : error)
      ;(globalThis as { __moveStartupFailure?: unknown }).__moveStartupFailure = error
      return
    }
  }
  void opening
    .then((handle) => getSearchSnapshot(handle.db))
    .catch((error: unknown) => {
      // Not fatal: the first search builds it instead (and PostgreSQL may come back later).
      console.warn('Could not warm the search snapshot:', error)
    })
}

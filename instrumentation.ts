/**
 * Next calls register() once when a server process starts. We open the database and build the
 * pin-search snapshot (every activity in a spatial index) then, in the background, so the first
 * visitor's map does not wait for it: on the 100k-activity catalogue the first search took
 * 7.8 s cold and 0.05 s warm (bench:map).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Build workers load this file too: they must never open (or create) a database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getDatabase }, { getSearchSnapshot }] = await Promise.all([
    import('@/lib/db'),
    import('@/graphql/datasources/search-snapshot'),
  ])
  void getDatabase()
    .then((handle) => getSearchSnapshot(handle.db))
    .catch((error: unknown) => {
      // Not fatal: the first search builds it instead.
      console.warn('Could not warm the search snapshot:', error)
    })
}

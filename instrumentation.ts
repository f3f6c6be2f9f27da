/**
 * Next calls register() once when a server process starts. We open the database and build the
 * pin-search snapshot (every activity in a spatial index) then, in the background, so the first
 * visitor's map does not wait for it: on the 100k-activity catalogue the first search took
 * 7.8 s cold and 0.05 s warm (bench:map). The catalogue's known `ref` and `activity` values,
 * which proxy.ts reads to choose a page's cache entry, are registered and loaded then too.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Build workers load this file too: they must never open (or create) a database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { registry } = await import('@/server/process-registry.mjs')
  // The serving pipeline's GraphQL lane answers /graphql with this (server/http/stages/graphql-lane.mjs).
  const { createGraphqlNodeRequestHandler } = await import('@/graphql/node-request-handler')
  registry.graphqlNodeHandler = createGraphqlNodeRequestHandler
  // …and GET /api/experiments with this (server/http/stages/experiments-lane.mjs).
  const { createAssignmentsNodeHandler } =
    await import('@/server/experiments/assignments-node-handler')
  registry.experimentsNodeHandler = createAssignmentsNodeHandler
  // …and the assignments thread (ASSIGNMENTS_PORT) answers from copies of this evaluator.
  const [{ experimentEvaluator }, { getDatabase: openDatabase }] = await Promise.all([
    import('@/server/experiments/experiment-evaluator'),
    import('@/server/db'),
  ])
  registry.currentExperimentEvaluator = async () => experimentEvaluator((await openDatabase()).db)
  if (registry.backgroundStarted) return
  registry.backgroundStarted = true
  const [{ getDatabase }, { getSearchSnapshot }, known, { loadKnownLandingValues }] =
    await Promise.all([
      import('@/server/db'),
      import('@/server/catalogue/search-snapshot'),
      import('@/server/landing/proxy-known-values'),
      import('@/server/catalogue/known-landing-values'),
    ])
  known.provideKnownLandingValues(loadKnownLandingValues)
  void known.knownLandingValues()
  // Deletes analytics past ANALYTICS_RETENTION_DAYS, at start and every 6 hours.
  const { startRetentionJob } = await import('@/server/retention/retention-job')
  startRetentionJob(async () => (await getDatabase()).db)
  // Publishes and unpublishes staff scheduled on the desk, when due (once across instances).
  const [{ startScheduleRunner }, { DESK_COLLECTIONS }] = await Promise.all([
    import('@/server/desk-editing/schedule-runner'),
    import('@/server/desk-registry/desk-collections'),
  ])
  startScheduleRunner(async () => (await getDatabase()).db, DESK_COLLECTIONS)
  // Catalogue changes made elsewhere (another instance, SQL) reach this one within seconds.
  const { startCatalogueFreshness } =
    await import('@/server/catalogue-freshness/start-catalogue-freshness')
  void startCatalogueFreshness()
  void getDatabase()
    .then((handle) => getSearchSnapshot(handle.db))
    .catch((error: unknown) => {
      // Not fatal: the first search builds it instead.
      console.warn('Could not warm the search snapshot:', error)
    })
}

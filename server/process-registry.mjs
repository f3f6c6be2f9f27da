// @ts-check
/**
 * Everything the server keeps for its whole process, in one typed object.
 *
 * Why one object on globalThis: Next bundles a server module once per route and once more for
 * instrumentation.ts and proxy.ts, and loads the page cache handler and our HTTP server
 * (server/http) unbundled. A module-level variable would exist once per copy; this registry
 * exists once per process, whichever copy imports it. Nothing else in the app keeps state on
 * globalThis. Each slot says why it must be process-wide.
 *
 * What invalidates what is in server/catalogue-freshness/invalidation.ts.
 */

/**
 * @typedef {object} DatabaseSlot
 * @property {Promise<import('./db/client').DatabaseHandle> | undefined} opening
 * @property {boolean} closed set on shutdown: later opens fail
 *
 * @typedef {object} CatalogueCachesSlot
 * @property {WeakMap<import('./db/client').Database, import('./catalogue/catalogue-cache').VersionState>} versions
 * @property {Map<string, import('./catalogue/catalogue-cache').VersionedCache<unknown>>} caches
 *
 * @typedef {object} KnownLandingValuesSlot
 * @property {(() => Promise<import('../lib/landing/landing-cache-key.mjs').KnownLandingValues>) | undefined} loader
 * @property {import('../lib/landing/landing-cache-key.mjs').KnownLandingValues | undefined} last
 *
 * @typedef {object} PageCacheSlot
 * @property {((tags: string[], at?: number) => void) | undefined} markTagsStale
 * @property {Map<string, number>} staleBeforeLoad tags marked before the handler loaded
 *
 * @typedef {import('./http/stages/route-lane.mjs').RouteHandlerFactory} RouteHandlerFactory
 *
 * @typedef {object} ShutdownStep
 * @property {string} name
 * @property {number} order lower runs first
 * @property {() => Promise<void> | void} run
 */

/**
 * @typedef {object} ProcessRegistry
 * @property {DatabaseSlot} database
 *   One PGlite folder may be open once per process; every route bundle must share the handle.
 * @property {Map<string, import('./db/data-dir-lock.mjs').Held>} heldDataDirs
 *   The server locks the folder before Next starts; the app's copy opens it under that lock.
 * @property {CatalogueCachesSlot} catalogueCaches
 *   One search snapshot and count cache per database, not one per route bundle.
 * @property {import('./security/rate-limit').ProcessLimiterState | undefined} rateLimiter
 *   Every route counts its budget in the same limiter.
 * @property {KnownLandingValuesSlot} knownLandingValues
 *   proxy.ts is bundled apart from the app: the app gives it its loader here.
 * @property {RouteHandlerFactory | undefined} graphqlNodeHandler
 *   instrumentation.ts (bundled) makes the GraphQL server the unbundled pipeline serves.
 * @property {RouteHandlerFactory | undefined} experimentsNodeHandler
 *   instrumentation.ts (bundled) makes the GET /api/experiments handler the pipeline serves.
 * @property {(() => Promise<import('../lib/experiments/assign').ExperimentEvaluator>) | undefined} currentExperimentEvaluator
 *   instrumentation.ts (bundled) gives the assignments thread's feeder (unbundled) the evaluator.
 * @property {PageCacheSlot} pageCache
 *   Next loads the page cache handler outside our bundles; the catalogue watcher marks its tags.
 * @property {{ clear: (() => void) | undefined }} microCache
 *   The HTTP server's micro-cache (unbundled) is emptied by the catalogue watcher (bundled).
 * @property {Buffer | undefined} peerAddressKey
 *   The key the HTTP server proves its peer-address header with; routes (bundled) check it.
 * @property {WeakMap<import('./db/client').Database, unknown>} experimentEvaluators
 *   The desk's save (one route bundle) forgets the evaluator /api/experiments (another) reads.
 * @property {boolean} backgroundStarted
 *   instrumentation's background work (retention, catalogue watcher) starts once per process.
 * @property {ShutdownStep[]} shutdown
 *   Steps the HTTP server runs after draining requests, registered by bundled modules.
 */

const KEY = Symbol.for('move.process-registry')

/** @returns {ProcessRegistry} */
function emptyRegistry() {
  return {
    database: { opening: undefined, closed: false },
    heldDataDirs: new Map(),
    catalogueCaches: { versions: new WeakMap(), caches: new Map() },
    rateLimiter: undefined,
    knownLandingValues: { loader: undefined, last: undefined },
    graphqlNodeHandler: undefined,
    experimentsNodeHandler: undefined,
    currentExperimentEvaluator: undefined,
    pageCache: { markTagsStale: undefined, staleBeforeLoad: new Map() },
    microCache: { clear: undefined },
    peerAddressKey: undefined,
    experimentEvaluators: new WeakMap(),
    backgroundStarted: false,
    shutdown: [],
  }
}

const holder = /** @type {{ [KEY]?: ProcessRegistry }} */ (globalThis)

/** The process's registry. */
export const registry = (holder[KEY] ??= emptyRegistry())

/**
 * Adds a step to the shutdown the HTTP server runs once requests have drained (replacing an
 * earlier step of the same name).
 * @param {string} name
 * @param {number} order lower runs first: jobs and watchers (10) before the database (100)
 * @param {() => Promise<void> | void} run
 */
export function onShutdown(name, order, run) {
  const steps = registry.shutdown.filter((step) => step.name !== name)
  steps.push({ name, order, run })
  steps.sort((a, b) => a.order - b.order)
  registry.shutdown = steps
}

/** Runs the shutdown steps in order; a failing step is logged and the rest still run. */
export async function runShutdown() {
  for (const step of registry.shutdown) {
    try {
      await step.run()
    } catch (error) {
      console.error(`Shutdown step ${step.name} failed:`, error)
    }
  }
}

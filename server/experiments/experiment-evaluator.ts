/**
 * The evaluator every request uses: the experiments table compiled into a GrowthBook payload
 * (lib/experiments/assign.ts), with what page variants serve (./page-variant-content), kept in memory and reloaded in the background when older than
 * EXPERIMENTS_REFRESH_MS, so a desk change reaches every instance within seconds with no build
 * or restart, and a request never waits on the database once the first load is done. A failed
 * reload keeps the last good table; with none yet, everyone sees control.
 */
import type { Database } from '@/server/db/client'
import { createExperimentEvaluator, type ExperimentEvaluator } from '@/lib/experiments/assign'
import { listExperiments } from './experiments-table'
import { registry } from '@/server/process-registry.mjs'
import { loadPageVariantContent } from './page-variant-content'

/** How stale an instance's copy may get before it reloads (desk changes reach browsers in ≤ 60 s). */
export const EXPERIMENTS_REFRESH_MS = 10_000

interface Cache {
  evaluator: ExperimentEvaluator
  loadedAt: number
  loading: Promise<ExperimentEvaluator> | null
}

/** One evaluator per database in the process (server/process-registry.mjs says why). */
function caches(): WeakMap<Database, Cache> {
  return registry.experimentEvaluators as WeakMap<Database, Cache>
}

const CONTROL_ONLY = createExperimentEvaluator([])

async function load(
  db: Database,
  cache: Cache | undefined,
  startedAt: number,
): Promise<ExperimentEvaluator> {
  try {
    const definitions = (await listExperiments(db)).map((stored) => stored.definition)
    const evaluator = createExperimentEvaluator(
      definitions,
      await loadPageVariantContent(db, definitions),
    )
    caches().set(db, { evaluator, loadedAt: startedAt, loading: null })
    return evaluator
  } catch (error) {
    console.warn('Experiments could not be loaded:', error instanceof Error ? error.message : error)
    const fallback = cache?.evaluator ?? CONTROL_ONLY
    // Try again at the next refresh interval rather than on every request.
    caches().set(db, { evaluator: fallback, loadedAt: startedAt, loading: null })
    return fallback
  }
}

export async function experimentEvaluator(
  db: Database,
  now: number = Date.now(),
): Promise<ExperimentEvaluator> {
  const cache = caches().get(db)
  if (!cache) {
    const loading = load(db, undefined, now)
    caches().set(db, { evaluator: CONTROL_ONLY, loadedAt: 0, loading })
    return loading
  }
  if (cache.loading && cache.loadedAt === 0) return cache.loading
  if (!cache.loading && now - cache.loadedAt >= EXPERIMENTS_REFRESH_MS) {
    cache.loading = load(db, cache, now)
  }
  return cache.evaluator
}

/** After a desk save: this instance reloads at once (others within EXPERIMENTS_REFRESH_MS). */
export function forgetExperimentEvaluator(db: Database): void {
  caches().delete(db)
}

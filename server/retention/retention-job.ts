/**
 * The retention job the app runs itself (started from instrumentation.ts in the Node server
 * runtime): a first pass shortly after start, then one every RETENTION_INTERVAL_MS, never two
 * at once. A pass that fails (database down) is logged and tried again at the next interval.
 */
import type { Database } from '@/server/db/client'
import { onShutdown } from '@/server/process-registry.mjs'
import { deleteExpiredRows } from './delete-expired-rows'
import { MAX_RETENTION_DAYS, RETENTION_SETTINGS, retentionDaysSetting } from './retention-policies'

/** After start, once the server has settled (and not during a burst of first requests). */
export const RETENTION_FIRST_RUN_DELAY_MS = 30_000
/** Four passes a day keep the backlog a few hours deep at most. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000

export async function runRetentionPass(db: Database): Promise<void> {
  const result = await deleteExpiredRows(db)
  if (!result.ran) return
  for (const { name, deleted, more, cutoff } of result.results) {
    if (deleted > 0 || more) {
      console.log(
        `Retention: deleted ${deleted} ${name} older than ${cutoff.toISOString()}${more ? ' (more next pass)' : ''}.`,
      )
    }
  }
}

/**
 * Starts the job (instrumentation.ts, once per process); returns a handle that stops it, which the
 * server's shutdown also calls before the database closes. Timers never hold exit.
 */
export function startRetentionJob(getDb: () => Promise<Database>): { stop(): void } {
  for (const [name, defaultDays] of RETENTION_SETTINGS) {
    const { invalid } = retentionDaysSetting(process.env, name, defaultDays)
    if (invalid !== undefined) {
      console.error(
        `${name}=${JSON.stringify(invalid)} is not a whole number of days from 1 to ${MAX_RETENTION_DAYS}; keeping ${defaultDays}.`,
      )
    }
  }
  let running = false
  const pass = async () => {
    if (running) return
    running = true
    try {
      await runRetentionPass(await getDb())
    } catch (error) {
      console.warn(
        'Retention pass failed; next try in 6 hours:',
        error instanceof Error ? error.message : error,
      )
    } finally {
      running = false
    }
  }
  const first = setTimeout(() => void pass(), RETENTION_FIRST_RUN_DELAY_MS)
  const every = setInterval(() => void pass(), RETENTION_INTERVAL_MS)
  first.unref()
  every.unref()
  const job = {
    stop() {
      clearTimeout(first)
      clearInterval(every)
    },
  }
  // A pass must not start on a closing database.
  onShutdown('retention job', 10, job.stop)
  return job
}

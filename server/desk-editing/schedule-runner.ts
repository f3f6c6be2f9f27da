/**
 * Runs scheduled desk changes on every instance (started from instrumentation.ts): a check every
 * POLL_MS, and a timer set for the next due change when it is sooner, so a campaign starting at
 * midnight goes live at midnight. Several instances may check at once: runDueChanges claims each
 * change once. Never two checks at once in a process; a failed check is logged and retried.
 */
import type { Database } from '@/server/db/client'
import { onShutdown } from '@/server/process-registry.mjs'
import type { DeskCollections } from './desk-collection'
import { nextDueAt, runDueChanges } from './scheduled-changes'

/** Picks up changes scheduled on another instance within this long. */
export const POLL_MS = 10_000

export function startScheduleRunner(
  getDb: () => Promise<Database>,
  collections: DeskCollections,
): { stop(): void } {
  let running = false
  let stopped = false
  let soon: ReturnType<typeof setTimeout> | undefined

  const check = async () => {
    if (running || stopped) return
    running = true
    try {
      const db = await getDb()
      const summary = await runDueChanges(db, collections)
      if (summary.done + summary.failed > 0) {
        console.log(`Scheduled changes: ${summary.done} done, ${summary.failed} failed.`)
      }
      const next = await nextDueAt(db)
      clearTimeout(soon)
      const wait = next ? next.getTime() - Date.now() : Infinity
      if (wait < POLL_MS) {
        soon = setTimeout(() => void check(), Math.max(wait, 0) + 50)
        soon.unref()
      }
    } catch (error) {
      console.warn(
        'Scheduled changes check failed; retrying:',
        error instanceof Error ? error.message : error,
      )
    } finally {
      running = false
    }
  }
  const every = setInterval(() => void check(), POLL_MS)
  every.unref()
  void check()
  const runner = {
    stop() {
      stopped = true
      clearInterval(every)
      clearTimeout(soon)
    },
  }
  // Started once per process (instrumentation.ts); no check may start on a closing database.
  onShutdown('schedule runner', 10, runner.stop)
  return runner
}

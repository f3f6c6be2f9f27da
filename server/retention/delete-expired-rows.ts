/**
 * One pass of the retention policies: for each, delete rows older than its maximum age in
 * batches of `batchSize` (each its own short transaction with a statement timeout, so a large
 * backlog never holds locks or the embedded database for long), at most `maxBatches` batches
 * per policy per pass; the next pass continues where this one stopped.
 *
 * Several replicas on one PostgreSQL database take turns: each batch runs only under a
 * transaction-level advisory lock, and a replica that cannot take it skips the pass.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { RETENTION_POLICIES, type RetentionEnv, type RetentionPolicy } from './retention-policies'

/** Any constant shared by every process of this app (pg_try_advisory_xact_lock). */
const RETENTION_LOCK_KEY = 727_002
export const DEFAULT_BATCH_SIZE = 1000
export const DEFAULT_MAX_BATCHES = 100
export const STATEMENT_TIMEOUT_MS = 5000
const DAY_MS = 24 * 60 * 60 * 1000

export interface DeleteExpiredOptions {
  policies?: readonly RetentionPolicy[]
  env?: RetentionEnv
  now?: Date
  batchSize?: number
  maxBatches?: number
}

export interface PolicyResult {
  name: string
  cutoff: Date
  deleted: number
  /** True when maxBatches ran out with rows left over. */
  more: boolean
}

export type RetentionPassResult =
  { ran: true; results: PolicyResult[] } | { ran: false; reason: 'locked' }

/** Both drivers (node-postgres and PGlite) answer execute() with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

/** Deletes one batch; the number deleted, or null when another process holds the lock. */
async function deleteBatch(
  db: Database,
  policy: RetentionPolicy,
  cutoff: Date,
  batchSize: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const lock = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) AS locked`),
    )
    if (!lock[0]?.locked) return null
    await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`))
    const condition = policy.onlyWhere ? sql` AND ${policy.onlyWhere}` : sql``
    const deleted = await tx.execute(
      sql`DELETE FROM ${policy.table} WHERE ${policy.key} IN (
        SELECT ${policy.key} FROM ${policy.table}
        WHERE ${policy.createdAt} < ${cutoff.toISOString()}${condition}
        LIMIT ${batchSize}
      ) RETURNING 1 AS deleted`,
    )
    return rowsOf(deleted).length
  })
}

export async function deleteExpiredRows(
  db: Database,
  options: DeleteExpiredOptions = {},
): Promise<RetentionPassResult> {
  const now = options.now ?? new Date()
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE
  const maxBatches = options.maxBatches ?? DEFAULT_MAX_BATCHES
  const results: PolicyResult[] = []
  for (const policy of options.policies ?? RETENTION_POLICIES) {
    const cutoff = new Date(now.getTime() - policy.maxAgeDays(options.env ?? process.env) * DAY_MS)
    let deleted = 0
    let more = true
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const count = await deleteBatch(db, policy, cutoff, batchSize)
      if (count === null) return { ran: false, reason: 'locked' }
      deleted += count
      if (count < batchSize) {
        more = false
        break
      }
      // Let requests waiting on the database in between.
      await new Promise((resolve) => setImmediate(resolve))
    }
    results.push({ name: policy.name, cutoff, deleted, more })
  }
  return { ran: true, results }
}

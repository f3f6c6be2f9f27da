/**
 * Scheduled publishes and unpublishes of desk documents: staff schedule them, and a runner on
 * every instance applies them when due. Each due change is claimed with FOR UPDATE SKIP LOCKED
 * and applied in the same transaction that marks it done, so it runs once however many
 * instances race for it; a change that cannot be applied is marked failed with the reason. Both
 * show in the document's history and the audit log (actor: the system).
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { deskDocuments, deskScheduledChanges } from '@/server/db/schema'
import type { DeskCollection, DeskCollections } from './desk-collection'
import {
  auditIn,
  lockOrImport,
  publishStep,
  unpublishStep,
  type Acting,
  type LifecycleOutcome,
} from './document-lifecycle'
import { getRevision, recordEvent, type Transaction } from './revision-store'

export type ScheduledAction = 'publish' | 'unpublish'
export type ScheduleStatus = 'pending' | 'done' | 'failed' | 'cancelled'

export interface ScheduledChange {
  id: number
  action: ScheduledAction
  revision: number | null
  runAt: Date
  status: ScheduleStatus
  outcome: string | null
  createdByEmail: string
  ranAt: Date | null
}

/** Pending changes a document may have at once: a bound, far above a campaign's needs. */
export const MAX_PENDING_PER_DOCUMENT = 20
/** How far ahead a change may be scheduled. */
export const MAX_SCHEDULE_AHEAD_MS = 2 * 366 * 24 * 60 * 60 * 1000
/** A change due sooner than this is refused: it would run before the form's answer arrives. */
export const MIN_SCHEDULE_AHEAD_MS = 60 * 1000
/** Changes one runner pass applies at most; the next pass takes the rest. */
export const RUN_BATCH = 20

export type ScheduleOutcome = { ok: true; id: number } | { ok: false; message: string }

export async function scheduleChange(
  db: Database,
  collection: DeskCollection,
  entityId: string,
  change: { action: ScheduledAction; runAt: Date; revision: number | null },
  acting: Acting,
  now: Date = new Date(),
): Promise<ScheduleOutcome> {
  const ahead = change.runAt.getTime() - now.getTime()
  if (ahead < MIN_SCHEDULE_AHEAD_MS) {
    return { ok: false, message: 'Choose a time at least a minute from now.' }
  }
  if (ahead > MAX_SCHEDULE_AHEAD_MS) {
    return { ok: false, message: 'Choose a time within the next two years.' }
  }
  return db.transaction(async (tx): Promise<ScheduleOutcome> => {
    const locked = await lockOrImport(tx, collection, entityId, acting)
    if (!locked) return { ok: false, message: 'That page does not exist any more.' }
    const { head, snapshot } = locked
    const revision = change.action === 'publish' ? (change.revision ?? head.latestRevision) : null
    if (revision !== null && !(await getRevision(tx, head.id, revision))) {
      return { ok: false, message: `There is no revision ${revision} of this page.` }
    }
    const [pending] = await tx
      .select({ value: sql<number>`count(*)::int` })
      .from(deskScheduledChanges)
      .where(
        and(
          eq(deskScheduledChanges.documentId, head.id),
          eq(deskScheduledChanges.status, 'pending'),
        ),
      )
    if ((pending?.value ?? 0) >= MAX_PENDING_PER_DOCUMENT) {
      return {
        ok: false,
        message: `This page already has ${MAX_PENDING_PER_DOCUMENT} scheduled changes. Cancel one first.`,
      }
    }
    const [row] = await tx
      .insert(deskScheduledChanges)
      .values({
        documentId: head.id,
        action: change.action,
        revision,
        runAt: change.runAt,
        createdByEmail: acting.staff?.email ?? 'system',
      })
      .returning({ id: deskScheduledChanges.id })
    await recordEvent(tx, head.id, {
      action: 'schedule',
      revision,
      runAt: change.runAt,
      note: change.action,
      actorEmail: acting.staff?.email ?? null,
    })
    await auditIn(
      tx,
      collection,
      acting,
      'schedule',
      collection.subjectOf(snapshot.type, entityId, snapshot.values),
      {
        scheduleId: row!.id,
        change: change.action,
        runAt: change.runAt.toISOString(),
        revision,
      },
    )
    return { ok: true, id: row!.id }
  })
}

export async function cancelScheduledChange(
  db: Database,
  collection: DeskCollection,
  entityId: string,
  scheduleId: number,
  acting: Acting,
): Promise<ScheduleOutcome> {
  return db.transaction(async (tx): Promise<ScheduleOutcome> => {
    const locked = await lockOrImport(tx, collection, entityId, acting)
    if (!locked) return { ok: false, message: 'That page does not exist any more.' }
    const [cancelled] = await tx
      .update(deskScheduledChanges)
      .set({ status: 'cancelled', ranAt: sql`now()` })
      .where(
        and(
          eq(deskScheduledChanges.id, scheduleId),
          eq(deskScheduledChanges.documentId, locked.head.id),
          eq(deskScheduledChanges.status, 'pending'),
        ),
      )
      .returning()
    if (!cancelled) return { ok: false, message: 'That scheduled change has already run or gone.' }
    await recordEvent(tx, locked.head.id, {
      action: 'schedule-cancel',
      revision: cancelled.revision,
      runAt: cancelled.runAt,
      note: cancelled.action,
      actorEmail: acting.staff?.email ?? null,
    })
    await auditIn(
      tx,
      collection,
      acting,
      'schedule-cancel',
      collection.subjectOf(locked.snapshot.type, entityId, locked.snapshot.values),
      { scheduleId, change: cancelled.action, runAt: cancelled.runAt.toISOString() },
    )
    return { ok: true, id: scheduleId }
  })
}

/** A document's scheduled changes: pending ones first (soonest first), then the latest others. */
export async function listScheduledChanges(
  db: Database,
  documentId: number,
  limit = 50,
): Promise<ScheduledChange[]> {
  const rows = await db
    .select()
    .from(deskScheduledChanges)
    .where(eq(deskScheduledChanges.documentId, documentId))
    .orderBy(
      sql`${deskScheduledChanges.status} = 'pending' DESC`,
      asc(
        sql`CASE WHEN ${deskScheduledChanges.status} = 'pending' THEN ${deskScheduledChanges.runAt} END`,
      ),
      desc(deskScheduledChanges.runAt),
    )
    .limit(Math.min(limit, 100))
  return rows.map((row) => ({
    id: row.id,
    action: row.action as ScheduledAction,
    revision: row.revision,
    runAt: row.runAt,
    status: row.status as ScheduleStatus,
    outcome: row.outcome,
    createdByEmail: row.createdByEmail,
    ranAt: row.ranAt,
  }))
}

const SYSTEM: Acting = { staff: null, clientAddress: null }

interface Claimed {
  id: number
  action: ScheduledAction
  revision: number | null
  runAt: Date
  documentId: number
  collection: string
  entityId: string
}

const claimedColumns = {
  id: deskScheduledChanges.id,
  action: deskScheduledChanges.action,
  revision: deskScheduledChanges.revision,
  runAt: deskScheduledChanges.runAt,
  documentId: deskScheduledChanges.documentId,
  collection: deskDocuments.collection,
  entityId: deskDocuments.entityId,
}

/** The first pending change meeting `condition` that nobody else holds, locked until `tx` ends. */
async function claimPending(tx: Transaction, condition: SQL): Promise<Claimed | null> {
  const [row] = await tx
    .select(claimedColumns)
    .from(deskScheduledChanges)
    .innerJoin(deskDocuments, eq(deskDocuments.id, deskScheduledChanges.documentId))
    .where(and(eq(deskScheduledChanges.status, 'pending'), condition))
    .orderBy(asc(deskScheduledChanges.runAt), asc(deskScheduledChanges.id))
    .limit(1)
    .for('update', { of: deskScheduledChanges, skipLocked: true })
  return row ? { ...row, action: row.action as ScheduledAction } : null
}

async function finish(
  tx: Transaction,
  claimed: Claimed,
  collection: DeskCollection | undefined,
  outcome: { ok: true } | { ok: false; message: string },
): Promise<void> {
  await tx
    .update(deskScheduledChanges)
    .set({
      status: outcome.ok ? 'done' : 'failed',
      outcome: outcome.ok ? null : outcome.message,
      ranAt: sql`now()`,
    })
    .where(eq(deskScheduledChanges.id, claimed.id))
  if (outcome.ok) return
  await recordEvent(tx, claimed.documentId, {
    action: 'scheduled-failed',
    revision: claimed.revision,
    runAt: claimed.runAt,
    note: `${claimed.action}: ${outcome.message}`,
    actorEmail: null,
  })
  if (collection) {
    const snapshot = await collection.snapshot(tx, claimed.entityId)
    await auditIn(
      tx,
      collection,
      SYSTEM,
      `scheduled-${claimed.action}-failed`,
      snapshot
        ? collection.subjectOf(snapshot.type, claimed.entityId, snapshot.values)
        : claimed.entityId,
      { scheduleId: claimed.id, reason: outcome.message },
    )
  }
}

function apply(
  tx: Transaction,
  collection: DeskCollection,
  claimed: Claimed,
): Promise<LifecycleOutcome> {
  return claimed.action === 'publish'
    ? publishStep(tx, collection, claimed.entityId, claimed.revision ?? 0, SYSTEM, {
        requireLatest: false,
        scheduleId: claimed.id,
      })
    : unpublishStep(tx, collection, claimed.entityId, SYSTEM, { scheduleId: claimed.id })
}

export interface RunSummary {
  done: number
  failed: number
}

/**
 * Applies the changes due by `now`, at most RUN_BATCH, each in its own transaction. Safe to call
 * from every instance at once.
 */
export async function runDueChanges(
  db: Database,
  collections: DeskCollections,
  now: Date = new Date(),
): Promise<RunSummary> {
  const summary: RunSummary = { done: 0, failed: 0 }
  for (let pass = 0; pass < RUN_BATCH; pass += 1) {
    let claimedId: number | null = null
    let outcome: LifecycleOutcome | null
    try {
      outcome = await db.transaction(async (tx) => {
        const claimed = await claimPending(tx, sql`${deskScheduledChanges.runAt} <= ${now}`)
        if (!claimed) return null
        claimedId = claimed.id
        const collection = collections.get(claimed.collection)
        const result: LifecycleOutcome = collection
          ? await apply(tx, collection, claimed)
          : { ok: false, message: `No collection '${claimed.collection}' here.` }
        await finish(tx, claimed, collection, result)
        return result
      })
    } catch (error) {
      if (claimedId === null) throw error
      // The change itself failed (its transaction rolled back): record why, once.
      await markFailed(db, collections, claimedId, error)
      summary.failed += 1
      continue
    }
    if (!outcome) break
    if (outcome.ok) summary.done += 1
    else summary.failed += 1
  }
  return summary
}

async function markFailed(
  db: Database,
  collections: DeskCollections,
  id: number,
  error: unknown,
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error)
  await db.transaction(async (tx) => {
    const claimed = await claimPending(tx, eq(deskScheduledChanges.id, id))
    if (!claimed) return
    await finish(tx, claimed, collections.get(claimed.collection), { ok: false, message })
  })
}

/** When the next pending change is due (any document), or null. */
export async function nextDueAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ runAt: deskScheduledChanges.runAt })
    .from(deskScheduledChanges)
    .where(eq(deskScheduledChanges.status, 'pending'))
    .orderBy(asc(deskScheduledChanges.runAt))
    .limit(1)
  return row?.runAt ?? null
}

/**
 * A desk document's lifecycle, for any collection: create, save a draft (refused when someone
 * else saved first), publish a revision, unpublish, revert to a revision. Each runs in one
 * transaction with its audit entry, so what happened and its record commit together.
 */
import type { DocumentType, DocumentValues } from '@/lib/desk-editing/document-type'
import type { FieldErrors } from '@/lib/desk-editing/read-document-form'
import {
  changedLabels,
  diffValues,
  revisionAuditDetails,
  type FieldChange,
} from '@/lib/desk-editing/revision-diff'
import type { Database } from '@/server/db/client'
import { recordAudit } from '@/server/desk/audit-log'
import type { StaffMember } from '@/server/desk/staff-access'
import { PublishRefused, type DeskCollection, type EntitySnapshot } from './desk-collection'
import {
  appendRevision,
  createDocument,
  getRevision,
  lockDocument,
  recordEvent,
  revisionsAfter,
  setLiveRevision,
  type Author,
  type DocumentHead,
  type DocumentRef,
  type Transaction,
} from './revision-store'

/** Who acts, from where: a signed-in member, or the system itself (a scheduled run). */
export interface Acting {
  staff: Pick<StaffMember, 'id' | 'email' | 'name'> | null
  clientAddress: string | null
}

export const SYSTEM_AUTHOR: Author = { id: null, email: 'system', name: 'Scheduled change' }

export function authorOf(acting: Acting): Author {
  return acting.staff
    ? { id: acting.staff.id, email: acting.staff.email, name: acting.staff.name }
    : SYSTEM_AUTHOR
}

export async function auditIn(
  tx: Transaction,
  collection: DeskCollection,
  acting: Acting,
  verb: string,
  subject: string,
  details: Record<string, unknown>,
): Promise<void> {
  await recordAudit(tx, {
    actor: acting.staff ? { id: acting.staff.id, email: acting.staff.email } : null,
    action: `${collection.auditArea}.${verb}`,
    subject,
    details,
    clientAddress: acting.clientAddress,
  })
}

const refOf = (collection: DeskCollection, entityId: string): DocumentRef => ({
  collection: collection.name,
  entityId,
})

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true
  }
  return false
}

/**
 * The document's head, locked; a thing the desk has not edited yet becomes a document first,
 * its revision 1 being what it is now (origin 'imported').
 */
export async function lockOrImport(
  tx: Transaction,
  collection: DeskCollection,
  entityId: string,
  acting: Acting,
): Promise<{ head: DocumentHead; snapshot: EntitySnapshot } | null> {
  const snapshot = await collection.snapshot(tx, entityId)
  if (!snapshot) return null
  const ref = refOf(collection, entityId)
  const imported = {
    data: snapshot.values,
    origin: 'imported' as const,
    author: authorOf(acting),
    note: 'The page as it was when the desk first edited it.',
  }
  // Two first edits at once: one imports, the other then locks what it made.
  const head =
    (await lockDocument(tx, ref)) ??
    (await createDocument(tx, ref, snapshot.type, imported, snapshot.live)) ??
    (await lockDocument(tx, ref))
  if (!head) throw new Error(`desk document ${ref.collection}/${ref.entityId} vanished`)
  return { head, snapshot }
}

export type SaveOutcome =
  | { ok: true; revision: number; changes: FieldChange[]; unchanged: boolean }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'invalid'; errors: FieldErrors }
  | {
      ok: false
      reason: 'conflict'
      /** The newest revision, saved since the one the form started from. */
      latest: number
      by: Author
      at: Date
      /** Labels of the fields those newer revisions changed. */
      changedFields: string[]
    }

/** Saves `values` as the next revision, if `baseRevision` is still the newest. */
export async function saveDraft(
  db: Database,
  collection: DeskCollection,
  input: { entityId: string; baseRevision: number; type: DocumentType; values: DocumentValues },
  acting: Acting,
): Promise<SaveOutcome> {
  const { entityId, type, values } = input
  const taken = await collection.uniqueErrors(db, entityId, type, values)
  if (Object.keys(taken).length > 0) return { ok: false, reason: 'invalid', errors: taken }
  try {
    return await db.transaction(async (tx): Promise<SaveOutcome> => {
      const locked = await lockOrImport(tx, collection, entityId, acting)
      if (!locked) return { ok: false, reason: 'missing' }
      const { head, snapshot } = locked
      if (head.latestRevision !== input.baseRevision) {
        const missed = await revisionsAfter(tx, head.id, input.baseRevision)
        const newest = missed[missed.length - 1]
        const labels = new Set(missed.flatMap((revision) => changedLabels(type, revision.changes)))
        return {
          ok: false,
          reason: 'conflict',
          latest: head.latestRevision,
          by: newest?.author ?? SYSTEM_AUTHOR,
          at: newest?.createdAt ?? head.updatedAt,
          changedFields: [...labels],
        }
      }
      const current = await getRevision(tx, head.id, head.latestRevision)
      if (current && diffValues(type, current.data, values).length === 0) {
        return { ok: true, revision: head.latestRevision, changes: [], unchanged: true }
      }
      const saved = await appendRevision(tx, head, type, {
        data: values,
        origin: 'saved',
        author: authorOf(acting),
      })
      if (!snapshot.live) await collection.draftSaved(tx, entityId, type, values)
      await auditIn(
        tx,
        collection,
        acting,
        'save',
        collection.subjectOf(type, entityId, values),
        revisionAuditDetails(type, saved.number, saved.changes),
      )
      return { ok: true, revision: saved.number, changes: saved.changes, unchanged: false }
    })
  } catch (error) {
    // Another page took the value between the check and the write.
    if (!isUniqueViolation(error)) throw error
    const errors = await collection.uniqueErrors(db, entityId, type, values)
    if (Object.keys(errors).length === 0) throw error
    return { ok: false, reason: 'invalid', errors }
  }
}

export type CreateOutcome =
  { ok: true; entityId: string } | { ok: false; reason: 'invalid'; errors: FieldErrors }

/** A new entity, not live, whose revision 1 holds `values` (a new page, or a duplicate). */
export async function createEntity(
  db: Database,
  collection: DeskCollection,
  input: {
    type: DocumentType
    values: DocumentValues
    origin: 'created' | 'duplicated'
    note?: string
    sourceRevision?: number
  },
  acting: Acting,
): Promise<CreateOutcome> {
  const taken = await collection.uniqueErrors(db, null, input.type, input.values)
  if (Object.keys(taken).length > 0) return { ok: false, reason: 'invalid', errors: taken }
  try {
    const entityId = await db.transaction(async (tx) => {
      const id = await collection.create(tx, input.type, input.values)
      // A new entity's id: no document can exist for it yet.
      await createDocument(
        tx,
        refOf(collection, id),
        input.type,
        {
          data: input.values,
          origin: input.origin,
          author: authorOf(acting),
          note: input.note ?? null,
          sourceRevision: input.sourceRevision ?? null,
        },
        false,
      )
      await auditIn(
        tx,
        collection,
        acting,
        'save',
        collection.subjectOf(input.type, id, input.values),
        {
          ...revisionAuditDetails(input.type, 1, diffValues(input.type, null, input.values)),
          origin: input.origin,
          ...(input.note ? { note: input.note } : {}),
        },
      )
      return id
    })
    return { ok: true, entityId }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const errors = await collection.uniqueErrors(db, null, input.type, input.values)
    if (Object.keys(errors).length === 0) throw error
    return { ok: false, reason: 'invalid', errors }
  }
}

export type LifecycleOutcome =
  | {
      ok: true
      revision: number | null
      /** What the entity is called now, and before when that changed (a new address). */
      subject: string
      previousSubject: string
    }
  | { ok: false; message: string }

const refused = (message: string): LifecycleOutcome => ({ ok: false, message })

/** Runs a step in a transaction; a refusal the collection or the database raises becomes a message. */
async function lifecycle(
  db: Database,
  work: (tx: Transaction) => Promise<LifecycleOutcome>,
): Promise<LifecycleOutcome> {
  try {
    return await db.transaction(work)
  } catch (error) {
    if (error instanceof PublishRefused) return refused(error.message)
    if (isUniqueViolation(error)) {
      return refused('Another page took this address a moment ago. Reload the page and try again.')
    }
    throw error
  }
}

const NOT_FOUND = 'That page does not exist any more.'

/**
 * Makes a revision live. `requireLatest`: refused when a newer revision was saved since (the
 * publisher has not seen it); experiments' winners and scheduled runs name their revision.
 */
export function publishRevision(
  db: Database,
  collection: DeskCollection,
  entityId: string,
  revision: number,
  acting: Acting,
  options: { requireLatest: boolean },
): Promise<LifecycleOutcome> {
  return lifecycle(db, (tx) => publishStep(tx, collection, entityId, revision, acting, options))
}

/** publishRevision inside a transaction of the caller's (the schedule runner's). */
export async function publishStep(
  tx: Transaction,
  collection: DeskCollection,
  entityId: string,
  revision: number,
  acting: Acting,
  options: { requireLatest: boolean; scheduleId?: number },
): Promise<LifecycleOutcome> {
  const locked = await lockOrImport(tx, collection, entityId, acting)
  if (!locked) return refused(NOT_FOUND)
  const { head, snapshot } = locked
  if (options.requireLatest && revision !== head.latestRevision) {
    return refused(
      `Revision ${head.latestRevision} was saved after revision ${revision}, which you were looking at. Review revision ${head.latestRevision}, then publish.`,
    )
  }
  const chosen = await getRevision(tx, head.id, revision)
  if (!chosen) return refused(`There is no revision ${revision} of this page.`)
  await collection.publish(tx, entityId, snapshot.type, chosen.data)
  await setLiveRevision(tx, head, revision)
  const scheduled = options.scheduleId !== undefined
  await recordEvent(tx, head.id, {
    action: scheduled ? 'scheduled-publish' : 'publish',
    revision,
    actorEmail: acting.staff?.email ?? null,
  })
  const subject = collection.subjectOf(snapshot.type, entityId, chosen.data)
  await auditIn(tx, collection, acting, 'publish', subject, {
    revision,
    ...(scheduled ? { scheduleId: options.scheduleId } : {}),
  })
  const previousSubject = collection.subjectOf(snapshot.type, entityId, snapshot.values)
  return { ok: true, revision, subject, previousSubject }
}

/** Takes the entity down: it stops answering visitors (404) and leaves the sitemap. */
export function unpublishDocument(
  db: Database,
  collection: DeskCollection,
  entityId: string,
  acting: Acting,
): Promise<LifecycleOutcome> {
  return lifecycle(db, (tx) => unpublishStep(tx, collection, entityId, acting))
}

/** unpublishDocument inside a transaction of the caller's (the schedule runner's). */
export async function unpublishStep(
  tx: Transaction,
  collection: DeskCollection,
  entityId: string,
  acting: Acting,
  options: { scheduleId?: number } = {},
): Promise<LifecycleOutcome> {
  const locked = await lockOrImport(tx, collection, entityId, acting)
  if (!locked) return refused(NOT_FOUND)
  const { head, snapshot } = locked
  if (!snapshot.live) return refused('This page is not live.')
  await collection.unpublish(tx, entityId)
  await setLiveRevision(tx, head, null)
  const scheduled = options.scheduleId !== undefined
  await recordEvent(tx, head.id, {
    action: scheduled ? 'scheduled-unpublish' : 'unpublish',
    revision: head.liveRevision,
    actorEmail: acting.staff?.email ?? null,
  })
  const subject = collection.subjectOf(snapshot.type, entityId, snapshot.values)
  await auditIn(tx, collection, acting, 'unpublish', subject, {
    revision: head.liveRevision,
    ...(scheduled ? { scheduleId: options.scheduleId } : {}),
  })
  return { ok: true, revision: head.liveRevision, subject, previousSubject: subject }
}

/** A new draft revision with the values of an older one; the live page stays until Publish. */
export async function revertToRevision(
  db: Database,
  collection: DeskCollection,
  entityId: string,
  revision: number,
  acting: Acting,
): Promise<LifecycleOutcome> {
  return lifecycle(db, async (tx) => {
    const locked = await lockOrImport(tx, collection, entityId, acting)
    if (!locked) return refused(NOT_FOUND)
    const { head, snapshot } = locked
    const source = await getRevision(tx, head.id, revision)
    if (!source) return refused(`There is no revision ${revision} of this page.`)
    const taken = await collection.uniqueErrors(tx, entityId, snapshot.type, source.data)
    const problem = Object.values(taken)[0]
    if (problem) return refused(`Revision ${revision} cannot come back: ${problem}`)
    const saved = await appendRevision(tx, head, snapshot.type, {
      data: source.data,
      origin: 'reverted',
      sourceRevision: revision,
      author: authorOf(acting),
    })
    if (!snapshot.live) await collection.draftSaved(tx, entityId, snapshot.type, source.data)
    const subject = collection.subjectOf(snapshot.type, entityId, source.data)
    await auditIn(tx, collection, acting, 'revert', subject, {
      ...revisionAuditDetails(snapshot.type, saved.number, saved.changes),
      from: revision,
    })
    return { ok: true, revision: saved.number, subject, previousSubject: subject }
  })
}

/**
 * The desk's revision store, for any collection of documents (landing pages now; texts, FAQs,
 * testimonials and experiments next): a head row per document, every save a numbered revision
 * with its full values and its field-by-field changes, and the lifecycle events beside them.
 *
 * Concurrency: a save names the revision it started from; under the head's row lock the save
 * goes in only if that is still the newest, so of two people saving the same page the second
 * is refused (and told which revision came first) instead of silently overwriting it.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DocumentType, DocumentValues } from '@/lib/desk-editing/document-type'
import { diffValues, type FieldChange } from '@/lib/desk-editing/revision-diff'
import type { Database } from '@/server/db/client'
import { deskDocumentEvents, deskDocuments, deskRevisions } from '@/server/db/schema'

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
type Executor = Database | Transaction

export interface DocumentRef {
  collection: string
  entityId: string
}

/** Who made a revision or an event; null for the system itself (a scheduled run). */
export interface Author {
  id: string | null
  email: string
  name: string
}

export interface DocumentHead {
  id: number
  collection: string
  entityId: string
  latestRevision: number
  liveRevision: number | null
  everPublished: boolean
  updatedAt: Date
}

export type RevisionOrigin = 'created' | 'imported' | 'saved' | 'reverted' | 'duplicated'

export interface Revision {
  number: number
  data: DocumentValues
  changes: FieldChange[]
  origin: RevisionOrigin
  sourceRevision: number | null
  note: string | null
  author: Author
  createdAt: Date
}

export type DocumentEventAction =
  | 'publish'
  | 'unpublish'
  | 'schedule'
  | 'schedule-cancel'
  | 'scheduled-publish'
  | 'scheduled-unpublish'
  | 'scheduled-failed'

export interface DocumentEvent {
  action: DocumentEventAction
  revision: number | null
  runAt: Date | null
  note: string | null
  actorEmail: string | null
  at: Date
}

/** A page's history holds at most this many revisions and events, newest first. */
export const HISTORY_LIMIT = 200

const headColumns = {
  id: deskDocuments.id,
  collection: deskDocuments.collection,
  entityId: deskDocuments.entityId,
  latestRevision: deskDocuments.latestRevision,
  liveRevision: deskDocuments.liveRevision,
  everPublished: deskDocuments.everPublished,
  updatedAt: deskDocuments.updatedAt,
}

function whereRef(ref: DocumentRef) {
  return and(eq(deskDocuments.collection, ref.collection), eq(deskDocuments.entityId, ref.entityId))
}

export async function findDocument(db: Executor, ref: DocumentRef): Promise<DocumentHead | null> {
  const [head] = await db.select(headColumns).from(deskDocuments).where(whereRef(ref)).limit(1)
  return head ?? null
}

/** The heads of many documents of one collection in one query (lists), by entity id. */
export async function findDocuments(
  db: Executor,
  collection: string,
  entityIds: readonly string[],
): Promise<Map<string, DocumentHead>> {
  if (entityIds.length === 0) return new Map()
  const heads = await db
    .select(headColumns)
    .from(deskDocuments)
    .where(
      and(
        eq(deskDocuments.collection, collection),
        inArray(deskDocuments.entityId, [...entityIds]),
      ),
    )
  return new Map(heads.map((head) => [head.entityId, head]))
}

/** The head, locked until the transaction ends; null when the desk has no document yet. */
export async function lockDocument(
  tx: Transaction,
  ref: DocumentRef,
): Promise<DocumentHead | null> {
  const [head] = await tx
    .select(headColumns)
    .from(deskDocuments)
    .where(whereRef(ref))
    .for('update')
    .limit(1)
  return head ?? null
}

function toRevision(row: typeof deskRevisions.$inferSelect): Revision {
  return {
    number: row.number,
    data: row.data,
    changes: row.changes,
    origin: row.origin as RevisionOrigin,
    sourceRevision: row.sourceRevision,
    note: row.note,
    author: { id: row.authorId, email: row.authorEmail, name: row.authorName },
    createdAt: row.createdAt,
  }
}

export async function getRevision(
  db: Executor,
  documentId: number,
  number: number,
): Promise<Revision | null> {
  const [row] = await db
    .select()
    .from(deskRevisions)
    .where(and(eq(deskRevisions.documentId, documentId), eq(deskRevisions.number, number)))
    .limit(1)
  return row ? toRevision(row) : null
}

/** Revisions after `after` up to the newest, oldest first (what a refused save missed). */
export async function revisionsAfter(
  db: Executor,
  documentId: number,
  after: number,
): Promise<Revision[]> {
  const rows = await db
    .select()
    .from(deskRevisions)
    .where(and(eq(deskRevisions.documentId, documentId), sql`${deskRevisions.number} > ${after}`))
    .orderBy(deskRevisions.number)
    .limit(HISTORY_LIMIT)
  return rows.map(toRevision)
}

export interface NewRevision {
  data: DocumentValues
  origin: RevisionOrigin
  author: Author
  sourceRevision?: number | null
  note?: string | null
}

/**
 * A new document with its first revision (`live` when the entity is already live), or null when
 * another transaction made it first (the insert waits for that one to finish).
 */
export async function createDocument(
  tx: Transaction,
  ref: DocumentRef,
  type: DocumentType,
  revision: NewRevision,
  live: boolean,
): Promise<DocumentHead | null> {
  const [head] = await tx
    .insert(deskDocuments)
    .values({
      collection: ref.collection,
      entityId: ref.entityId,
      latestRevision: 1,
      liveRevision: live ? 1 : null,
      everPublished: live,
    })
    .onConflictDoNothing()
    .returning(headColumns)
  if (!head) return null
  await insertRevision(tx, head.id, 1, type, null, revision)
  return head
}

async function insertRevision(
  tx: Transaction,
  documentId: number,
  number: number,
  type: DocumentType,
  previous: DocumentValues | null,
  revision: NewRevision,
): Promise<FieldChange[]> {
  const changes = diffValues(type, previous, revision.data)
  await tx.insert(deskRevisions).values({
    documentId,
    number,
    data: revision.data,
    changes,
    origin: revision.origin,
    sourceRevision: revision.sourceRevision ?? null,
    note: revision.note ?? null,
    authorId: revision.author.id,
    authorEmail: revision.author.email,
    authorName: revision.author.name,
  })
  return changes
}

/** Adds the next revision to a locked head; its changes are against the newest one. */
export async function appendRevision(
  tx: Transaction,
  head: DocumentHead,
  type: DocumentType,
  revision: NewRevision,
): Promise<{ number: number; changes: FieldChange[] }> {
  const previous = await getRevision(tx, head.id, head.latestRevision)
  const number = head.latestRevision + 1
  const changes = await insertRevision(tx, head.id, number, type, previous?.data ?? null, revision)
  await tx
    .update(deskDocuments)
    .set({ latestRevision: number, updatedAt: sql`now()` })
    .where(eq(deskDocuments.id, head.id))
  return { number, changes }
}

/** Records which revision is live (null: none). */
export async function setLiveRevision(
  tx: Transaction,
  head: DocumentHead,
  revision: number | null,
): Promise<void> {
  await tx
    .update(deskDocuments)
    .set({
      liveRevision: revision,
      ...(revision !== null ? { everPublished: true } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(deskDocuments.id, head.id))
}

export async function recordEvent(
  tx: Executor,
  documentId: number,
  event: Omit<DocumentEvent, 'at' | 'runAt' | 'note' | 'revision'> &
    Partial<Pick<DocumentEvent, 'runAt' | 'note' | 'revision'>>,
): Promise<void> {
  await tx.insert(deskDocumentEvents).values({
    documentId,
    action: event.action,
    revision: event.revision ?? null,
    runAt: event.runAt ?? null,
    note: event.note ?? null,
    actorEmail: event.actorEmail,
  })
}

export type HistoryEntry = ({ kind: 'revision' } & Revision) | ({ kind: 'event' } & DocumentEvent)

/** Revisions and lifecycle events, newest first, at most `limit` (HISTORY_LIMIT) in all. */
export async function listHistory(
  db: Executor,
  documentId: number,
  limit = HISTORY_LIMIT,
): Promise<HistoryEntry[]> {
  const bounded = Math.min(Math.max(limit, 1), HISTORY_LIMIT)
  const [revisions, events] = await Promise.all([
    db
      .select()
      .from(deskRevisions)
      .where(eq(deskRevisions.documentId, documentId))
      .orderBy(desc(deskRevisions.number))
      .limit(bounded),
    db
      .select()
      .from(deskDocumentEvents)
      .where(eq(deskDocumentEvents.documentId, documentId))
      .orderBy(desc(deskDocumentEvents.at), desc(deskDocumentEvents.id))
      .limit(bounded),
  ])
  const entries: HistoryEntry[] = [
    ...revisions.map((row) => ({ kind: 'revision' as const, ...toRevision(row) })),
    ...events.map((row) => ({
      kind: 'event' as const,
      action: row.action as DocumentEventAction,
      revision: row.revision,
      runAt: row.runAt,
      note: row.note,
      actorEmail: row.actorEmail,
      at: row.at,
    })),
  ]
  const time = (entry: HistoryEntry) =>
    entry.kind === 'revision' ? entry.createdAt.getTime() : entry.at.getTime()
  return entries.sort((a, b) => time(b) - time(a)).slice(0, bounded)
}

/**
 * The content editor: one text, FAQ or testimonial with its newest revision in the form, its
 * status, scheduled changes and history; its Save draft (the generic desk form save on its
 * collection), and New (an FAQ, a testimonial, or a text's version for another audience).
 */
import type { ContentKind } from '@/lib/content/content-routes'
import type { ChoiceSources, DocumentType, DocumentValues } from '@/lib/desk-editing/document-type'
import type { PublicationStatus } from '@/lib/desk-editing/publication-status'
import type { SubmittedForm } from '@/lib/desk-editing/read-document-form'
import type { Database } from '@/server/db/client'
import type { Acting } from '@/server/desk-editing/document-lifecycle'
import {
  createDocumentFromForm,
  saveDocumentFromForm,
  type CreateFromFormResult,
  type SaveResult,
} from '@/server/desk-editing/form-submissions'
import {
  findDocument,
  getRevision,
  listHistory,
  type HistoryEntry,
} from '@/server/desk-editing/revision-store'
import { listScheduledChanges, type ScheduledChange } from '@/server/desk-editing/scheduled-changes'
import { contentReadContext } from './content-choices'
import { CONTENT_COLLECTIONS } from './content-collections'
import { contentStatus } from './content-status'
import { newContent } from './new-content'

export interface ContentEditorData {
  kind: ContentKind
  id: number
  type: DocumentType
  /** A text's key, an FAQ's question, a testimonial's name. */
  title: string | null
  /** Visitors see it now (it is not a draft row). */
  live: boolean
  /** The row's values now: what visitors see when it is live. */
  liveValues: DocumentValues
  /** The newest revision's values: what the form shows. */
  values: DocumentValues
  status: PublicationStatus
  revision: number
  liveRevision: number | null
  sources: ChoiceSources
  schedules: ScheduledChange[]
  history: HistoryEntry[]
}

/** The editor's data, or null when there is no such row. */
export async function loadContentEditor(
  db: Database,
  kind: ContentKind,
  id: number,
  options: { historyLimit: number },
): Promise<ContentEditorData | null> {
  const collection = CONTENT_COLLECTIONS[kind]
  const entityId = String(id)
  const snapshot = await collection.snapshot(db, entityId)
  if (!snapshot) return null
  const head = await findDocument(db, { collection: collection.name, entityId })
  const [newest, context, schedules, history, title] = await Promise.all([
    head ? getRevision(db, head.id, head.latestRevision) : null,
    contentReadContext(db),
    head ? listScheduledChanges(db, head.id) : [],
    head ? listHistory(db, head.id, options.historyLimit) : [],
    collection.titleOf(db, entityId),
  ])
  const { live } = snapshot
  return {
    kind,
    id,
    type: snapshot.type,
    title,
    live,
    liveValues: snapshot.values,
    values: newest?.data ?? snapshot.values,
    status: contentStatus(live, head),
    revision: head?.latestRevision ?? 1,
    liveRevision: head ? head.liveRevision : live ? 1 : null,
    sources: context.sources,
    schedules,
    history,
  }
}

/** Save draft on a text, FAQ or testimonial. */
export async function saveContentFromForm(
  db: Database,
  kind: ContentKind,
  id: number,
  form: SubmittedForm,
  acting: Acting,
): Promise<SaveResult | null> {
  const collection = CONTENT_COLLECTIONS[kind]
  const snapshot = await collection.snapshot(db, String(id))
  if (!snapshot) return null
  return saveDocumentFromForm(
    db,
    collection,
    String(id),
    snapshot.type,
    form,
    await contentReadContext(db),
    acting,
  )
}

/**
 * New FAQ or testimonial, or a version of text `from` for another audience: a draft row whose
 * revision 1 holds the form. Null when a text's source does not exist.
 */
export async function createContentFromForm(
  db: Database,
  kind: ContentKind,
  from: number | null,
  form: SubmittedForm,
  acting: Acting,
): Promise<CreateFromFormResult | null> {
  const start = await newContent(db, kind, from)
  if (!start) return null
  return createDocumentFromForm(
    db,
    start.collection,
    start.type,
    form,
    await contentReadContext(db),
    acting,
    start.note,
  )
}

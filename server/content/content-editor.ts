/**
 * The content editor: one text, FAQ or testimonial with its newest revision in the form, its
 * status and history; and its Save draft (the generic desk form save on its collection).
 */
import type { ContentKind } from '@/lib/content/content-routes'
import type { ChoiceSources, DocumentType, DocumentValues } from '@/lib/desk-editing/document-type'
import { publicationStatus, type PublicationStatus } from '@/lib/desk-editing/publication-status'
import type { SubmittedForm } from '@/lib/desk-editing/read-document-form'
import type { Database } from '@/server/db/client'
import type { Acting } from '@/server/desk-editing/document-lifecycle'
import { saveDocumentFromForm, type SaveResult } from '@/server/desk-editing/form-submissions'
import {
  findDocument,
  getRevision,
  listHistory,
  type HistoryEntry,
} from '@/server/desk-editing/revision-store'
import { contentReadContext } from './content-choices'
import { CONTENT_COLLECTIONS } from './content-collections'

export interface ContentEditorData {
  kind: ContentKind
  id: number
  type: DocumentType
  /** A text's key, an FAQ's question, a testimonial's name. */
  title: string | null
  /** The values visitors see now. */
  liveValues: DocumentValues
  /** The newest revision's values: what the form shows. */
  values: DocumentValues
  status: PublicationStatus
  revision: number
  liveRevision: number | null
  sources: ChoiceSources
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
  const [newest, context, history, title] = await Promise.all([
    head ? getRevision(db, head.id, head.latestRevision) : null,
    contentReadContext(db),
    head ? listHistory(db, head.id, options.historyLimit) : [],
    collection.titleOf(db, entityId),
  ])
  return {
    kind,
    id,
    type: snapshot.type,
    title,
    liveValues: snapshot.values,
    values: newest?.data ?? snapshot.values,
    status: publicationStatus({
      live: true,
      latestRevision: head?.latestRevision ?? null,
      liveRevision: head?.liveRevision ?? null,
      everPublished: true,
    }),
    revision: head?.latestRevision ?? 1,
    liveRevision: head ? head.liveRevision : 1,
    sources: context.sources,
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

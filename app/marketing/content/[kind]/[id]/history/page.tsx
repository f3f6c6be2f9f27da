import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RevisionHistory } from '@/components/desk-editing/revision-history'
import { DeskFrame } from '@/components/marketing/desk-frame'
import {
  CONTENT_KINDS,
  contentEditorPath,
  contentHistoryPath,
  contentIdOf,
  contentLifecyclePath,
  isContentKind,
} from '@/lib/content/content-routes'
import { can } from '@/lib/desk/permissions'
import { CONTENT_PATH } from '@/lib/marketing/desk-routes'
import { loadContentEditor } from '@/server/content/content-editor'
import { getDatabase } from '@/server/db'
import { requireStaffPage } from '@/server/desk/staff-access'
import { HISTORY_LIMIT } from '@/server/desk-editing/revision-store'

export const metadata: Metadata = { title: 'Content history' }

/** Every revision of a text, FAQ or testimonial (who, when, what changed) and its publishes. */
export default async function ContentHistory({
  params,
}: {
  params: Promise<{ kind: string; id: string }>
}) {
  const { kind, id: rawId } = await params
  const id = contentIdOf(rawId)
  if (!isContentKind(kind) || id === null) notFound()
  const staff = await requireStaffPage('desk.read', contentHistoryPath(kind, id))
  const { db } = await getDatabase()
  const editor = await loadContentEditor(db, kind, id, { historyLimit: HISTORY_LIMIT })
  if (!editor) notFound()
  return (
    <DeskFrame current={CONTENT_PATH} staff={staff}>
      <p>
        <a href={contentEditorPath(kind, id)}>Back to the editor</a>
      </p>
      <h1>
        History of {CONTENT_KINDS[kind].one} #{id}
      </h1>
      <p>
        Newest first; the last {HISTORY_LIMIT} revisions and events. Revert makes a new draft from
        an older revision: the pages keep what they show until that draft is published.
      </p>
      <h2>Revisions and events</h2>
      <RevisionHistory
        type={editor.type}
        sources={editor.sources}
        entries={editor.history}
        liveRevision={editor.liveRevision}
        latestRevision={editor.revision}
        revertAction={can(staff.role, 'publish') ? contentLifecyclePath(kind, id) : null}
      />
    </DeskFrame>
  )
}

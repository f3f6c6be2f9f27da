import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ContentPublishPanel } from '@/components/content/content-publish-panel'
import { DocumentForm } from '@/components/desk-editing/document-form'
import { RecentHistory } from '@/components/desk-editing/recent-history'
import { Notice } from '@/components/marketing/desk.styles'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { EditorColumns } from '@/components/offers/offers.styles'
import {
  CONTENT_KINDS,
  contentEditorPath,
  contentHistoryPath,
  contentIdOf,
  contentLifecyclePath,
  isContentKind,
  newContentPath,
} from '@/lib/content/content-routes'
import { can } from '@/lib/desk/permissions'
import { formInputOf } from '@/lib/desk-editing/read-document-form'
import { CONTENT_PATH } from '@/lib/marketing/desk-routes'
import { loadContentEditor } from '@/server/content/content-editor'
import { getDatabase } from '@/server/db'
import { takePageFlash } from '@/server/desk/flash'
import { requireStaffPage } from '@/server/desk/staff-access'
import { saveContentAction } from '../../actions'

export const metadata: Metadata = { title: 'Edit content' }

type Params = Promise<{ kind: string; id: string }>

const RECENT_HISTORY = 6

/**
 * A text, FAQ or testimonial: its newest revision in its form, publishing and scheduling beside
 * it, recent history. A text offers a version of itself for another audience.
 */
export default async function ContentEditor({ params }: { params: Params }) {
  const { kind, id: rawId } = await params
  const id = contentIdOf(rawId)
  if (!isContentKind(kind) || id === null) notFound()
  const staff = await requireStaffPage('desk.read', contentEditorPath(kind, id))
  const { db } = await getDatabase()
  const editor = await loadContentEditor(db, kind, id, { historyLimit: RECENT_HISTORY })
  if (!editor) notFound()
  const flash = await takePageFlash()
  const now = new Date()
  const canPublish = can(staff.role, 'publish')
  const canEdit = can(staff.role, 'draft.edit')
  const { one } = CONTENT_KINDS[kind]
  return (
    <DeskFrame current={CONTENT_PATH} staff={staff}>
      <p>
        <a href={`${CONTENT_PATH}#${kind}`}>All content</a>
      </p>
      <h1>
        {editor.type.label} #{id}
        {editor.title ? (
          // A text's key is a code the pages ask for; a question or a name is plain words.
          <>: {kind === 'texts' ? <code>{editor.title}</code> : editor.title}</>
        ) : null}
      </h1>
      {flash?.kind === 'content-changed' ? <Notice role="status">{flash.text}</Notice> : null}
      {kind === 'texts' && canEdit ? (
        <p>
          <a href={newContentPath(kind, id)}>Add a version for another audience</a>
        </p>
      ) : null}
      <EditorColumns>
        <div>
          {canEdit ? (
            <DocumentForm
              key={editor.revision}
              type={editor.type}
              sources={editor.sources}
              action={saveContentAction.bind(null, kind, id)}
              initialState={{
                input: formInputOf(editor.type, editor.values),
                errors: {},
                baseRevision: editor.revision,
                formError: null,
                conflict: null,
              }}
              permalink={contentEditorPath(kind, id)}
              submitLabel="Save draft"
              historyHref={contentHistoryPath(kind, id)}
            />
          ) : (
            <p>Your role can read this {one} on the desk but not change it.</p>
          )}
        </div>
        <div>
          <ContentPublishPanel
            lifecyclePath={contentLifecyclePath(kind, id)}
            one={one}
            live={editor.live}
            status={editor.status}
            revision={editor.revision}
            liveRevision={editor.liveRevision}
            schedules={editor.schedules}
            canPublish={canPublish}
            now={now}
          />
          <RecentHistory
            type={editor.type}
            sources={editor.sources}
            entries={editor.history}
            liveRevision={editor.liveRevision}
            latestRevision={editor.revision}
            revertAction={canPublish ? contentLifecyclePath(kind, id) : null}
            historyHref={contentHistoryPath(kind, id)}
          />
        </div>
      </EditorColumns>
    </DeskFrame>
  )
}

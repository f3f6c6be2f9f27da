import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DocumentForm } from '@/components/desk-editing/document-form'
import { RecentHistory } from '@/components/desk-editing/recent-history'
import { Notice } from '@/components/marketing/desk.styles'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { PageLifecyclePanel } from '@/components/offers/page-lifecycle-panel'
import { EditorColumns } from '@/components/offers/offers.styles'
import { can } from '@/lib/desk/permissions'
import { formInputOf } from '@/lib/desk-editing/read-document-form'
import { OFFERS_PATH } from '@/lib/marketing/desk-routes'
import {
  DONE_NOTICES,
  pageEditorPath,
  pageHistoryPath,
  pageLifecyclePath,
} from '@/lib/offers/offer-routes'
import { getDatabase } from '@/server/db'
import { takePageFlash } from '@/server/desk/flash'
import { requireStaffPage } from '@/server/desk/staff-access'
import { pathWithQuery } from '@/lib/marketing/desk-routes'
import { loadPageEditor } from '@/server/offers/page-editor-data'
import { savePageAction } from '../actions'

export const metadata: Metadata = { title: 'Edit page' }

type Params = Promise<{ id: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

const RECENT_HISTORY = 6

/** The offers editor: the page's newest revision in its form, publishing beside it, recent history. */
export default async function PageEditor({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const [{ id }, query] = await Promise.all([params, searchParams])
  if (!/^\d{1,9}$/.test(id)) notFound()
  const pageId = Number(id)
  const staff = await requireStaffPage('desk.read', pathWithQuery(pageEditorPath(pageId), query))
  const { db } = await getDatabase()
  const now = new Date()
  const editor = await loadPageEditor(db, pageId, { historyLimit: RECENT_HISTORY, now })
  if (!editor) notFound()
  const canPublish = can(staff.role, 'publish')
  const flash = await takePageFlash()
  const notice = flash?.kind === 'offer-done' && flash.pageId === pageId ? flash : null
  return (
    <DeskFrame current={OFFERS_PATH} staff={staff}>
      <p>
        <a href={OFFERS_PATH}>All offers</a>
      </p>
      <h1>
        {editor.type.label}: <code>{editor.path}</code>
      </h1>
      {notice ? (
        <Notice role="status">
          {DONE_NOTICES[notice.done]}
          {notice.revision !== null && notice.done !== 'unpublished'
            ? ` Revision ${notice.revision}.`
            : ''}
        </Notice>
      ) : null}
      <EditorColumns>
        <div>
          {can(staff.role, 'draft.edit') ? (
            <DocumentForm
              key={editor.revision}
              type={editor.type}
              sources={editor.sources}
              action={savePageAction.bind(null, pageId)}
              initialState={{
                input: formInputOf(editor.type, editor.values),
                errors: {},
                baseRevision: editor.revision,
                formError: null,
                conflict: null,
              }}
              permalink={pageEditorPath(pageId)}
              submitLabel="Save draft"
              historyHref={pageHistoryPath(pageId)}
            />
          ) : (
            <p>Your role can read this page on the desk but not change it.</p>
          )}
        </div>
        <div>
          <PageLifecyclePanel
            pageId={pageId}
            path={editor.path}
            draftPath={editor.draftPath}
            live={editor.live}
            status={editor.status}
            revision={editor.revision}
            liveRevision={editor.liveRevision}
            schedules={editor.schedules}
            discountEndsAt={editor.discountEndsAt}
            canPublish={canPublish}
            now={now}
          />
          <RecentHistory
            type={editor.type}
            sources={editor.sources}
            entries={editor.history}
            liveRevision={editor.liveRevision}
            latestRevision={editor.revision}
            revertAction={canPublish ? pageLifecyclePath(pageId) : null}
            historyHref={pageHistoryPath(pageId)}
          />
        </div>
      </EditorColumns>
    </DeskFrame>
  )
}

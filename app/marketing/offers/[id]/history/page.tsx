import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RevisionHistory } from '@/components/desk-editing/revision-history'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { PageVariantForm } from '@/components/marketing/experiments/page-variant-form'
import { can } from '@/lib/desk/permissions'
import { OFFERS_PATH, PAGE_VARIANTS_PATH } from '@/lib/marketing/desk-routes'
import { OFFER_PAGE_TYPE } from '@/lib/offers/landing-page-types'
import { pageEditorPath, pageHistoryPath, pageLifecyclePath } from '@/lib/offers/offer-routes'
import { getDatabase } from '@/server/db'
import { requireStaffPage } from '@/server/desk/staff-access'
import { HISTORY_LIMIT } from '@/server/desk-editing/revision-store'
import { loadPageEditor } from '@/server/offers/page-editor-data'

export const metadata: Metadata = { title: 'Page history' }

/** Every revision of a page (who, when, what changed field by field) and its lifecycle. */
export default async function PageHistory({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!/^\d{1,9}$/.test(id)) notFound()
  const pageId = Number(id)
  const staff = await requireStaffPage('desk.read', pageHistoryPath(pageId))
  const { db } = await getDatabase()
  const editor = await loadPageEditor(db, pageId, { historyLimit: HISTORY_LIMIT })
  if (!editor) notFound()
  // Page variants: a live offer page's other saved revisions (lib/experiments/page-variants.ts).
  const variantRevisions =
    editor.live && editor.type.name === OFFER_PAGE_TYPE.name && can(staff.role, 'draft.edit')
      ? editor.history.flatMap((entry) =>
          entry.kind === 'revision' && entry.number !== editor.liveRevision ? [entry.number] : [],
        )
      : []
  return (
    <DeskFrame current={OFFERS_PATH} staff={staff}>
      <p>
        <a href={pageEditorPath(pageId)}>Back to the editor</a>
      </p>
      <h1>
        History of <code>{editor.path}</code>
      </h1>
      <p>
        Newest first; the last {HISTORY_LIMIT} revisions and events. Revert makes a new draft from
        an older revision: the live page stays as it is until that draft is published.
      </p>
      <h2>Revisions and events</h2>
      <RevisionHistory
        type={editor.type}
        sources={editor.sources}
        entries={editor.history}
        liveRevision={editor.liveRevision}
        latestRevision={editor.revision}
        revertAction={can(staff.role, 'publish') ? pageLifecyclePath(pageId) : null}
      />
      <PageVariantForm action={PAGE_VARIANTS_PATH} pageId={pageId} revisions={variantRevisions} />
    </DeskFrame>
  )
}

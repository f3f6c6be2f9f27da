'use server'

import { redirect } from 'next/navigation'
import type { EditorFormState } from '@/lib/desk-editing/editor-state'
import { formDataToRecord } from '@/lib/forms/form-data'
import { documentTypeOfKind, isEditablePageKind } from '@/lib/offers/landing-page-types'
import { newPagePath, pageEditorPath } from '@/lib/offers/offer-routes'
import { getDatabase } from '@/server/db'
import { requireStaffPage } from '@/server/desk/staff-access'
import { actionClientAddress } from '@/server/offers/action-client-address'
import { announceOnEditor } from '@/server/offers/editor-notice'
import { documentTypeOfRow, findLandingPageRow } from '@/server/offers/landing-page-collection'
import { createPageFromForm, savePageFromForm } from '@/server/offers/page-editor'

/** New page's Save draft: revision 1 of a page that is not live yet, then its editor. */
export async function createPageAction(
  kind: string,
  previous: EditorFormState,
  form: FormData,
): Promise<EditorFormState> {
  if (!isEditablePageKind(kind)) return { ...previous, formError: 'Unknown kind of page.' }
  const staff = await requireStaffPage('draft.edit', newPagePath(kind))
  const { db } = await getDatabase()
  const result = await createPageFromForm(db, documentTypeOfKind(kind), formDataToRecord(form), {
    staff,
    clientAddress: await actionClientAddress(),
  })
  if (!result.ok) return result.state
  redirect(await announceOnEditor(result.pageId, 'created', 1))
}

/** The editor's Save draft: the next revision, or the form again with why nothing was saved. */
export async function savePageAction(
  pageId: number,
  previous: EditorFormState,
  form: FormData,
): Promise<EditorFormState> {
  const staff = await requireStaffPage('draft.edit', pageEditorPath(pageId))
  const { db } = await getDatabase()
  const row = Number.isInteger(pageId) ? await findLandingPageRow(db, String(pageId)) : null
  const type = row && documentTypeOfRow(row)
  if (!type) return { ...previous, formError: 'This page does not exist any more.' }
  const result = await savePageFromForm(db, pageId, type, formDataToRecord(form), {
    staff,
    clientAddress: await actionClientAddress(),
  })
  if (!result.ok) return result.state
  redirect(await announceOnEditor(pageId, result.unchanged ? 'unchanged' : 'saved', result.revision))
}

'use server'

import { redirect } from 'next/navigation'
import {
  CONTENT_KINDS,
  contentEditorPath,
  isContentKind,
  newContentPath,
} from '@/lib/content/content-routes'
import type { EditorFormState } from '@/lib/desk-editing/editor-state'
import { formDataToRecord } from '@/lib/forms/form-data'
import { createContentFromForm, saveContentFromForm } from '@/server/content/content-editor'
import { getDatabase } from '@/server/db'
import { currentDeskSession } from '@/server/desk/current-session'
import { leaveFlash, leavePageFlash } from '@/server/desk/flash'
import { requireStaffPage } from '@/server/desk/staff-access'
import { actionClientAddress } from '@/server/offers/action-client-address'

/** A content editor's Save draft (and its Document's block buttons, which save nothing). */
export async function saveContentAction(
  kind: string,
  id: number,
  previous: EditorFormState,
  form: FormData,
): Promise<EditorFormState> {
  if (!isContentKind(kind) || !Number.isInteger(id)) {
    return { ...previous, formError: 'Unknown content.' }
  }
  const staff = await requireStaffPage('draft.edit', contentEditorPath(kind, id))
  const { db } = await getDatabase()
  const result = await saveContentFromForm(db, kind, id, formDataToRecord(form), {
    staff,
    clientAddress: await actionClientAddress(),
  })
  if (!result) return { ...previous, formError: 'This content does not exist any more.' }
  if (!result.ok) return result.state
  const session = await currentDeskSession()
  if (session) {
    await leaveFlash(db, session.sessionId, {
      kind: 'content-changed',
      text: result.unchanged
        ? 'Nothing had changed: no new revision.'
        : `Draft saved as revision ${result.revision}. Visitors see it once it is published.`,
    })
  }
  redirect(contentEditorPath(kind, id))
}

/**
 * New FAQ or testimonial, or a text's version for another audience (`from`): a draft row with
 * revision 1, then its editor with a confirmation.
 */
export async function createContentAction(
  kind: string,
  from: number | null,
  previous: EditorFormState,
  form: FormData,
): Promise<EditorFormState> {
  if (!isContentKind(kind) || (from !== null && !Number.isInteger(from))) {
    return { ...previous, formError: 'Unknown content.' }
  }
  const staff = await requireStaffPage('draft.edit', newContentPath(kind, from))
  const { db } = await getDatabase()
  const result = await createContentFromForm(db, kind, from, formDataToRecord(form), {
    staff,
    clientAddress: await actionClientAddress(),
  })
  if (!result) {
    return { ...previous, formError: 'The text this version starts from does not exist any more.' }
  }
  if (!result.ok) return result.state
  const id = Number(result.entityId)
  const { one } = CONTENT_KINDS[kind]
  await leavePageFlash({
    kind: 'content-changed',
    text: `New ${one} saved as a draft (revision 1). Visitors see it once it is published.`,
  })
  redirect(contentEditorPath(kind, id))
}

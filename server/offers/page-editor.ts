/**
 * The offers editor's two form submissions, New page and Save draft, from what the browser sent
 * to a saved revision or the form again with its messages (nothing saved). The server actions in
 * app/marketing/offers are thin wrappers; the integration tests call these with real databases.
 */
import type { DocumentType } from '@/lib/desk-editing/document-type'
import type { EditorFormState } from '@/lib/desk-editing/editor-state'
import type { ReadContext, SubmittedForm } from '@/lib/desk-editing/read-document-form'
import { redirectAllowedHosts } from '@/lib/landing/redirect-allow-list'
import { SITE_URL } from '@/lib/site'
import type { Database } from '@/server/db/client'
import type { Acting } from '@/server/desk-editing/document-lifecycle'
import {
  createDocumentFromForm,
  saveDocumentFromForm,
  type SaveResult,
} from '@/server/desk-editing/form-submissions'
import { landingPageCollection } from './landing-page-collection'
import { offerChoiceSources } from './offer-choices'

export async function editorReadContext(db: Database): Promise<ReadContext> {
  return {
    sources: await offerChoiceSources(db),
    siteOrigin: SITE_URL,
    allowedHosts: redirectAllowedHosts(),
  }
}

export type { SaveResult }

export type CreateResult = { ok: true; pageId: number } | { ok: false; state: EditorFormState }

/** New page: revision 1 of a page that is not live yet. */
export async function createPageFromForm(
  db: Database,
  type: DocumentType,
  form: SubmittedForm,
  acting: Acting,
): Promise<CreateResult> {
  const created = await createDocumentFromForm(
    db,
    landingPageCollection,
    type,
    form,
    await editorReadContext(db),
    acting,
  )
  return created.ok ? { ok: true, pageId: Number(created.entityId) } : created
}

/** Save draft: the next revision, if nobody saved since the form's own. */
export async function savePageFromForm(
  db: Database,
  pageId: number,
  type: DocumentType,
  form: SubmittedForm,
  acting: Acting,
): Promise<SaveResult> {
  return saveDocumentFromForm(
    db,
    landingPageCollection,
    String(pageId),
    type,
    form,
    await editorReadContext(db),
    acting,
  )
}

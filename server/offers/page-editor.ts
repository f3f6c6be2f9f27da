/**
 * The offers editor's two form submissions, New page and Save draft, from what the browser sent
 * to a saved revision or the form again with its messages (nothing saved). The server actions in
 * app/marketing/offers are thin wrappers; the integration tests call these with real databases.
 */
import type { DocumentType } from '@/lib/desk-editing/document-type'
import {
  conflictMessage,
  submittedBaseRevision,
  type EditorFormState,
} from '@/lib/desk-editing/editor-state'
import {
  readDocumentForm,
  type FormInput,
  type ReadContext,
  type SubmittedForm,
} from '@/lib/desk-editing/read-document-form'
import { redirectAllowedHosts } from '@/lib/landing/redirect-allow-list'
import { SITE_URL } from '@/lib/site'
import type { Database } from '@/server/db/client'
import { createEntity, saveDraft, type Acting } from '@/server/desk-editing/document-lifecycle'
import { landingPageCollection } from './landing-page-collection'
import { offerChoiceSources } from './offer-choices'

export async function editorReadContext(db: Database): Promise<ReadContext> {
  return {
    sources: await offerChoiceSources(db),
    siteOrigin: SITE_URL,
    allowedHosts: redirectAllowedHosts(),
  }
}

function refusedState(
  input: FormInput,
  baseRevision: number,
  changes: Partial<EditorFormState>,
): EditorFormState {
  return { input, errors: {}, baseRevision, formError: null, conflict: null, ...changes }
}

const INVALID_MESSAGE = 'Nothing was saved: please correct the fields marked below.'

export type CreateResult = { ok: true; pageId: number } | { ok: false; state: EditorFormState }

/** New page: revision 1 of a page that is not live yet. */
export async function createPageFromForm(
  db: Database,
  type: DocumentType,
  form: SubmittedForm,
  acting: Acting,
): Promise<CreateResult> {
  const read = readDocumentForm(type, form, await editorReadContext(db))
  if (!read.ok) {
    return {
      ok: false,
      state: refusedState(read.input, 0, { errors: read.errors, formError: INVALID_MESSAGE }),
    }
  }
  const created = await createEntity(
    db,
    landingPageCollection,
    { type, values: read.values, origin: 'created' },
    acting,
  )
  if (!created.ok) {
    return {
      ok: false,
      state: refusedState(read.input, 0, { errors: created.errors, formError: INVALID_MESSAGE }),
    }
  }
  return { ok: true, pageId: Number(created.entityId) }
}

export type SaveResult =
  { ok: true; revision: number; unchanged: boolean } | { ok: false; state: EditorFormState }

/** Save draft: the next revision, if nobody saved since the form's own. */
export async function savePageFromForm(
  db: Database,
  pageId: number,
  type: DocumentType,
  form: SubmittedForm,
  acting: Acting,
): Promise<SaveResult> {
  const base = submittedBaseRevision(form)
  const read = readDocumentForm(type, form, await editorReadContext(db))
  if (base === null) {
    return {
      ok: false,
      state: refusedState(read.input, 0, {
        formError:
          'The form was incomplete (its revision number is missing). Reload the page and try again.',
      }),
    }
  }
  if (!read.ok) {
    return {
      ok: false,
      state: refusedState(read.input, base, { errors: read.errors, formError: INVALID_MESSAGE }),
    }
  }
  const saved = await saveDraft(
    db,
    landingPageCollection,
    { entityId: String(pageId), baseRevision: base, type, values: read.values },
    acting,
  )
  if (saved.ok) return { ok: true, revision: saved.revision, unchanged: saved.unchanged }
  switch (saved.reason) {
    case 'missing':
      return {
        ok: false,
        state: refusedState(read.input, base, { formError: 'This page does not exist any more.' }),
      }
    case 'invalid':
      return {
        ok: false,
        state: refusedState(read.input, base, { errors: saved.errors, formError: INVALID_MESSAGE }),
      }
    case 'conflict': {
      const conflict = {
        latest: saved.latest,
        by:
          saved.by.name === saved.by.email
            ? saved.by.email
            : `${saved.by.name} (${saved.by.email})`,
        at: saved.at.toISOString(),
        changedFields: saved.changedFields,
      }
      return {
        ok: false,
        state: refusedState(read.input, base, { conflict, formError: conflictMessage(conflict) }),
      }
    }
  }
}

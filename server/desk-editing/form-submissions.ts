/**
 * A desk editor's Save draft and New (a draft entity) for any collection, from what the browser
 * sent to a saved revision or the form again with its messages (nothing saved). A submission pressed by one of a
 * Document's block buttons (lib/desk-editing/document-blocks.ts) saves nothing either: the
 * form comes back with the edit applied to what was typed.
 */
import {
  applyBlockEdit,
  BLOCK_EDIT_FIELD,
  parseBlockEdit,
  readBlocksInput,
} from '@/lib/desk-editing/document-blocks'
import { fieldNamed, type DocumentType } from '@/lib/desk-editing/document-type'
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
import type { Database } from '@/server/db/client'
import type { DeskCollection } from './desk-collection'
import { createEntity, saveDraft, type Acting } from './document-lifecycle'

export function refusedState(
  input: FormInput,
  baseRevision: number,
  changes: Partial<EditorFormState>,
): EditorFormState {
  return { input, errors: {}, baseRevision, formError: null, conflict: null, ...changes }
}

export const INVALID_MESSAGE = 'Nothing was saved: please correct the fields marked below.'

export type SaveResult =
  { ok: true; revision: number; unchanged: boolean } | { ok: false; state: EditorFormState }

/** The form again with a block button's edit applied, or null when no block button was pressed. */
export function blockEditState(
  type: DocumentType,
  form: SubmittedForm,
  context: ReadContext,
): EditorFormState | null {
  const edit = parseBlockEdit(form[BLOCK_EDIT_FIELD])
  const field = edit && fieldNamed(type, edit.field)
  if (!edit || field?.kind !== 'blocks') return null
  const { input } = readDocumentForm(type, form, context)
  // As typed, empty paragraphs included: the person is still writing.
  const result = applyBlockEdit(field, readBlocksInput(field, form), edit)
  return refusedState({ ...input, [field.name]: result.blocks }, submittedBaseRevision(form) ?? 0, {
    announcement: result.announcement,
  })
}

export type CreateFromFormResult =
  { ok: true; entityId: string } | { ok: false; state: EditorFormState }

/** New: revision 1 of an entity that is not live yet; `note` goes in its history. */
export async function createDocumentFromForm(
  db: Database,
  collection: DeskCollection,
  type: DocumentType,
  form: SubmittedForm,
  context: ReadContext,
  acting: Acting,
  note: string | null = null,
): Promise<CreateFromFormResult> {
  const edited = blockEditState(type, form, context)
  if (edited) return { ok: false, state: edited }
  const read = readDocumentForm(type, form, context)
  if (!read.ok) {
    return {
      ok: false,
      state: refusedState(read.input, 0, { errors: read.errors, formError: INVALID_MESSAGE }),
    }
  }
  const created = await createEntity(
    db,
    collection,
    { type, values: read.values, origin: 'created', ...(note ? { note } : {}) },
    acting,
  )
  if (!created.ok) {
    return {
      ok: false,
      state: refusedState(read.input, 0, { errors: created.errors, formError: INVALID_MESSAGE }),
    }
  }
  return { ok: true, entityId: created.entityId }
}

/** Save draft: the next revision, if nobody saved since the form's own. */
export async function saveDocumentFromForm(
  db: Database,
  collection: DeskCollection,
  entityId: string,
  type: DocumentType,
  form: SubmittedForm,
  context: ReadContext,
  acting: Acting,
): Promise<SaveResult> {
  const edited = blockEditState(type, form, context)
  if (edited) return { ok: false, state: edited }
  const base = submittedBaseRevision(form)
  const read = readDocumentForm(type, form, context)
  const noun = type.label.toLowerCase()
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
    collection,
    { entityId, baseRevision: base, type, values: read.values },
    acting,
  )
  if (saved.ok) return { ok: true, revision: saved.revision, unchanged: saved.unchanged }
  switch (saved.reason) {
    case 'missing':
      return {
        ok: false,
        state: refusedState(read.input, base, {
          formError: `This ${noun} does not exist any more.`,
        }),
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

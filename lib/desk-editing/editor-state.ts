/**
 * What a desk editor form shows after a submission the server did not accept: the input as
 * typed, a message per field, and why nothing was saved. Shared by the server action and the
 * client form, so it is plain data.
 */
import type { FieldErrors, FormInput } from './read-document-form'

/** Hidden fields every editor form carries. */
export const BASE_REVISION_FIELD = '_baseRevision'
/** "Save mine anyway" after a refused save: the newest revision the person has now seen. */
export const CONFIRM_BASE_FIELD = '_confirmBase'

export interface SaveConflict {
  /** The newest revision, saved while this form was open. */
  latest: number
  by: string
  /** ISO instant. */
  at: string
  changedFields: string[]
}

export interface EditorFormState {
  input: FormInput
  errors: FieldErrors
  /** The revision the form started from (0 for a new document). */
  baseRevision: number
  /** A problem with the whole form (not one field). */
  formError: string | null
  conflict: SaveConflict | null
  /** What an edit that saves nothing did (a Document's block moved), for a status message. */
  announcement?: string
}

/**
 * The message a refused save shows: which revision came first and that nothing typed is lost.
 *
 * @example conflictMessage({ latest: 5, by: 'Ann', at: '…', changedFields: ['Button text'] })
 * // 'Not saved: Ann saved revision 5 while you were editing (Button text). …'
 */
export function conflictMessage(conflict: SaveConflict): string {
  const changed = conflict.changedFields.length > 0 ? ` (${conflict.changedFields.join(', ')})` : ''
  return (
    `Not saved: ${conflict.by} saved revision ${conflict.latest} while you were editing${changed}. ` +
    `Your changes are still in the form below. Compare them with revision ${conflict.latest} in the ` +
    `history, then save yours as revision ${conflict.latest + 1} or leave them.`
  )
}

/** The revision a submission builds on: the confirmed newest one, else the form's own. */
export function submittedBaseRevision(form: Readonly<Record<string, unknown>>): number | null {
  for (const name of [CONFIRM_BASE_FIELD, BASE_REVISION_FIELD]) {
    const value = form[name]
    const text = Array.isArray(value) ? value[0] : value
    if (typeof text === 'string' && /^\d{1,9}$/.test(text)) return Number(text)
  }
  return null
}

/**
 * A submitted desk form, read against its document type: every field's value in the type's own
 * shape, or a message per field that failed. Nothing here touches the database: rules that
 * need it (a unique slug) are the server's, on the fields the type marks `unique`.
 */
import { safeRedirectTarget } from '../http/safe-redirect'
import { sanitizeHtml } from '../sanitize-html'
import {
  choicesOf,
  fieldsOf,
  type ChoiceSources,
  type DocumentBlock,
  type DocumentType,
  type DocumentValues,
  type FieldDeclaration,
  type FieldValue,
} from './document-type'
import { checkBlocks, readBlocksInput } from './document-blocks'
import { fieldMessages } from './field-messages'

/** A form as the browser sent it (lib/forms/form-data.ts formDataToRecord). */
export type SubmittedForm = Readonly<Record<string, string | string[] | undefined>>

/** What the form's controls show: text as typed, ticks, picked options ('' for none). */
export type FormInput = Record<string, string | boolean | string[] | DocumentBlock[]>

export type FieldErrors = Record<string, string>

export interface ReadContext {
  sources: ChoiceSources
  /** Our origin, for links given as paths. */
  siteOrigin: string
  /** Hosts besides ours that links may point at (lib/landing/redirect-allow-list.ts). */
  allowedHosts: readonly string[]
}

export type ReadResult =
  | { ok: true; values: DocumentValues; input: FormInput }
  | { ok: false; errors: FieldErrors; input: FormInput }

const TRUE_VALUES = new Set(['on', 'true', '1', 'yes'])
// Control characters other than tab and line breaks never belong in page copy.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

function many(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}

const length = (text: string) => [...text].length

/** Whether `value` is a link a page may carry: a path here, or https on an allowed host. */
export function isAllowedLink(value: string, context: Omit<ReadContext, 'sources'>): boolean {
  if (value.startsWith('/')) {
    return safeRedirectTarget(value, { origin: context.siteOrigin })?.startsWith('/') ?? false
  }
  if (!/^https:\/\//i.test(value)) return false
  return (
    safeRedirectTarget(value, {
      origin: context.siteOrigin,
      allowedHosts: context.allowedHosts,
    }) !== null
  )
}

type FieldRead = { input: FormInput[string]; value: FieldValue; error?: string }

function readField(field: FieldDeclaration, form: SubmittedForm, context: ReadContext): FieldRead {
  const raw = form[field.name]
  switch (field.kind) {
    case 'blocks': {
      const typed = readBlocksInput(field, form)
      const checked = checkBlocks(field, typed)
      return checked.ok
        ? { input: checked.value, value: checked.value }
        : { input: typed, value: null, error: checked.error }
    }
    case 'boolean': {
      const value = TRUE_VALUES.has(single(raw).toLowerCase())
      return { input: value, value }
    }
    case 'choices': {
      const allowed = choicesOf(field, context.sources)
      const picked = new Set(many(raw))
      const unknown = [...picked].some((value) => !allowed.some((option) => option.value === value))
      const value = allowed
        .filter((option) => picked.has(option.value))
        .map((option) => option.value)
      return unknown
        ? { input: value, value, error: fieldMessages.notAnOption(field.label) }
        : { input: value, value }
    }
    case 'choice': {
      const input = single(raw).trim()
      if (input === '') {
        return field.emptyLabel !== undefined
          ? { input, value: null }
          : { input, value: null, error: fieldMessages.choose(field.label) }
      }
      const known = choicesOf(field, context.sources).some((option) => option.value === input)
      return known
        ? { input, value: input }
        : { input: '', value: null, error: fieldMessages.notAnOption(field.label) }
    }
    case 'text':
    case 'textarea':
    case 'url':
    case 'html': {
      const typed = single(raw).replace(CONTROL_CHARACTERS, '')
      const text =
        field.kind === 'text' || field.kind === 'url'
          ? typed.replace(/\s+/g, ' ').trim()
          : typed.trim()
      if (text === '') {
        return field.required
          ? { input: typed, value: null, error: fieldMessages.required(field.label) }
          : { input: typed, value: null }
      }
      if (field.kind === 'url') {
        return isAllowedLink(text, context)
          ? { input: text, value: text }
          : {
              input: typed,
              value: null,
              error: fieldMessages.link(field.label, context.allowedHosts),
            }
      }
      if (length(text) > field.maxLength) {
        return {
          input: typed,
          value: null,
          error: fieldMessages.tooLong(field.label, field.maxLength, length(text)),
        }
      }
      if (field.kind === 'html') {
        // What the pages would render anyway; stored so the revision shows what went live.
        const clean = sanitizeHtml(text).trim()
        return { input: clean, value: clean === '' ? null : clean }
      }
      if (field.pattern && !new RegExp(field.pattern.source, 'u').test(text)) {
        return { input: typed, value: null, error: field.pattern.message }
      }
      return { input: text, value: text }
    }
  }
}

/** Reads every field of `type` from `form`. */
export function readDocumentForm(
  type: DocumentType,
  form: SubmittedForm,
  context: ReadContext,
): ReadResult {
  const values: DocumentValues = {}
  const input: FormInput = {}
  const errors: FieldErrors = {}
  for (const field of fieldsOf(type)) {
    const read = readField(field, form, context)
    values[field.name] = read.value
    input[field.name] = read.input
    if (read.error) errors[field.name] = read.error
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors, input } : { ok: true, values, input }
}

/** What the form shows for stored values (an editor opening a revision). */
export function formInputOf(type: DocumentType, values: DocumentValues): FormInput {
  const input: FormInput = {}
  for (const field of fieldsOf(type)) {
    const value = values[field.name]
    if (field.kind === 'boolean') input[field.name] = value === true
    else if (field.kind === 'choices' || field.kind === 'blocks')
      input[field.name] = Array.isArray(value) ? value : []
    else input[field.name] = typeof value === 'string' ? value : ''
  }
  return input
}

/** The fields whose values must be unique, with this document's values. */
export function uniqueValuesOf(
  type: DocumentType,
  values: DocumentValues,
): Array<{ field: FieldDeclaration; value: string }> {
  return fieldsOf(type).flatMap((field) => {
    const value = values[field.name]
    return field.kind !== 'boolean' &&
      'unique' in field &&
      field.unique &&
      typeof value === 'string'
      ? [{ field, value }]
      : []
  })
}

/**
 * Field-by-field differences between two revisions of a document, how staff read them, and the
 * small summary an audit entry keeps: all from the document's declaration.
 */
import { blocksSummary } from './document-blocks'
import {
  choicesOf,
  fieldNamed,
  fieldsOf,
  isBlockList,
  isStringList,
  type ChoiceSources,
  type DocumentType,
  type DocumentValues,
  type FieldDeclaration,
  type FieldValue,
} from './document-type'

export interface FieldChange {
  field: string
  before: FieldValue
  after: FieldValue
}

/** Empty text, null and a missing value are the same: nothing set. */
function normalised(value: FieldValue | undefined): FieldValue {
  if (value === undefined || value === '') return null
  return value
}

const isSet = (value: FieldValue) =>
  value !== null && value !== false && !(Array.isArray(value) && value.length === 0)

export function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  const left = normalised(a)
  const right = normalised(b)
  if (Array.isArray(left) || Array.isArray(right)) {
    // Lists of strings or of a Document's blocks (plain JSON): equal when they read the same.
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      JSON.stringify(left) === JSON.stringify(right)
    )
  }
  return left === right
}

/**
 * The fields of `type` whose value differs, in form order. With no `before` (a new document)
 * every field that is set counts as changed.
 */
export function diffValues(
  type: DocumentType,
  before: DocumentValues | null,
  after: DocumentValues,
): FieldChange[] {
  const changes: FieldChange[] = []
  for (const field of fieldsOf(type)) {
    const old = normalised(before?.[field.name])
    const now = normalised(after[field.name])
    if (before === null ? !isSet(now) : sameValue(old, now)) continue
    changes.push({ field: field.name, before: old, after: now })
  }
  return changes
}

/** A value as staff read it: option labels, Yes/No, '(empty)'. */
export function displayValue(
  field: FieldDeclaration,
  value: FieldValue,
  sources: ChoiceSources,
): string {
  if (field.kind === 'boolean') return value === true ? 'Yes' : 'No'
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return field.kind === 'choice' && field.emptyLabel
      ? field.emptyLabel
      : field.kind === 'choices'
        ? 'None ticked'
        : '(empty)'
  }
  if (field.kind === 'blocks') {
    return isBlockList(value) ? blocksSummary(value) : '(empty)'
  }
  if (field.kind === 'choice' || field.kind === 'choices') {
    const options = choicesOf(field, sources)
    const label = (item: string) => options.find((option) => option.value === item)?.label ?? item
    return isStringList(value) ? value.map(label).join(', ') : label(String(value))
  }
  return isStringList(value) ? value.join(', ') : String(value)
}

/** The labels of the changed fields, in form order. */
export function changedLabels(type: DocumentType, changes: readonly FieldChange[]): string[] {
  return changes.map((change) => fieldNamed(type, change.field)?.label ?? change.field)
}

/** Fields an audit entry names at most: a summary, not a copy of the page. */
export const AUDIT_FIELD_LIMIT = 20

/**
 * An audit entry's details for a revision: its number and which fields changed (names and
 * labels, never values: values are in the revision itself).
 */
export function revisionAuditDetails(
  type: DocumentType,
  revision: number,
  changes: readonly FieldChange[],
): Record<string, unknown> {
  const labels = changedLabels(type, changes)
  return {
    revision,
    changedFields: changes.slice(0, AUDIT_FIELD_LIMIT).map((change) => change.field),
    summary:
      labels.length === 0
        ? 'no field changed'
        : labels.length > AUDIT_FIELD_LIMIT
          ? `${labels.slice(0, AUDIT_FIELD_LIMIT).join(', ')} and ${labels.length - AUDIT_FIELD_LIMIT} more`
          : labels.join(', '),
  }
}

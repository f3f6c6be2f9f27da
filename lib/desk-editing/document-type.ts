/**
 * One declaration per editable thing (an offer page, a partner page; next texts, FAQs,
 * testimonials, experiments): its fields, in groups, with their rules. The desk's form, the
 * server's validation, the revision diff and the audit details all derive from it, so a new kind
 * of document is a declaration, not a new editor.
 *
 * Declarations are plain data (patterns are regex sources), so a server page can hand one to the
 * client form as a prop. Values are plain JSON too: what a revision stores.
 */

/** An option of a choice field. */
export interface Choice {
  value: string
  label: string
}

interface FieldBase {
  /** The key in the document's values (and the form's field name). */
  name: string
  /** The label staff read: a marketer's words, not the column's. */
  label: string
  hint?: string
}

/** One line of text; `pattern` is a regex source the whole value must match. */
export interface TextField extends FieldBase {
  kind: 'text' | 'textarea'
  required?: boolean
  maxLength: number
  pattern?: { source: string; message: string }
  /** No other document of the collection may have the same value (checked by the server). */
  unique?: boolean
}

/** A link: a path on this site ('/x') or an https:// URL on an allow-listed host. */
export interface UrlField extends FieldBase {
  kind: 'url'
  required?: boolean
}

/** HTML a page renders: stored as the site's one sanitiser leaves it. */
export interface HtmlField extends FieldBase {
  kind: 'html'
  required?: boolean
  maxLength: number
}

export interface BooleanField extends FieldBase {
  kind: 'boolean'
}

/**
 * One value from a list: fixed `options`, or a named `source` the server fills in (the
 * catalogue's cities, partners, packages, the image pool…). With `emptyLabel` the field may be
 * left empty (null), shown as that first option; without, a choice is required.
 */
export interface ChoiceField extends FieldBase {
  kind: 'choice'
  options?: readonly Choice[]
  source?: string
  emptyLabel?: string
}

/** Any number of values from a fixed list (none ticked: []). */
export interface ChoicesField extends FieldBase {
  kind: 'choices'
  options: readonly Choice[]
}

/**
 * A Document's blocks (spec §3): paragraphs of text and lists, ordered or not, of text items.
 * Plain text only: no HTML in a paragraph or an item. The form adds, removes and orders them
 * (lib/desk-editing/document-blocks.ts).
 */
export interface BlocksField extends FieldBase {
  kind: 'blocks'
  /** Characters per paragraph or list item. */
  maxLength: number
  maxBlocks: number
  maxItems: number
}

export type FieldDeclaration =
  TextField | UrlField | HtmlField | BooleanField | ChoiceField | ChoicesField | BlocksField

export interface FieldGroup {
  id: string
  title: string
  description?: string
  fields: readonly FieldDeclaration[]
}

export interface DocumentType {
  /** Stable id, e.g. 'offer-page'. */
  name: string
  /** 'Offer page': used in headings and messages. */
  label: string
  groups: readonly FieldGroup[]
}

/** One block of a Document: a paragraph, or a list of items. */
export type DocumentBlock =
  { kind: 'Text'; value: string } | { kind: 'List'; ordered: boolean; items: string[] }

export type FieldValue = string | boolean | string[] | DocumentBlock[] | null

/** A `choices` value: a list of option values. */
export function isStringList(value: FieldValue | undefined): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

/** A `blocks` value: a Document's blocks. */
export function isBlockList(value: FieldValue | undefined): value is DocumentBlock[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object')
}

/** A document's values, by field name: what a revision stores. */
export type DocumentValues = Record<string, FieldValue>

/** The named option lists the server supplies for `source` choice fields. */
export type ChoiceSources = Readonly<Record<string, readonly Choice[]>>

/** Every field of a type, in form order. */
export function fieldsOf(type: DocumentType): FieldDeclaration[] {
  return type.groups.flatMap((group) => group.fields)
}

/** The field of `type` called `name`, if any. */
export function fieldNamed(type: DocumentType, name: string): FieldDeclaration | undefined {
  return fieldsOf(type).find((field) => field.name === name)
}

/** The options a choice field offers, from its own list or its source. */
export function choicesOf(
  field: ChoiceField | ChoicesField,
  sources: ChoiceSources,
): readonly Choice[] {
  if (field.options) return field.options
  return (field.kind === 'choice' && field.source ? sources[field.source] : undefined) ?? []
}

/** The value a new document starts with for each field. */
export function emptyValues(type: DocumentType): DocumentValues {
  const values: DocumentValues = {}
  for (const field of fieldsOf(type)) {
    values[field.name] =
      field.kind === 'boolean'
        ? false
        : field.kind === 'choices' || field.kind === 'blocks'
          ? []
          : null
  }
  return values
}

/**
 * Declares a document type, checking once that field names are unique: a repeated name would
 * make two form controls one.
 */
export function defineDocumentType<T extends DocumentType>(type: T): T {
  const seen = new Set<string>()
  for (const field of fieldsOf(type)) {
    if (seen.has(field.name))
      throw new Error(`${type.name}: field '${field.name}' is declared twice`)
    seen.add(field.name)
  }
  return type
}

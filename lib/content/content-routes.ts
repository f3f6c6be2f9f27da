/** Where the content desk lives: the list, and per kind of content its editor, history and buttons. */
import { CONTENT_PATH } from '../marketing/desk-routes'
import { FAQ_COLLECTION, TESTIMONIAL_COLLECTION, TEXT_COLLECTION } from './content-types'

/** The kinds of content in the desk's addresses ('/marketing/content/faqs/12'). */
export const CONTENT_KINDS = {
  texts: { collection: TEXT_COLLECTION, one: 'text', heading: 'Texts' },
  faqs: { collection: FAQ_COLLECTION, one: 'FAQ', heading: 'FAQs' },
  testimonials: { collection: TESTIMONIAL_COLLECTION, one: 'testimonial', heading: 'Testimonials' },
} as const

export type ContentKind = keyof typeof CONTENT_KINDS

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && Object.hasOwn(CONTENT_KINDS, value)
}

/** A row id in an address, or null ('12' → 12). */
export function contentIdOf(value: string): number | null {
  return /^\d{1,9}$/.test(value) ? Number(value) : null
}

export const contentEditorPath = (kind: ContentKind, id: number) => `${CONTENT_PATH}/${kind}/${id}`
export const contentHistoryPath = (kind: ContentKind, id: number) =>
  `${contentEditorPath(kind, id)}/history`
export const contentLifecyclePath = (kind: ContentKind, id: number) =>
  `${contentEditorPath(kind, id)}/lifecycle`

/**
 * A new FAQ or testimonial; a new text is a version of the text `from` (same key) for another
 * audience, so its address names that text.
 *
 * @example newContentPath('texts', 12) // '/marketing/content/texts/new?from=12'
 */
export const newContentPath = (kind: ContentKind, from: number | null = null) =>
  `${CONTENT_PATH}/${kind}/new${from === null ? '' : `?from=${from}`}`

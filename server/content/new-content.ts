/**
 * What a new text, FAQ or testimonial starts from, and the collection that adds it. An FAQ or a
 * testimonial starts empty, ordered after the last one (a testimonial from a customer). A text
 * starts as the newest revision of the text it is a version of, whose key and kind it keeps.
 */
import { max } from 'drizzle-orm'
import { FAQ_TYPE, TESTIMONIAL_TYPE } from '@/lib/content/content-types'
import type { ContentKind } from '@/lib/content/content-routes'
import { positionAfter } from '@/lib/content/position-after'
import {
  emptyValues,
  type DocumentType,
  type DocumentValues,
} from '@/lib/desk-editing/document-type'
import type { Database } from '@/server/db/client'
import { faqs, testimonials } from '@/server/db/schema'
import { findDocument, getRevision } from '@/server/desk-editing/revision-store'
import { rowIdOf, type ContentCollection } from './content-row-collection'
import { faqCollection } from './faq-collection'
import { testimonialCollection } from './testimonial-collection'
import { findText, textCollection, textCollectionForKey } from './text-collection'

export interface NewContent {
  collection: ContentCollection
  type: DocumentType
  /** What the form starts with. */
  values: DocumentValues
  /** A new text's key (its source's); null for an FAQ or a testimonial. */
  key: string | null
  /** The text a new version starts from. */
  from: number | null
  /** For revision 1's history: where it came from. */
  note: string | null
}

async function lastPosition(db: Database, kind: 'faqs' | 'testimonials'): Promise<number | null> {
  const table = kind === 'faqs' ? faqs : testimonials
  const [row] = await db.select({ value: max(table.position) }).from(table)
  return row?.value ?? null
}

/** The start of a new one of `kind`, or null for a text without a source that exists. */
export async function newContent(
  db: Database,
  kind: ContentKind,
  from: number | null,
): Promise<NewContent | null> {
  if (kind === 'texts') {
    const id = from === null ? null : rowIdOf(String(from))
    const source = id === null ? null : await findText(db, id)
    if (!source) return null
    const entityId = String(source.id)
    const [snapshot, head] = await Promise.all([
      textCollection.snapshot(db, entityId),
      findDocument(db, { collection: textCollection.name, entityId }),
    ])
    if (!snapshot) return null
    const newest = head ? await getRevision(db, head.id, head.latestRevision) : null
    return {
      collection: textCollectionForKey(source.key),
      type: snapshot.type,
      values: newest?.data ?? snapshot.values,
      key: source.key,
      from: source.id,
      note: `A version of text #${source.id} ('${source.key}') for another audience.`,
    }
  }
  const type = kind === 'faqs' ? FAQ_TYPE : TESTIMONIAL_TYPE
  const position = String(positionAfter(await lastPosition(db, kind)))
  return {
    collection: kind === 'faqs' ? faqCollection : testimonialCollection,
    type,
    values: {
      ...emptyValues(type),
      ...(kind === 'testimonials' ? { type: 'Customer' } : {}),
      position,
    },
    key: null,
    from: null,
    note: null,
  }
}

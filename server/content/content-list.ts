/**
 * What /marketing/content lists: every text, FAQ and testimonial (each table is small and
 * bounded by CONTENT_LIST_LIMIT), drafts and taken-down ones too, each with who it is for and
 * its status on the desk.
 */
import { asc } from 'drizzle-orm'
import type { ContentKind } from '@/lib/content/content-routes'
import type { PublicationStatus } from '@/lib/desk-editing/publication-status'
import type { Database } from '@/server/db/client'
import { faqs, testimonials, texts } from '@/server/db/schema'
import { findDocuments } from '@/server/desk-editing/revision-store'
import { CONTENT_COLLECTIONS } from './content-collections'
import { contentStatus } from './content-status'

export const CONTENT_LIST_LIMIT = 500

export interface ContentListRow {
  id: number
  /** The text's key, the FAQ's question, the testimonial's name. */
  title: string
  /** Who sees it, in a few words. */
  audience: string
  /** 'Text' or 'Document' for texts; the testimonial's type; the FAQ's order. */
  detail: string
  status: PublicationStatus
}

export type ContentLists = Record<ContentKind, ContentListRow[]>

function audienceWords(parts: Array<[string, string | boolean | null]>, none: string): string {
  const set = parts.flatMap(([label, value]) =>
    value === null
      ? []
      : [`${label} ${value === true ? 'hidden' : value === false ? 'shown' : value}`],
  )
  return set.length === 0 ? none : set.join(', ')
}

type ListedRow = Omit<ContentListRow, 'status'> & { isDraft: boolean }

async function withStatus(
  db: Database,
  kind: ContentKind,
  rows: ListedRow[],
): Promise<ContentListRow[]> {
  const heads = await findDocuments(
    db,
    CONTENT_COLLECTIONS[kind].name,
    rows.map((row) => String(row.id)),
  )
  return rows.map(({ isDraft, ...row }) => ({
    ...row,
    status: contentStatus(!isDraft, heads.get(String(row.id))),
  }))
}

export async function listContent(db: Database): Promise<ContentLists> {
  const [textRows, faqRows, testimonialRows] = await Promise.all([
    db.select().from(texts).orderBy(asc(texts.key), asc(texts.id)).limit(CONTENT_LIST_LIMIT),
    db
      .select()
      .from(faqs)
      .orderBy(asc(faqs.pageVariant), asc(faqs.position), asc(faqs.id))
      .limit(CONTENT_LIST_LIMIT),
    db
      .select()
      .from(testimonials)
      .orderBy(asc(testimonials.type), asc(testimonials.position), asc(testimonials.id))
      .limit(CONTENT_LIST_LIMIT),
  ])
  const [textList, faqList, testimonialList] = await Promise.all([
    withStatus(
      db,
      'texts',
      textRows.map((row) => ({
        id: row.id,
        isDraft: row.isDraft,
        title: row.key,
        audience: audienceWords(
          [
            ['city', row.cityCode],
            ['partner', row.marketingPartnerSlug],
            ['variant', row.pageVariant],
            ['ref', row.variantRef],
            ['prices', row.hideCopyPrices],
          ],
          'Everyone',
        ),
        detail: row.content.kind,
      })),
    ),
    withStatus(
      db,
      'faqs',
      faqRows.map((row) => ({
        id: row.id,
        isDraft: row.isDraft,
        title: row.heading,
        audience: audienceWords(
          [
            ['variant', row.pageVariant],
            ['ref', row.variantRef],
          ],
          'Generic',
        ),
        detail: `Order ${row.position}`,
      })),
    ),
    withStatus(
      db,
      'testimonials',
      testimonialRows.map((row) => ({
        id: row.id,
        isDraft: row.isDraft,
        title: row.name,
        audience: row.type,
        detail: `Order ${row.position}`,
      })),
    ),
  ])
  return { texts: textList, faqs: faqList, testimonials: testimonialList }
}

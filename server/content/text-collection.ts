/**
 * CMS texts as a desk collection: one document per texts row, a Text (TEXT_TYPE) or a Document
 * (DOCUMENT_TYPE) as the row is. Two live rows of one key for exactly the same audience would
 * make the pages' choice between them arbitrary, so a save or publish that would do that is
 * refused; drafts may share an audience until one of them is published.
 *
 * The pages ask for keys that exist in code, so a new text is a new row of an existing key (a
 * version for another audience): `textCollectionForKey` adds rows of one key.
 */
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm'
import type { Column } from 'drizzle-orm'
import { DOCUMENT_TYPE, TEXT_COLLECTION, TEXT_TYPE } from '@/lib/content/content-types'
import { isBlockList, type DocumentValues } from '@/lib/desk-editing/document-type'
import type { FieldErrors } from '@/lib/desk-editing/read-document-form'
import { texts, type pageVariantEnum, type TextContentValue } from '@/server/db/schema'
import { PublishRefused, type Executor } from '@/server/desk-editing/desk-collection'
import {
  contentRowCollection,
  textValue,
  type ContentCollection,
  type ContentRows,
} from './content-row-collection'

type PageVariant = (typeof pageVariantEnum.enumValues)[number]
export type TextRow = typeof texts.$inferSelect

const PRICES = { hidden: true, shown: false } as const

function audienceOf(values: DocumentValues) {
  const prices = textValue(values, 'hideCopyPrices')
  return {
    cityCode: textValue(values, 'cityCode'),
    marketingPartnerSlug: textValue(values, 'marketingPartnerSlug'),
    pageVariant: textValue(values, 'pageVariant') as PageVariant | null,
    variantRef: textValue(values, 'variantRef'),
    hideCopyPrices: prices === 'hidden' || prices === 'shown' ? PRICES[prices] : null,
  }
}

function contentOf(values: DocumentValues): TextContentValue {
  const blocks = values.blocks
  return isBlockList(blocks)
    ? { kind: 'Document', blocks }
    : { kind: 'Text', value: textValue(values, 'value') ?? '' }
}

const same = (column: Column, value: string | boolean | null): SQL =>
  value === null ? isNull(column) : eq(column, value)

export async function findText(db: Executor, id: number): Promise<TextRow | null> {
  const [row] = await db.select().from(texts).where(eq(texts.id, id)).limit(1)
  return row ?? null
}

/** The texts rows; `newKey`: the key of rows this collection adds (null: it adds none). */
function textRows(newKey: string | null): ContentRows<TextRow> {
  return {
    name: TEXT_COLLECTION,
    label: 'text',
    find: findText,
    titleOf: (row) => row.key,
    typeOf: (row) => (row.content.kind === 'Document' ? DOCUMENT_TYPE : TEXT_TYPE),
    valuesOf: (_type, row) => ({
      ...(row.content.kind === 'Document'
        ? { blocks: row.content.blocks }
        : { value: row.content.value }),
      cityCode: row.cityCode,
      marketingPartnerSlug: row.marketingPartnerSlug,
      pageVariant: row.pageVariant,
      variantRef: row.variantRef,
      hideCopyPrices: row.hideCopyPrices === null ? null : row.hideCopyPrices ? 'hidden' : 'shown',
    }),
    async insert(tx, _type, values) {
      if (newKey === null) {
        throw new PublishRefused('A new text starts from a text of its key, for another audience.')
      }
      const [row] = await tx
        .insert(texts)
        .values({ key: newKey, ...audienceOf(values), content: contentOf(values), isDraft: true })
        .returning({ id: texts.id })
      return row!.id
    },
    async write(tx, id, _type, values) {
      await tx
        .update(texts)
        .set({ ...audienceOf(values), content: contentOf(values) })
        .where(eq(texts.id, id))
    },
    async setDraft(tx, id, isDraft) {
      await tx.update(texts).set({ isDraft }).where(eq(texts.id, id))
    },
    async uniqueErrors(db, row, _type, values): Promise<FieldErrors> {
      const key = row?.key ?? newKey
      if (key === null) return {}
      const audience = audienceOf(values)
      const [twin] = await db
        .select({ id: texts.id })
        .from(texts)
        .where(
          and(
            eq(texts.key, key),
            eq(texts.isDraft, false),
            ...(row ? [ne(texts.id, row.id)] : []),
            same(texts.cityCode, audience.cityCode),
            same(texts.marketingPartnerSlug, audience.marketingPartnerSlug),
            same(texts.pageVariant, audience.pageVariant),
            same(texts.variantRef, audience.variantRef),
            same(texts.hideCopyPrices, audience.hideCopyPrices),
          ),
        )
        .limit(1)
      return twin
        ? {
            cityCode: `Text #${twin.id} already says '${key}' to exactly this audience. Change who sees this one, or edit that one.`,
          }
        : {}
    },
  }
}

export const textCollection: ContentCollection = contentRowCollection(textRows(null))

/** The text collection that adds rows of `key`: a version of that text for another audience. */
export function textCollectionForKey(key: string): ContentCollection {
  return contentRowCollection(textRows(key))
}

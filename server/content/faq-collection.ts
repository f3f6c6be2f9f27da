/** FAQs as a desk collection: one document per faqs row (lib/content/content-types.ts FAQ_TYPE). */
import { eq } from 'drizzle-orm'
import type { DocumentValues } from '@/lib/desk-editing/document-type'
import { FAQ_COLLECTION, FAQ_TYPE } from '@/lib/content/content-types'
import { faqs, type pageVariantEnum } from '@/server/db/schema'
import { contentRowCollection, textValue } from './content-row-collection'

type PageVariant = (typeof pageVariantEnum.enumValues)[number]
export type FaqRow = typeof faqs.$inferSelect

const columnsOf = (values: DocumentValues) => ({
  heading: textValue(values, 'heading') ?? '',
  contentHtml: textValue(values, 'contentHtml') ?? '',
  defaultOpen: values.defaultOpen === true,
  mentionsPrices: values.mentionsPrices === true,
  pageVariant: textValue(values, 'pageVariant') as PageVariant | null,
  variantRef: textValue(values, 'variantRef'),
  position: Number(textValue(values, 'position') ?? 0),
})

export const faqCollection = contentRowCollection<FaqRow>({
  name: FAQ_COLLECTION,
  label: 'FAQ',
  async find(db, id) {
    const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1)
    return row ?? null
  },
  titleOf: (row) => row.heading,
  typeOf: () => FAQ_TYPE,
  valuesOf: (_type, row) => ({
    heading: row.heading,
    contentHtml: row.contentHtml,
    defaultOpen: row.defaultOpen,
    mentionsPrices: row.mentionsPrices,
    pageVariant: row.pageVariant,
    variantRef: row.variantRef,
    position: String(row.position),
  }),
  async insert(tx, _type, values) {
    const [row] = await tx
      .insert(faqs)
      .values({ ...columnsOf(values), isDraft: true })
      .returning({ id: faqs.id })
    return row!.id
  },
  async write(tx, id, _type, values) {
    await tx.update(faqs).set(columnsOf(values)).where(eq(faqs.id, id))
  },
  async setDraft(tx, id, isDraft) {
    await tx.update(faqs).set({ isDraft }).where(eq(faqs.id, id))
  },
})

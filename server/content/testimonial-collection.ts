/** Testimonials as a desk collection: one document per testimonials row (TESTIMONIAL_TYPE). */
import { eq } from 'drizzle-orm'
import type { DocumentValues } from '@/lib/desk-editing/document-type'
import { TESTIMONIAL_COLLECTION, TESTIMONIAL_TYPE } from '@/lib/content/content-types'
import { testimonials } from '@/server/db/schema'
import { contentRowCollection, textValue } from './content-row-collection'

export type TestimonialRow = typeof testimonials.$inferSelect

const columnsOf = (values: DocumentValues) => ({
  type: values.type === 'Partner' ? ('Partner' as const) : ('Customer' as const),
  name: textValue(values, 'name') ?? '',
  text: textValue(values, 'text') ?? '',
  image: textValue(values, 'image') ?? '',
  position: Number(textValue(values, 'position') ?? 0),
})

export const testimonialCollection = contentRowCollection<TestimonialRow>({
  name: TESTIMONIAL_COLLECTION,
  label: 'testimonial',
  async find(db, id) {
    const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1)
    return row ?? null
  },
  titleOf: (row) => row.name,
  typeOf: () => TESTIMONIAL_TYPE,
  valuesOf: (_type, row) => ({
    type: row.type,
    name: row.name,
    text: row.text,
    image: row.image,
    position: String(row.position),
  }),
  async insert(tx, _type, values) {
    const [row] = await tx
      .insert(testimonials)
      .values({ ...columnsOf(values), isDraft: true })
      .returning({ id: testimonials.id })
    return row!.id
  },
  async write(tx, id, _type, values) {
    await tx.update(testimonials).set(columnsOf(values)).where(eq(testimonials.id, id))
  },
  async setDraft(tx, id, isDraft) {
    await tx.update(testimonials).set({ isDraft }).where(eq(testimonials.id, id))
  },
})

/** Testimonials as a desk collection: one document per testimonials row (TESTIMONIAL_TYPE). */
import { eq } from 'drizzle-orm'
import { TESTIMONIAL_COLLECTION, TESTIMONIAL_TYPE } from '@/lib/content/content-types'
import { testimonials } from '@/server/db/schema'
import { contentRowCollection, textValue } from './content-row-collection'

export type TestimonialRow = typeof testimonials.$inferSelect

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
  async write(tx, id, _type, values) {
    await tx
      .update(testimonials)
      .set({
        type: values.type === 'Partner' ? 'Partner' : 'Customer',
        name: textValue(values, 'name') ?? '',
        text: textValue(values, 'text') ?? '',
        image: textValue(values, 'image') ?? '',
        position: Number(textValue(values, 'position') ?? 0),
      })
      .where(eq(testimonials.id, id))
  },
})

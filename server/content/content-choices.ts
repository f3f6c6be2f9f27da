/**
 * The option lists of the content documents' choice fields: cities and marketing partners (by
 * slug, as texts name them) from the catalogue, testimonial pictures from the image pool.
 */
import { asc } from 'drizzle-orm'
import type { ReadContext } from '@/lib/desk-editing/read-document-form'
import { CONTENT_CHOICE_SOURCES } from '@/lib/content/content-types'
import { TESTIMONIAL_IMAGE_COUNT, testimonialImageUrl } from '@/lib/images/generated-images'
import { redirectAllowedHosts } from '@/lib/landing/redirect-allow-list'
import { SITE_URL } from '@/lib/site'
import type { Database } from '@/server/db/client'
import { cities, marketingPartners } from '@/server/db/schema'

export async function contentReadContext(db: Database): Promise<ReadContext> {
  const [cityRows, partnerRows] = await Promise.all([
    db
      .select({ code: cities.code, name: cities.name })
      .from(cities)
      .orderBy(asc(cities.position), asc(cities.code)),
    db
      .select({ slug: marketingPartners.slug, name: marketingPartners.name })
      .from(marketingPartners)
      .orderBy(asc(marketingPartners.name)),
  ])
  return {
    sources: {
      [CONTENT_CHOICE_SOURCES.cities]: cityRows.map((row) => ({
        value: row.code,
        label: row.name,
      })),
      [CONTENT_CHOICE_SOURCES.partners]: partnerRows.map((row) => ({
        value: row.slug,
        label: row.name,
      })),
      [CONTENT_CHOICE_SOURCES.testimonialImages]: Array.from(
        { length: TESTIMONIAL_IMAGE_COUNT },
        (_, i) => ({ value: testimonialImageUrl(i), label: `Portrait ${i + 1}` }),
      ),
    },
    siteOrigin: SITE_URL,
    allowedHosts: redirectAllowedHosts(),
  }
}

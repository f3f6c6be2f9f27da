/**
 * The catalogue seam's read of the values lib/landing/landing-cache-key.mjs keeps cache variants
 * for: every variantRef of the landing pages, FAQs and texts, and every activity with its city. Drafts count too:
 * preview renders them, and the catalogue bounds them all the same. Reloaded only when the
 * catalogue version moves (versionedCache); about 100 KB for the 6,000-activity catalogue.
 */
import { isNotNull, ne } from 'drizzle-orm'
import { versionedCache } from './catalogue-cache'
import type { KnownLandingValues } from '@/lib/landing/landing-cache-key.mjs'
import { getDatabase } from '@/server/db'
import type { Database } from '@/server/db/client'
import { activities, faqs, landingPages, texts } from '@/server/db/schema'

export async function readKnownLandingValues(db: Database): Promise<KnownLandingValues> {
  const [pageRefs, faqRefs, textRefs, activityRows] = await Promise.all([
    db
      .selectDistinct({ ref: landingPages.variantRef })
      .from(landingPages)
      .where(ne(landingPages.variantRef, '')),
    db.selectDistinct({ ref: faqs.variantRef }).from(faqs).where(isNotNull(faqs.variantRef)),
    db.selectDistinct({ ref: texts.variantRef }).from(texts).where(isNotNull(texts.variantRef)),
    db.select({ id: activities.id, city: activities.cityCode }).from(activities),
  ])
  const refs = new Set<string>()
  for (const { ref } of [...pageRefs, ...faqRefs, ...textRefs]) if (ref) refs.add(ref)
  const activityCities = new Map<string, string>()
  for (const { id, city } of activityRows) activityCities.set(String(id), city)
  return { refs, activityCities }
}

const knownValues = versionedCache('known-landing-values', readKnownLandingValues)

export async function loadKnownLandingValues(): Promise<KnownLandingValues> {
  const { db } = await getDatabase()
  return knownValues.get(db)
}

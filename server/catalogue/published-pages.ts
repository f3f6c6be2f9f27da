/**
 * What the sitemap lists: the cities, the activity types each city has published located
 * activities of (its /{city}/{type} pages), and every published landing page row. Drafts
 * never, whoever asks. Three queries, however many venues there are.
 */
import { and, asc } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { activities, cities, landingPages } from '@/server/db/schema'
import type { CityActivityType, PublishedPage } from '@/lib/seo/sitemap'
import { LOCATED_ACTIVITY, PUBLISHED_ACTIVITY, PUBLISHED_PAGE } from './visibility'

export interface PublishedCatalogue {
  cityCodes: string[]
  cityActivityTypes: CityActivityType[]
  pages: PublishedPage[]
}

export async function publishedCatalogue(db: Database): Promise<PublishedCatalogue> {
  const cityRows = await db
    .select({ code: cities.code })
    .from(cities)
    .orderBy(asc(cities.position), asc(cities.code))
  const cityActivityTypes = await db
    .selectDistinct({ cityCode: activities.cityCode, activityType: activities.activityType })
    .from(activities)
    .where(and(PUBLISHED_ACTIVITY, LOCATED_ACTIVITY))
  // Every published row, variantRef rows included: they share their page's URL (deduplicated).
  const pages = await db
    .select({
      landingVariant: landingPages.landingVariant,
      urlSlug: landingPages.urlSlug,
      cityCode: landingPages.cityCode,
      marketingPartnerId: landingPages.marketingPartnerId,
    })
    .from(landingPages)
    .where(PUBLISHED_PAGE)
    .orderBy(asc(landingPages.landingVariant), asc(landingPages.urlSlug))
  return { cityCodes: cityRows.map((row) => row.code), cityActivityTypes, pages }
}

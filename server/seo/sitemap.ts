/** sitemap.xml's entries from the published catalogue (drafts never appear). */
import type { MetadataRoute } from 'next'
import { sitemapFromRows } from '@/lib/seo/sitemap'
import { SITE_URL } from '@/lib/site'
import { openCatalogue } from '@/server/catalogue'
import type { Database } from '@/server/db/client'

export async function sitemapEntries(
  db: Database,
  siteUrl: string = SITE_URL,
): Promise<MetadataRoute.Sitemap> {
  const published = await openCatalogue(db).publishedCatalogue()
  return sitemapFromRows(published.cityCodes, published.pages, siteUrl, published.cityActivityTypes)
}

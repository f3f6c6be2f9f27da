import type { MetadataRoute } from 'next'
import { getDatabase } from '@/server/db'
import { sitemapEntries } from '@/server/seo/sitemap'

// Read from the live catalogue per request, never at build time.
export const dynamic = 'force-dynamic'

/** /sitemap.xml: every published city, offer, partner and venue page (server/seo/sitemap). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { db } = await getDatabase()
  return sitemapEntries(db)
}

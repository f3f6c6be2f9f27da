import type { MetadataRoute } from 'next'
import { SITE_URL } from '@/lib/site'

// SITE_URL is read when served, not frozen at build time.
export const dynamic = 'force-dynamic'

/** /robots.txt: everything but the API, the lead route, preview and the marketing desk; the sitemap's address. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/api/', '/graphql', '/store-cookies', '/l/', '/marketing'] },
    ],
    sitemap: `${SITE_URL}/sitemap.xml`,
  }
}

import type { MetadataRoute } from 'next'
import { INTERNAL_LANDING_PREFIX } from '@/lib/landing/landing-cache-key.mjs'
import { SITE_URL } from '@/lib/site'

// SITE_URL is read when served, not frozen at build time.
export const dynamic = 'force-dynamic'

/**
 * /robots.txt: everything but the API, the lead route, the internal landing paths (their
 * canonical URL is the public one), preview and the marketing desk; the sitemap's address.
 */
export default function robots(): MetadataRoute.Robots {
  const internalLandings = `${INTERNAL_LANDING_PREFIX}/`
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/graphql', '/store-cookies', internalLandings, '/marketing'],
      },
    ],
    sitemap: `${SITE_URL}/sitemap.xml`,
  }
}

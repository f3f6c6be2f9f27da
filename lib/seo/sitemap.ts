/**
 * sitemap.xml entries: the national page, every city page and its venue directory, and every published offer, partner
 * and venue page, then the partner application and the terms pages. Drafts never appear. Two queries (cities; published landing pages), however
 * many venues there are.
 */
import { asc, eq } from 'drizzle-orm'
import type { MetadataRoute } from 'next'
import type { Database } from '@/lib/db/client'
import { cities, landingPages } from '@/lib/db/schema'
import { venueDirectoryPath } from '@/lib/discovery/venue-directory'
import { SITE_URL } from '@/lib/site'
import { PARTNER_SIGNUP_PATH } from '@/lib/links'
import { PARTNER_TERMS_PATH, TERMS_PATH } from '@/lib/terms'

/** Pages of the site itself, listed after the catalogue's pages. */
export const SITE_PAGE_PATHS = [PARTNER_SIGNUP_PATH, TERMS_PATH, PARTNER_TERMS_PATH] as const

/** The national product page's slug (it lives at '/'). */
export const NATIONAL_SLUG = 'national'

export interface PublishedPage {
  landingVariant: 'product' | 'partner' | 'venue'
  urlSlug: string
  cityCode: string | null
  marketingPartnerId: number | null
}

type Entry = MetadataRoute.Sitemap[number]

/**
 * The path a published page is served at: the national page '/', a city's own product page
 * '/{city}', any other product page (partner and streaming offers) '/offers/{slug}', partner
 * pages '/partners/{slug}', venue pages '/venues/{slug}'.
 */
export function landingPagePath(page: PublishedPage): string {
  const slug = encodeURIComponent(page.urlSlug)
  switch (page.landingVariant) {
    case 'partner':
      return `/partners/${slug}`
    case 'venue':
      return `/venues/${slug}`
    case 'product':
      if (
        page.marketingPartnerId === null &&
        page.cityCode === null &&
        page.urlSlug === NATIONAL_SLUG
      ) {
        return '/'
      }
      if (
        page.marketingPartnerId === null &&
        page.cityCode !== null &&
        page.urlSlug === page.cityCode
      ) {
        return `/${slug}`
      }
      return `/offers/${slug}`
  }
}

const KIND: Record<string, Pick<Entry, 'changeFrequency' | 'priority'>> = {
  home: { changeFrequency: 'daily', priority: 1 },
  city: { changeFrequency: 'daily', priority: 0.9 },
  offer: { changeFrequency: 'weekly', priority: 0.8 },
  venue: { changeFrequency: 'weekly', priority: 0.6 },
  partner: { changeFrequency: 'monthly', priority: 0.5 },
  directory: { changeFrequency: 'weekly', priority: 0.7 },
  signup: { changeFrequency: 'monthly', priority: 0.5 },
  legal: { changeFrequency: 'yearly', priority: 0.2 },
}

function kindOf(path: string): keyof typeof KIND {
  if (path === '/') return 'home'
  if (path === PARTNER_SIGNUP_PATH) return 'signup'
  if (path === TERMS_PATH || path === PARTNER_TERMS_PATH) return 'legal'
  if (path.startsWith('/offers/')) return 'offer'
  if (path.startsWith('/venues/')) return 'venue'
  if (path.startsWith('/partners/')) return 'partner'
  if (path.endsWith('/venues')) return 'directory'
  return 'city'
}

/** Entries for these cities and pages, deduplicated, in a stable order. */
export function sitemapFromRows(
  cityCodes: readonly string[],
  pages: readonly PublishedPage[],
  siteUrl: string = SITE_URL,
): MetadataRoute.Sitemap {
  const base = siteUrl.replace(/\/$/, '')
  const paths = new Set<string>(['/'])
  for (const code of cityCodes) paths.add(`/${encodeURIComponent(code)}`)
  for (const code of cityCodes) paths.add(venueDirectoryPath(code))
  for (const page of pages) paths.add(landingPagePath(page))
  for (const path of SITE_PAGE_PATHS) paths.add(path)
  return [...paths].map((path) => ({
    url: `${base}${path === '/' ? '/' : path}`,
    ...KIND[kindOf(path)],
  }))
}

export async function sitemapEntries(
  db: Database,
  siteUrl: string = SITE_URL,
): Promise<MetadataRoute.Sitemap> {
  const cityRows = await db
    .select({ code: cities.code })
    .from(cities)
    .orderBy(asc(cities.position), asc(cities.code))
  // Every published row, variantRef rows included: they share their page's URL (deduplicated).
  const pages = await db
    .select({
      landingVariant: landingPages.landingVariant,
      urlSlug: landingPages.urlSlug,
      cityCode: landingPages.cityCode,
      marketingPartnerId: landingPages.marketingPartnerId,
    })
    .from(landingPages)
    .where(eq(landingPages.isDraft, false))
    .orderBy(asc(landingPages.landingVariant), asc(landingPages.urlSlug))
  return sitemapFromRows(
    cityRows.map((row) => row.code),
    pages,
    siteUrl,
  )
}

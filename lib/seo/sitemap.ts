/**
 * sitemap.xml entries: the national page, every city page, its venue directory and its pages
 * per activity type that it has activities of (/london/yoga), every published offer, partner
 * and venue page, then the partner application and the terms pages. Pure: the catalogue seam
 * reads the published rows (server/catalogue/published-pages.ts), server/seo/sitemap.ts joins them.
 */
import { ACTIVITY_TYPES } from '@/lib/activity-types'
import { cityActivityPath } from '@/lib/discovery/city-activity'
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

/**
 * One sitemap entry, in the shape Next's sitemap route takes (MetadataRoute.Sitemap's entries;
 * lib/ does not import Next, so the fields are written out).
 */
export interface SitemapEntry {
  url: string
  lastModified?: string | Date
  changeFrequency?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never'
  priority?: number
}
type Entry = SitemapEntry

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
  'city-activity': { changeFrequency: 'weekly', priority: 0.7 },
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
  if (path.indexOf('/', 1) !== -1) return 'city-activity'
  return 'city'
}

/** A city and an activity type it has published activities of. */
export interface CityActivityType {
  cityCode: string
  activityType: string
}

/**
 * Entries for these cities and pages, deduplicated, in a stable order: each city's activity
 * type pages follow its venue directory, in the selectors' order; pairs for other cities or
 * types no page serves are left out.
 */
export function sitemapFromRows(
  cityCodes: readonly string[],
  pages: readonly PublishedPage[],
  siteUrl: string = SITE_URL,
  cityActivityTypes: readonly CityActivityType[] = [],
): SitemapEntry[] {
  const base = siteUrl.replace(/\/$/, '')
  const paths = new Set<string>(['/'])
  for (const code of cityCodes) paths.add(`/${encodeURIComponent(code)}`)
  for (const code of cityCodes) {
    paths.add(venueDirectoryPath(code))
    const offered = new Set(
      cityActivityTypes.filter((pair) => pair.cityCode === code).map((pair) => pair.activityType),
    )
    for (const type of ACTIVITY_TYPES) {
      if (offered.has(type)) paths.add(cityActivityPath(code, type))
    }
  }
  for (const page of pages) paths.add(landingPagePath(page))
  for (const path of SITE_PAGE_PATHS) paths.add(path)
  return [...paths].map((path) => ({
    url: `${base}${path === '/' ? '/' : path}`,
    ...KIND[kindOf(path)],
  }))
}

/**
 * Our landing routes and the `config` arguments each one stands for:
 *   /                    → PRODUCT (the national page)
 *   /{city}              → PRODUCT, city
 *   /offers/{urlSlug}    → PRODUCT, urlSlug
 *   /partners/{urlSlug}  → PARTNER, urlSlug
 *   /venues/{urlSlug}    → VENUE, urlSlug
 */
import { isCitySlug } from '../city-slug'
import { NATIONAL_SLUG, type LandingKind } from './landing-cache-key.mjs'
import { isReservedSegment } from './reserved-routes'

export type ConfigVariant = 'PRODUCT' | 'PARTNER' | 'VENUE'

export interface LandingPath {
  /** The normalised path ('/london'), without query or trailing slash. */
  path: string
  variant: ConfigVariant
  city?: string
  urlSlug?: string
}

export const NATIONAL_LANDING: LandingPath = { path: '/', variant: 'PRODUCT' }

/** Slugs as the catalogue writes them ('northwind-health-welcome', 'move_at_home_live'). */
const URL_SLUG = /^[a-z0-9](?:[a-z0-9_-]{0,98}[a-z0-9])?$/i

/** The landing kinds under a section of the site, by the section's path segment. */
const SECTIONS = new Map<string, LandingKind>([
  ['offers', 'offer'],
  ['partners', 'partner'],
  ['venues', 'venue'],
])

/**
 * The landing page a kind and slug name (the segments of its internal cached route), or null
 * when the slug is not one of that kind's: a city's code, a section's URL slug, or the national
 * page's NATIONAL_SLUG.
 *
 * @example landingOf('city', 'london') // { path: '/london', variant: 'PRODUCT', city: 'london' }
 */
export function landingOf(kind: LandingKind, slug: string): LandingPath | null {
  switch (kind) {
    case 'national':
      return slug === NATIONAL_SLUG ? NATIONAL_LANDING : null
    case 'city':
      return isCitySlug(slug) && !isReservedSegment(slug)
        ? { path: `/${slug}`, variant: 'PRODUCT', city: slug }
        : null
    case 'offer':
      return URL_SLUG.test(slug)
        ? { path: `/offers/${slug}`, variant: 'PRODUCT', urlSlug: slug }
        : null
    case 'partner':
      return URL_SLUG.test(slug)
        ? { path: `/partners/${slug}`, variant: 'PARTNER', urlSlug: slug }
        : null
    case 'venue':
      return URL_SLUG.test(slug)
        ? { path: `/venues/${slug}`, variant: 'VENUE', urlSlug: slug }
        : null
  }
}

/**
 * The landing page a path names, or null for anything else (other routes, odd characters,
 * query strings, absolute URLs). One trailing slash is tolerated.
 *
 * @example parseLandingPath('/offers/northwind-health-welcome')
 * // { path: '/offers/northwind-health-welcome', variant: 'PRODUCT', urlSlug: 'northwind-health-welcome' }
 */
export function parseLandingPath(value: string | null | undefined): LandingPath | null {
  if (typeof value !== 'string' || value.length > 300 || !value.startsWith('/')) return null
  const path = value.length > 1 && value.endsWith('/') ? value.slice(0, -1) : value
  if (path === '/') return NATIONAL_LANDING
  const segments = path.slice(1).split('/')
  if (segments.length === 1) return landingOf('city', segments[0] ?? '')
  if (segments.length !== 2) return null
  const [section = '', urlSlug = ''] = segments
  const kind = SECTIONS.get(section)
  return kind ? landingOf(kind, urlSlug) : null
}

/**
 * Our landing routes and the `config` arguments each one stands for:
 *   /                    → PRODUCT (the national page)
 *   /{city}              → PRODUCT, city
 *   /offers/{urlSlug}    → PRODUCT, urlSlug
 *   /partners/{urlSlug}  → PARTNER, urlSlug
 *   /venues/{urlSlug}    → VENUE, urlSlug
 */
import { isCitySlug } from '../city-slug'
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

const SECTIONS = new Map<string, ConfigVariant>([
  ['offers', 'PRODUCT'],
  ['partners', 'PARTNER'],
  ['venues', 'VENUE'],
])

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
  if (segments.length === 1) {
    const city = segments[0] ?? ''
    return isCitySlug(city) && !isReservedSegment(city) ? { path, variant: 'PRODUCT', city } : null
  }
  if (segments.length === 2) {
    const [section = '', urlSlug = ''] = segments
    const variant = SECTIONS.get(section)
    if (variant && URL_SLUG.test(urlSlug)) return { path, variant, urlSlug }
  }
  return null
}

/**
 * What kind of landing page a row is, as the desk names it, from its public path (see
 * lib/seo/sitemap.ts landingPagePath) and slug.
 */
import { isStreamingOfferSlug } from '../landing/section-order'

export type LandingPageKind =
  'National' | 'City' | 'Offer' | 'Streaming offer' | 'Partner' | 'Venue'

export function landingPageKind(path: string, urlSlug: string): LandingPageKind {
  if (path === '/') return 'National'
  if (path.startsWith('/venues/')) return 'Venue'
  if (path.startsWith('/partners/')) return 'Partner'
  if (path.startsWith('/offers/'))
    return isStreamingOfferSlug(urlSlug) ? 'Streaming offer' : 'Offer'
  return 'City'
}

/** A page's address with its variant reference ('/london?ref=spring'). */
export function pathWithRef(path: string, variantRef: string): string {
  return variantRef === '' ? path : `${path}?ref=${encodeURIComponent(variantRef)}`
}

export const OFFER_STATUSES = ['all', 'live', 'draft'] as const
export type OfferStatusFilter = (typeof OFFER_STATUSES)[number]

export function parseOfferStatus(value: string | string[] | null | undefined): OfferStatusFilter {
  const first = Array.isArray(value) ? value[0] : value
  return (OFFER_STATUSES as readonly string[]).includes(first ?? '')
    ? (first as OfferStatusFilter)
    : 'all'
}

export const OFFER_KINDS = ['all', 'product', 'partner'] as const
export type OfferKindFilter = (typeof OFFER_KINDS)[number]

export function parseOfferKind(value: string | string[] | null | undefined): OfferKindFilter {
  const first = Array.isArray(value) ? value[0] : value
  return (OFFER_KINDS as readonly string[]).includes(first ?? '')
    ? (first as OfferKindFilter)
    : 'all'
}

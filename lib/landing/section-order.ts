/**
 * The order of a landing page's sections (spec §2 'Landing page order'). The page composer
 * renders exactly these, in this order.
 */
import { BRAND } from '../brand'

/** Spec §1: offer slugs starting with move_at_home are the streaming variant (no map). */
export const STREAMING_SLUG_PREFIX = `${BRAND.toLowerCase()}_at_home`

export function isStreamingOfferSlug(urlSlug: string | null | undefined): boolean {
  return typeof urlSlug === 'string' && urlSlug.startsWith(STREAMING_SLUG_PREFIX)
}

export const LANDING_SECTION_IDS = [
  'hero',
  'sticky-bar',
  'map',
  'how-it-works',
  'learn-more',
  'testimonials',
  'review-badges',
  'become-a-partner',
  'as-seen-in',
  'video',
  'faqs',
  'footer',
] as const

export type LandingSectionId = (typeof LANDING_SECTION_IDS)[number]

/** The layout flags the order depends on (the config's layoutConfig; null: all defaults). */
export interface SectionLayout {
  mapFirst?: boolean | null
  hideVideo?: boolean | null
}

export interface SectionOptions {
  /** Streaming pages (isStreamingOfferSlug) have no map (spec §1). */
  isStreaming?: boolean
  /** False leaves the FAQ section out (a page without FAQs). Default true. */
  showFaqs?: boolean
}

/**
 * @example landingSections({ mapFirst: false }) // ['hero', 'sticky-bar', 'how-it-works', 'map', …]
 *
 * How it works comes before the map by default; layoutConfig.mapFirst puts the map first.
 */
export function landingSections(
  layout?: SectionLayout | null,
  options: SectionOptions = {},
): LandingSectionId[] {
  const middle: LandingSectionId[] = layout?.mapFirst
    ? ['map', 'how-it-works']
    : ['how-it-works', 'map']
  const order: LandingSectionId[] = [
    'hero',
    'sticky-bar',
    ...middle,
    'learn-more',
    'testimonials',
    'review-badges',
    'become-a-partner',
    'as-seen-in',
    'video',
    'faqs',
    'footer',
  ]
  return order.filter(
    (id) =>
      !(id === 'map' && options.isStreaming) &&
      !(id === 'video' && layout?.hideVideo) &&
      !(id === 'faqs' && options.showFaqs === false),
  )
}

import { RATING_SCALE } from './rating'

export interface ReviewBadge {
  source: 'Facebook' | 'Google' | 'Trustpilot'
  /** Out of RATING_SCALE (10). */
  score: number
  reviews: number
}

/** Spec §2: static review badges. */
export const REVIEW_BADGES: readonly ReviewBadge[] = [
  { source: 'Facebook', score: 8, reviews: 289 },
  { source: 'Google', score: 10, reviews: 254 },
  { source: 'Trustpilot', score: 8, reviews: 164 },
]

/** '8/10 from 289 reviews'. */
export function reviewBadgeText({ score, reviews }: ReviewBadge): string {
  return `${score}/${RATING_SCALE} from ${reviews} reviews`
}

/** Stars out of 5 in half steps, from a score out of 10 (spec §2 'Star rating'). */
export function starsFromScore(score: number): number {
  if (!(score > 0)) return 0
  return Math.round(Math.min(score, RATING_SCALE)) / 2
}

/** The config's trust-widget ids (spec §3): each review platform's id for our listing. */
export interface TrustWidgetIds {
  trustpilot?: string | null
  google?: string | null
  facebook?: string | null
}

const WIDGET_KEYS: Record<ReviewBadge['source'], keyof TrustWidgetIds> = {
  Facebook: 'facebook',
  Google: 'google',
  Trustpilot: 'trustpilot',
}

/** Ids as the platforms issue them: letters, digits and a few separators, nothing to inject. */
const WIDGET_ID = /^[A-Za-z0-9._-]{1,200}$/

/**
 * Where a badge's reviews can be read, from the platform's id: a Trustpilot profile (its
 * identifier, the business's domain), a Google Business listing (its place id) or a Facebook
 * page (its id or user name). Null for a missing or malformed id.
 */
export function reviewPageUrl(source: ReviewBadge['source'], id: string | null | undefined) {
  if (!id || !WIDGET_ID.test(id)) return null
  switch (source) {
    case 'Trustpilot':
      return `https://www.trustpilot.com/review/${id}`
    case 'Google':
      return `https://search.google.com/local/reviews?placeid=${id}`
    case 'Facebook':
      return `https://www.facebook.com/${id}/reviews`
  }
}

export interface ShownReviewBadge extends ReviewBadge {
  /** The platform's page of our reviews; null shows the badge without a link. */
  href: string | null
}

/**
 * The badges a page shows: always all three (spec §2: static, on every page). With the config's
 * trust-widget ids (product pages), a badge the page has an id for links to our reviews on that
 * platform; the others, and every badge on partner and venue pages (no ids), show unlinked.
 */
export function reviewBadgesFor(ids: TrustWidgetIds | null | undefined): ShownReviewBadge[] {
  return REVIEW_BADGES.map((badge) => ({
    ...badge,
    href: ids ? reviewPageUrl(badge.source, ids[WIDGET_KEYS[badge.source]]) : null,
  }))
}

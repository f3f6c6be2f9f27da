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

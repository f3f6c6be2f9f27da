/** Ratings are scores out of 10 (spec §9); 0 means no ratings yet. */
export const RATING_SCALE = 10

/** The hover text of spec §2: 'Rated X / 10' with one decimal, or 'No ratings'. */
export function ratingLabel(score: number): string {
  if (!(score > 0)) return 'No ratings'
  const clamped = Math.min(score, RATING_SCALE)
  return `Rated ${clamped.toFixed(1)} / ${RATING_SCALE}`
}

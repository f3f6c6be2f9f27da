/**
 * The order a new FAQ or testimonial starts with: after the last one. Orders are whole numbers
 * from 0 to MAX_POSITION (the form's pattern), lower first.
 */
export const MAX_POSITION = 9999

/**
 * @example positionAfter(null) // 0: the first one
 * @example positionAfter(7) // 8
 */
export function positionAfter(last: number | null): number {
  if (last === null || !Number.isFinite(last)) return 0
  return Math.min(Math.max(Math.trunc(last) + 1, 0), MAX_POSITION)
}

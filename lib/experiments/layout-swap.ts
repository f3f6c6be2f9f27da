/**
 * When a page variant's layout flag may change the page the visitor has open: only while every
 * section it moves or hides is below the viewport, so nothing the visitor sees moves (no layout
 * shift). Otherwise the page keeps the layout it has for this view; the visitor stays assigned
 * and counted (an intent-to-treat comparison: assignment, not what one view showed, splits the
 * arms, so neither is biased towards visitors who arrive scrolled down).
 */

/** The region's top edge, relative to the viewport as getBoundingClientRect gives it. */
export function canSwapOutOfSight(regionTop: number, viewportHeight: number): boolean {
  return Number.isFinite(regionTop) && viewportHeight > 0 && regionTop >= viewportHeight
}

/**
 * The layout a view shows next: `wanted` once it may swap out of sight, else what it shows.
 * @example nextShownLayout(false, true, 900, 800) // true: the region starts below the fold
 */
export function nextShownLayout(
  shown: boolean,
  wanted: boolean,
  regionTop: number,
  viewportHeight: number,
): boolean {
  return shown === wanted || !canSwapOutOfSight(regionTop, viewportHeight) ? shown : wanted
}

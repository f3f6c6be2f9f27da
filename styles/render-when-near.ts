/**
 * CSS that lets the browser skip an element's layout and paint until it nears the viewport
 * (content-visibility: auto). The element keeps its place in the accessibility tree and in
 * find-in-page; `estimatedHeightPx` (its height on a phone) stands in for its size until it has
 * been rendered once, and the real size after that (`auto`).
 *
 * For what is below the fold on a phone. The first layout of /london used to cover every band
 * at once: 849 boxes, 40–130 ms on the benchmark machine before the first paint
 * (bench:lighthouse). Not for an element an IntersectionObserver watches to load an island.
 */
export function renderWhenNear(estimatedHeightPx: number): string {
  return `content-visibility: auto; contain-intrinsic-size: auto ${estimatedHeightPx}px;`
}

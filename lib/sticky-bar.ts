/**
 * When the sticky bar shows (spec §2): after scrolling past the top (scroll offset above 0)
 * while the main header is out of view, or whenever the map is fullscreen.
 */
export interface StickyBarInput {
  scrollY: number
  headerInView: boolean
  mapFullscreen: boolean
}

export function isStickyBarVisible({
  scrollY,
  headerInView,
  mapFullscreen,
}: StickyBarInput): boolean {
  return mapFullscreen || (scrollY > 0 && !headerInView)
}

/**
 * The map's fullscreen signal for the islands outside it (the sticky bar).
 *
 * Contract: whenever the map enters or leaves fullscreen it dispatches on `window`
 * `new CustomEvent('move:map-fullscreen', { detail: { fullscreen: boolean } })`
 * (use `mapFullscreenEvent(fullscreen)`). Listeners treat anything else as "not fullscreen".
 */
export const MAP_FULLSCREEN_EVENT = 'move:map-fullscreen'

export interface MapFullscreenDetail {
  fullscreen: boolean
}

export function mapFullscreenEvent(fullscreen: boolean): CustomEvent<MapFullscreenDetail> {
  return new CustomEvent<MapFullscreenDetail>(MAP_FULLSCREEN_EVENT, { detail: { fullscreen } })
}

/** Reads the flag from any event, defensively (other scripts could dispatch the same name). */
export function isMapFullscreenDetail(event: Event): boolean {
  const detail: unknown = (event as CustomEvent<unknown>).detail
  return (
    typeof detail === 'object' &&
    detail !== null &&
    (detail as { fullscreen?: unknown }).fullscreen === true
  )
}

/**
 * The sticky bar's height while it shows (else 0px), as a custom property on the root element:
 * the fullscreen map starts below the bar, which stays visible then (spec §2).
 */
export const STICKY_BAR_HEIGHT_VAR = '--move-sticky-bar-height'

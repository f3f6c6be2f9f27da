/** The map's viewport (spec §3) and the rules that compare and search it (spec §5, §9). */

export interface Viewport {
  lat: number
  lng: number
  north: number
  east: number
  south: number
  west: number
  zoom: number
}

export const VIEWPORT_DECIMALS = 6
export const DEFAULT_ZOOM = 11
export const ADDRESS_FOCUS_ZOOM = 18
/** Ours: below it the map asks to zoom in rather than searching half the country. */
export const MIN_SEARCH_ZOOM = 9

const SCALE = 10 ** VIEWPORT_DECIMALS

function round(value: number): number {
  const rounded = Math.round(value * SCALE) / SCALE
  // Math.round(-0.4) is -0; Object.is and JSON would tell it apart from 0.
  return rounded === 0 ? 0 : rounded
}

/** Every field rounded to VIEWPORT_DECIMALS places. */
export function roundViewport(v: Viewport): Viewport {
  return {
    lat: round(v.lat),
    lng: round(v.lng),
    north: round(v.north),
    east: round(v.east),
    south: round(v.south),
    west: round(v.west),
    zoom: round(v.zoom),
  }
}

const FIELDS = ['lat', 'lng', 'north', 'east', 'south', 'west', 'zoom'] as const

/** Spec §5: changed when any field differs after rounding to 6 places; no previous one is a change. */
export function viewportChanged(previous: Viewport | null, next: Viewport): boolean {
  if (previous === null) return true
  return FIELDS.some((field) => round(previous[field]) !== round(next[field]))
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** Spec §5: the box to search, only when north, east, south and west are all present. */
export function searchBounds(
  v: Partial<Viewport>,
): { north: number; east: number; south: number; west: number } | null {
  const { north, east, south, west } = v
  if (
    !isFiniteNumber(north) ||
    !isFiniteNumber(east) ||
    !isFiniteNumber(south) ||
    !isFiniteNumber(west)
  ) {
    return null
  }
  return { north, east, south, west }
}

/** Spec §9: the reset-zoom link shows when zoomed in beyond the default. */
export function showResetZoom(zoom: number): boolean {
  // easeTo often settles a hair off the target (11.0000000001): that is still the default zoom.
  return round(zoom) > DEFAULT_ZOOM
}

/** A bounding box in degrees (WGS 84). */
export interface Bounds {
  north: number
  east: number
  south: number
  west: number
}

export type BoundsCheck = { ok: true; bounds: Bounds } | { ok: false; message: string }

/**
 * Checks a search box: all four bounds finite numbers, -90 ≤ south ≤ north ≤ 90 and
 * -180 ≤ west ≤ east ≤ 180. Boxes across the antimeridian are not supported (the UK is nowhere
 * near it), so west > east is an error rather than a wrap-around.
 */
export function checkBounds(input: {
  north: unknown
  east: unknown
  south: unknown
  west: unknown
}): BoundsCheck {
  for (const side of ['north', 'east', 'south', 'west'] as const) {
    const value = input[side]
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return { ok: false, message: `Bound '${side}' must be a finite number.` }
    }
  }
  const { north, east, south, west } = input as Bounds
  for (const [side, value] of [
    ['north', north],
    ['south', south],
  ] as const) {
    if (value < -90 || value > 90) {
      return { ok: false, message: `Latitude '${side}' must be between -90 and 90, got ${value}.` }
    }
  }
  for (const [side, value] of [
    ['east', east],
    ['west', west],
  ] as const) {
    if (value < -180 || value > 180) {
      return {
        ok: false,
        message: `Longitude '${side}' must be between -180 and 180, got ${value}.`,
      }
    }
  }
  if (south > north) {
    return { ok: false, message: `Inverted bounds: south (${south}) is north of north (${north}).` }
  }
  if (west > east) {
    return { ok: false, message: `Inverted bounds: west (${west}) is east of east (${east}).` }
  }
  return { ok: true, bounds: { north, east, south, west } }
}

export function containsPoint(bounds: Bounds, lat: number, lng: number): boolean {
  return lat >= bounds.south && lat <= bounds.north && lng >= bounds.west && lng <= bounds.east
}

import type { Bounds } from './bounds'

/** maplibre-gl renders 512-pixel tiles: the world is 512 × 2^zoom pixels wide. */
export const TILE_SIZE = 512
const MAX_LATITUDE = 85.051128779806

function lngToX(lng: number, worldSize: number): number {
  return ((lng + 180) / 360) * worldSize
}

function latToY(lat: number, worldSize: number): number {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat))
  const sin = Math.sin((clamped * Math.PI) / 180)
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldSize
}

function xToLng(x: number, worldSize: number): number {
  return (x / worldSize) * 360 - 180
}

function yToLat(y: number, worldSize: number): number {
  const n = Math.PI - (2 * Math.PI * y) / worldSize
  return (Math.atan(Math.sinh(n)) * 180) / Math.PI
}

/**
 * The bounds a Web Mercator map of `width` × `height` CSS pixels shows when centred on
 * (lat, lng) at `zoom`, as maplibre computes them (no rotation or pitch).
 *
 * @example viewportBounds({ lat: 51.5072, lng: -0.1276 }, 11, 1280, 800)
 */
export function viewportBounds(
  center: { lat: number; lng: number },
  zoom: number,
  width: number,
  height: number,
): Bounds {
  const worldSize = TILE_SIZE * 2 ** zoom
  const x = lngToX(center.lng, worldSize)
  const y = latToY(center.lat, worldSize)
  return {
    north: yToLat(y - height / 2, worldSize),
    south: yToLat(y + height / 2, worldSize),
    west: Math.max(-180, xToLng(x - width / 2, worldSize)),
    east: Math.min(180, xToLng(x + width / 2, worldSize)),
  }
}

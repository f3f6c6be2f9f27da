/** Plain geometry for the catalogue generator: boxes, jitter, polygons. Degrees, WGS 84. */

export interface LatLng {
  lat: number
  lng: number
}

export interface BoundingBox {
  south: number
  west: number
  north: number
  east: number
}

const METRES_PER_DEGREE_LAT = 111_320

export function isInsideBox(box: BoundingBox, point: LatLng): boolean {
  return (
    point.lat >= box.south &&
    point.lat <= box.north &&
    point.lng >= box.west &&
    point.lng <= box.east
  )
}

/** Moves a point by metres north and east (flat-earth approximation: fine over a few km). */
export function offsetByMetres(point: LatLng, northMetres: number, eastMetres: number): LatLng {
  const lat = point.lat + northMetres / METRES_PER_DEGREE_LAT
  const lng =
    point.lng + eastMetres / (METRES_PER_DEGREE_LAT * Math.cos((point.lat * Math.PI) / 180))
  return { lat, lng }
}

/** Great-circle distance in metres. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const toRad = Math.PI / 180
  const dLat = (b.lat - a.lat) * toRad
  const dLng = (b.lng - a.lng) * toRad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h))
}

/** Ray casting; the polygon is a list of [lat, lng] corners, closed implicitly. */
export function isInsidePolygon(
  polygon: readonly (readonly [number, number])[],
  point: LatLng,
): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [latI, lngI] = polygon[i] as readonly [number, number]
    const [latJ, lngJ] = polygon[j] as readonly [number, number]
    const crosses =
      latI > point.lat !== latJ > point.lat &&
      point.lng < ((lngJ - lngI) * (point.lat - latI)) / (latJ - latI) + lngI
    if (crosses) inside = !inside
  }
  return inside
}

/** Rounds to 6 decimals (about 10 cm): stored coordinates stay short and stable. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6
}

/** Mean Earth radius in metres (IUGG), the one the SQL haversine uses too. */
export const EARTH_RADIUS_M = 6_371_008.8

const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in metres between two points given in degrees. */
export function haversineMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRadians(lat2 - lat1)
  const dLng = toRadians(lng2 - lng1)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))
}

/**
 * Half-sizes in degrees of a box that surely contains the circle of `radius` metres around a
 * point at `lat`: a cheap index-friendly prefilter before the exact haversine test.
 */
export function radiusBoxDegrees(lat: number, radius: number): { dLat: number; dLng: number } {
  const dLat = (radius / EARTH_RADIUS_M) * (180 / Math.PI)
  const cos = Math.max(Math.cos(toRadians(Math.min(89.9, Math.abs(lat)))), 1e-6)
  return { dLat, dLng: Math.min(180, dLat / cos) }
}

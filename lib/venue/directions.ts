export interface LatLng {
  lat: number
  lng: number
}

const OSM = 'https://www.openstreetmap.org/'
/** Street level: close enough to see the entrance, wide enough to see the way in. */
export const DIRECTIONS_ZOOM = 17

function isCoordinate(location: LatLng | null | undefined): location is LatLng {
  return (
    !!location &&
    Number.isFinite(location.lat) &&
    Number.isFinite(location.lng) &&
    Math.abs(location.lat) <= 90 &&
    Math.abs(location.lng) <= 180
  )
}

/** Six decimals (about 10 cm) without trailing zeros: '51.5', '-0.123457'. */
function coordinate(value: number): string {
  return String(Number(value.toFixed(6)))
}

/**
 * An OpenStreetMap link with a marker on the venue, or a search for its address when the
 * location is missing or out of range; null when there is neither.
 *
 * @example directionsUrl({ lat: 51.5, lng: -0.12 }, '1 High St')
 * // 'https://www.openstreetmap.org/?mlat=51.5&mlon=-0.12#map=17/51.5/-0.12'
 */
export function directionsUrl(
  location: LatLng | null | undefined,
  address?: string | null,
): string | null {
  if (isCoordinate(location)) {
    const lat = coordinate(location.lat)
    const lng = coordinate(location.lng)
    const url = new URL(OSM)
    url.search = new URLSearchParams({ mlat: lat, mlon: lng }).toString()
    url.hash = `map=${DIRECTIONS_ZOOM}/${lat}/${lng}`
    return url.toString()
  }
  const query = address?.trim()
  if (!query) return null
  const url = new URL('search', OSM)
  url.search = new URLSearchParams({ query }).toString()
  return url.toString()
}

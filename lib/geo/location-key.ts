/** Decimal places of the location-group key: 5 places is about 1 m, one doorway. */
export const LOCATION_KEY_DECIMALS = 5

function fixed(value: number): string {
  const text = value.toFixed(LOCATION_KEY_DECIMALS)
  // -0.000001 rounds to "-0.00000"; the key for that spot must equal the one for +0.000001.
  return /^-0\.0+$/.test(text) ? text.slice(1) : text
}

/**
 * The key that groups activities at one location (spec §3: "a derived location-group key from
 * lng and lat"): longitude and latitude to 5 decimals, joined by a comma.
 *
 * @example locationKey(-0.1276, 51.5072) // '-0.12760,51.50720'
 */
export function locationKey(lng: number, lat: number): string {
  return `${fixed(lng)},${fixed(lat)}`
}

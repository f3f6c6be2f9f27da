/**
 * A catalogue address ('12 Pollard Street, Ancoats, Manchester M4 5AB') split into the parts a
 * schema.org PostalAddress has. Addresses come from partners' own listings, so every part is
 * optional: what cannot be recognised stays in the street address rather than being guessed.
 */

export interface UkAddress {
  /** Everything before the town: street and neighbourhood ('12 Pollard Street, Ancoats'). */
  streetAddress: string
  /** The town or city ('Manchester'); null when the address does not name one we can find. */
  addressLocality: string | null
  /** The postcode in its usual form ('M4 5AB'); null when there is none. */
  postalCode: string | null
}

/** A full UK postcode at the end of the text: outward code, optional space, inward code. */
const TRAILING_POSTCODE = /[\s,]*\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\s*$/i

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * Splits the address. The postcode is the trailing UK postcode; the town is the last
 * comma-separated part, or `cityName` when the address ends with it without a comma.
 *
 * @example parseUkAddress('12 Pollard Street, Ancoats, Manchester M4 5AB', 'Manchester')
 * // { streetAddress: '12 Pollard Street, Ancoats', addressLocality: 'Manchester', postalCode: 'M4 5AB' }
 */
export function parseUkAddress(address: string, cityName?: string | null): UkAddress {
  let rest = squash(address)
  let postalCode: string | null = null
  const postcode = TRAILING_POSTCODE.exec(rest)
  if (postcode) {
    postalCode = `${postcode[1]} ${postcode[2]}`.toUpperCase()
    rest = rest.slice(0, postcode.index)
  }
  const parts = rest
    .split(',')
    .map(squash)
    .filter((part) => part !== '')
  const city = cityName ? squash(cityName) : ''
  const last = parts.at(-1) ?? ''
  if (parts.length > 1) {
    return { streetAddress: parts.slice(0, -1).join(', '), addressLocality: last, postalCode }
  }
  // One part: the town is known only if it is the city's name at the end ('1 High St Bath').
  if (city && last.toLowerCase().endsWith(` ${city.toLowerCase()}`)) {
    return {
      streetAddress: squash(last.slice(0, last.length - city.length)),
      addressLocality: city,
      postalCode,
    }
  }
  return { streetAddress: last, addressLocality: null, postalCode }
}

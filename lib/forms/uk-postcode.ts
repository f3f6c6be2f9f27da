/**
 * UK postcodes: outward code (area + district) and inward code (sector + unit), in the
 * government's published shape, plus the special GIR 0AA. Spaces and case are forgiven.
 */
const POSTCODE =
  /^(?:GIR0AA|(?:[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRVWXY]))\d[ABD-HJLNP-UW-Z]{2})$/

/** Longest input worth looking at ('EC1A 1BB' with generous spacing). */
const MAX_INPUT_LENGTH = 16

/**
 * The postcode in its standard form ('SW1A 1AA'), or null when it is not a UK postcode.
 *
 * @example normaliseUkPostcode(' sw1a1aa ') // 'SW1A 1AA'
 */
export function normaliseUkPostcode(input: string): string | null {
  if (input.length > MAX_INPUT_LENGTH) return null
  const compact = input.replace(/\s+/g, '').toUpperCase()
  if (!POSTCODE.test(compact)) return null
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`
}

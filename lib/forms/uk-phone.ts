/**
 * UK phone numbers as people type them: '020 7946 0000', '(0161) 496 0000', '+44 7700 900123',
 * '0044 117 496 0000'. Geographic (01, 02), non-geographic (03), mobile (07) and freephone or
 * service (08) numbers; premium-rate 09 and anything foreign are refused.
 */
const MAX_INPUT_LENGTH = 24

/** National significant numbers: 10 digits after the 0 (9 for a few old 01 areas). */
const NATIONAL = /^0(?:[1-3]\d{9}|7\d{9}|8\d{9}|1\d{8})$/

/**
 * The number in international form ('+442079460000'), or null when it is not a UK number.
 *
 * @example normaliseUkPhone('020 7946 0000') // '+442079460000'
 */
export function normaliseUkPhone(input: string): string | null {
  if (input.length > MAX_INPUT_LENGTH) return null
  const trimmed = input.trim()
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null
  let digits = trimmed.replace(/[\s().-]/g, '')
  const international = /^(?:\+|00)44(.*)$/.exec(digits)
  if (international) {
    // '+44 (0)20 …': the trunk zero some people keep after the country code.
    const national = international[1] ?? ''
    digits = national.startsWith('0') ? national : `0${national}`
  } else if (digits.startsWith('+') || digits.startsWith('00')) {
    return null
  }
  if (!NATIONAL.test(digits)) return null
  return `+44${digits.slice(1)}`
}

/**
 * Application references: 'MP-' and 8 characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L, 5/S, 8/B, 2/Z), so one read out over the phone is heard right. 25^8 ≈ 1.5e11
 * values: a clash is improbable and the unique index catches it (the caller draws again).
 */
export const REFERENCE_PREFIX = 'MP-'
export const REFERENCE_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY'
export const REFERENCE_LENGTH = 8

export const REFERENCE_PATTERN = new RegExp(`^MP-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`)

/**
 * A reference from random bytes (one per character; values past the last whole multiple of the
 * alphabet's size are skipped, so every character is equally likely).
 *
 * @example referenceFromBytes(crypto.getRandomValues(new Uint8Array(32)))
 */
export function referenceFromBytes(bytes: Uint8Array): string {
  const size = REFERENCE_ALPHABET.length
  const limit = 256 - (256 % size)
  let code = ''
  for (const byte of bytes) {
    if (byte >= limit) continue
    code += REFERENCE_ALPHABET[byte % size]
    if (code.length === REFERENCE_LENGTH) return `${REFERENCE_PREFIX}${code}`
  }
  throw new Error('Not enough random bytes for a reference')
}

export function isReference(value: string): boolean {
  return REFERENCE_PATTERN.test(value)
}

/**
 * What we keep of visitors holds no email address: before analytics events, visitor actions
 * (utm values, targets), leads' utm values and CSP reports are stored, every email address in
 * them (at any depth) is replaced by a keyed hash of it, and a property named `email` becomes
 * `email_hash`. The hash (server/analytics/email-hash.ts) lets events of one visitor be joined
 * to each other and to a lead without the address itself being kept.
 */

/**
 * A character of an address as it appears in text and URLs: not a space, a bracket, a quote or
 * a URL's own punctuation (so '/london?email=ann@x.com&a=1' yields 'ann@x.com', not the URL).
 */
const PART = String.raw`[^\s@<>()[\]\\,;:"'?&=/#%]`
/**
 * Addresses as people type them and as URLs and forms carry them: '@' written plainly or
 * percent-encoded once or twice ('ann%40x.com', 'ann%2540x.com'), '+' in the local part perhaps
 * encoded ('a%2Bb%40x.com', 'a%252Bb%2540x.com'); never starting inside a '%XX' escape
 * ('email%3Dann%40x.com' is 'ann@x.com'). Deliberately broad otherwise (a false positive only
 * hashes text).
 */
const EMAIL = new RegExp(
  String.raw`(?<!%[0-9a-f]?)${PART}+(?:%(?:25)?2B${PART}*)*(?:@|%40|%2540)${PART}+\.[^\s@<>()[\]\\,;:"'?&=/#%.]+`,
  'gi',
)

/** A match as the address it stands for: '%40' and '%2540' are '@', '%2B' and '%252B' '+'. */
function decodeMatch(match: string): string {
  return match.replace(/%(?:25)?40/gi, '@').replace(/%(?:25)?2B/gi, '+')
}

const MAX_DEPTH = 8

export type EmailHasher = (email: string) => string

/** The normal form hashed: trimmed and lower-cased, so 'Ann@X.com ' and 'ann@x.com' match. */
export function normaliseEmailForHash(email: string): string {
  return email.trim().toLowerCase()
}

export function redactEmailsInText(text: string, hash: EmailHasher): string {
  return text.replace(EMAIL, (email) => hash(decodeMatch(email)))
}

/** A copy of a record of text values (utm_* values) with every address in them hashed. */
export function redactEmailsInValues<T extends Record<string, string>>(
  values: T,
  hash: EmailHasher,
): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, redactEmailsInText(value, hash)]),
  ) as T
}

/** A copy of `value` with every email address replaced by its hash (JSON values only). */
export function redactEmails(value: unknown, hash: EmailHasher, depth = 0): unknown {
  if (typeof value === 'string') return redactEmailsInText(value, hash)
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => redactEmails(item, hash, depth + 1))
  const result: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const redacted = redactEmails(item, hash, depth + 1)
    if (key === 'email') result.email_hash = typeof item === 'string' ? hash(item) : redacted
    else result[key] = redacted
  }
  return result
}

/**
 * Analytics keep no email address: before events are stored, every email address in their
 * properties (at any depth) is replaced by a keyed hash of it, and a property named `email`
 * becomes `email_hash`. The hash (server/analytics/email-hash.ts) lets events of one visitor be
 * joined to each other and to a lead without the address itself being kept.
 */

/** Addresses as people type them; deliberately broad (a false positive only hashes text). */
const EMAIL = /[^\s@<>()[\]\\,;:"']+@[^\s@<>()[\]\\,;:"']+\.[^\s@<>()[\]\\,;:"'.]+/g
const MAX_DEPTH = 8

export type EmailHasher = (email: string) => string

/** The normal form hashed: trimmed and lower-cased, so 'Ann@X.com ' and 'ann@x.com' match. */
export function normaliseEmailForHash(email: string): string {
  return email.trim().toLowerCase()
}

export function redactEmailsInText(text: string, hash: EmailHasher): string {
  return text.replace(EMAIL, (email) => hash(email))
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

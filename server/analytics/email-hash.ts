/**
 * The keyed hash that stands in for an email address in analytics (lib/analytics/redact-emails):
 * HMAC-SHA256 of the trimmed, lower-cased address, hex.
 *
 * The key: ANALYTICS_EMAIL_HASH_KEY when set (at least 32 characters; rotate it and old hashes
 * no longer match new ones). Otherwise one generated on first use (32 random bytes) and kept in
 * the app_secrets table, so every process and restart on one database hashes alike and nobody
 * has to configure anything. Without the key a hash cannot be reversed by trying addresses.
 */
import { createHmac } from 'node:crypto'
import { normaliseEmailForHash, type EmailHasher } from '@/lib/analytics/redact-emails'
import type { Database } from '@/server/db/client'
import { storedAppSecret } from '@/server/security/app-secret'

export const EMAIL_HASH_KEY_SECRET = 'analytics-email-hash-key'
export const MIN_EMAIL_HASH_KEY_LENGTH = 32

export function hmacEmailHasher(key: string): EmailHasher {
  return (email) => createHmac('sha256', key).update(normaliseEmailForHash(email)).digest('hex')
}

/** The configured key, or null (unset); throws when set but too short to be a secret. */
export function configuredEmailHashKey(
  value: string | undefined = process.env.ANALYTICS_EMAIL_HASH_KEY,
): string | null {
  const key = value?.trim()
  if (!key) return null
  if (key.length < MIN_EMAIL_HASH_KEY_LENGTH) {
    throw new Error(
      `ANALYTICS_EMAIL_HASH_KEY must be at least ${MIN_EMAIL_HASH_KEY_LENGTH} characters.`,
    )
  }
  return key
}

const hashers = new WeakMap<Database, Promise<EmailHasher>>()

/** The hasher for this database (the key is read once per process). */
export function emailHasherFor(db: Database): Promise<EmailHasher> {
  let hasher = hashers.get(db)
  if (!hasher) {
    const configured = configuredEmailHashKey()
    hasher = configured
      ? Promise.resolve(hmacEmailHasher(configured))
      : storedAppSecret(db, EMAIL_HASH_KEY_SECRET).then(hmacEmailHasher)
    hashers.set(db, hasher)
    // A failed read (database down) is retried by the next request.
    hasher.catch(() => hashers.delete(db))
  }
  return hasher
}

/**
 * The keyed hash that stands in for an email address in analytics (lib/privacy/redact-emails):
 * HMAC-SHA256 of the trimmed, lower-cased address, hex.
 *
 * The key: ANALYTICS_EMAIL_HASH_KEY when set (at least 32 characters; rotate it and old hashes
 * no longer match new ones). Otherwise one generated on first use (32 random bytes) and kept in
 * the app_secrets table, so every process and restart on one database hashes alike and nobody
 * has to configure anything. Without the key a hash cannot be reversed by trying addresses.
 *
 * Earlier keys, for erasure only (emailHashersForErasure): the generated key when a configured
 * one has replaced it, and ANALYTICS_EMAIL_HASH_KEY_FALLBACKS (the keys configured before,
 * comma-separated), so that an erased address's hashes are found whichever key made them. A
 * configured key never goes into the database: a copy of the tables alone still cannot be
 * reversed.
 */
import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { normaliseEmailForHash, type EmailHasher } from '@/lib/privacy/redact-emails'
import type { Database } from '@/server/db/client'
import { appSecrets } from '@/server/db/schema'
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

/** ANALYTICS_EMAIL_HASH_KEY_FALLBACKS: earlier configured keys, comma-separated (short ones refused). */
export function fallbackEmailHashKeys(
  value: string | undefined = process.env.ANALYTICS_EMAIL_HASH_KEY_FALLBACKS,
): string[] {
  return (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
    .map((key) => {
      if (key.length < MIN_EMAIL_HASH_KEY_LENGTH) {
        throw new Error(
          `Every key in ANALYTICS_EMAIL_HASH_KEY_FALLBACKS must be at least ${MIN_EMAIL_HASH_KEY_LENGTH} characters.`,
        )
      }
      return key
    })
}

/**
 * A hasher for every key whose hashes may still be stored: the current key, the generated key
 * kept in the database (if any: it was current before a configured key), and the fallbacks.
 * Reads the stored key without creating one.
 */
export async function emailHashersForErasure(db: Database): Promise<EmailHasher[]> {
  const [stored] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, EMAIL_HASH_KEY_SECRET))
    .limit(1)
  const keys = new Set([
    configuredEmailHashKey() ?? stored?.value,
    stored?.value,
    ...fallbackEmailHashKeys(),
  ])
  return [...keys].filter((key): key is string => key !== undefined).map(hmacEmailHasher)
}

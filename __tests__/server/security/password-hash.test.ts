/**
 * @jest-environment node
 */
import { randomBytes, scryptSync } from 'node:crypto'
import {
  hashPassword,
  parseStoredHash,
  SCRYPT_COST,
  verifyPassword,
} from '@/server/security/password-hash'

/** A hash in the old desk format (`scrypt$N$r$p$salt$key`, NFC), as an older install kept it. */
function oldDeskHash(password: string): string {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFC'), salt, 32, {
    N: 2 ** 15,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  })
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** A partner application's hash from before (N = 2^14, NFKC). */
function oldPartnerHash(password: string): string {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 14, r: 8, p: 1 })
  return `scrypt$N=16384,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`
}

describe('the one password hasher', () => {
  it('hashes at one cost, with the cost inside, and verifies', async () => {
    const hash = await hashPassword('Quiet-harbour-lantern-1987')
    expect(hash).toMatch(/^scrypt\$N=32768,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
    expect(parseStoredHash(hash)?.cost).toEqual(SCRYPT_COST)
    expect(await verifyPassword('Quiet-harbour-lantern-1987', hash)).toBe(true)
    expect(await verifyPassword('Quiet-harbour-lantern-1988', hash)).toBe(false)
    expect(await hashPassword('same password here')).not.toBe(
      await hashPassword('same password here'),
    )
  })

  it.each([
    ['the old desk format', oldDeskHash],
    ['the old partner format', oldPartnerHash],
  ])('keeps verifying %s', async (_, make) => {
    const hash = make('an older password 42')
    expect(await verifyPassword('an older password 42', hash)).toBe(true)
    expect(await verifyPassword('an older password 43', hash)).toBe(false)
  })

  it.each([
    ['not a hash', 'plain text'],
    ['an unknown scheme', 'bcrypt$2b$10$abc'],
    ['a cost too high to check', 'scrypt$N=1048576,r=8,p=1$c2FsdHNhbHRzYWx0$' + 'a'.repeat(43)],
    [
      'a cost that is not a power of two',
      'scrypt$N=30000,r=8,p=1$c2FsdHNhbHRzYWx0$' + 'a'.repeat(43),
    ],
    ['a short key', 'scrypt$N=16384,r=8,p=1$c2FsdHNhbHRzYWx0$YWJj'],
  ])('refuses %s without hashing', async (_, stored) => {
    expect(parseStoredHash(stored)).toBeNull()
    expect(await verifyPassword('anything', stored)).toBe(false)
  })
})

/** @jest-environment node */
import { createHmac } from 'node:crypto'
import { configuredEmailHashKey, hmacEmailHasher } from '@/server/analytics/email-hash'

describe('configuredEmailHashKey (ANALYTICS_EMAIL_HASH_KEY)', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['   ', null],
    ['k'.repeat(32), 'k'.repeat(32)],
    [` ${'k'.repeat(40)} `, 'k'.repeat(40)],
  ])('%j → %j', (value, expected) => {
    expect(configuredEmailHashKey(value)).toBe(expected)
  })

  it('refuses a key too short to be a secret', () => {
    expect(() => configuredEmailHashKey('short')).toThrow('at least 32 characters')
  })
})

describe('hmacEmailHasher', () => {
  const key = 'k'.repeat(32)
  const hash = hmacEmailHasher(key)

  it('is HMAC-SHA256 of the normalised address, hex', () => {
    const expected = createHmac('sha256', key).update('ann@example.com').digest('hex')
    expect(hash(' Ann@Example.com ')).toBe(expected)
    expect(hash('ann@example.com')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('differs by key and by address', () => {
    expect(hmacEmailHasher('x'.repeat(32))('ann@example.com')).not.toBe(hash('ann@example.com'))
    expect(hash('bob@example.com')).not.toBe(hash('ann@example.com'))
  })
})

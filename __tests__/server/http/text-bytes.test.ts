/**
 * @jest-environment node
 */
import {
  bodyBytes,
  heldBodyBytes,
  RECENT_BODY_BYTES_LIMIT,
  TEXT_BYTES_CACHE_THRESHOLD,
} from '@/server/http/text-bytes.mjs'

const large = (seed: string) =>
  `<p>£5 a week — ${seed} 🧘</p>`.repeat(Math.ceil(TEXT_BYTES_CACHE_THRESHOLD / 20) + 1)

describe('bodyBytes', () => {
  it.each<[string, string | Buffer, Buffer]>([
    ['a large text', large('yoga'), Buffer.from(large('yoga'))],
    ['a small text', '<p>£1 taster</p>', Buffer.from('<p>£1 taster</p>')],
    ['bytes, as they are', Buffer.from('abc'), Buffer.from('abc')],
    ['an empty text', '', Buffer.alloc(0)],
  ])('gives the UTF-8 bytes of %s', (_name, body, expected) => {
    expect(bodyBytes(body).equals(expected)).toBe(true)
  })

  it('gives an equal large text the same bytes, and a small one new bytes each time', () => {
    expect(bodyBytes(large('swim'))).toBe(bodyBytes(`${large('swim')}`))
    expect(bodyBytes('<p>x</p>')).not.toBe(bodyBytes('<p>x</p>'))
  })

  it('gives each text its own bytes when texts of one length follow each other', () => {
    const first = large('aaaa')
    const second = large('bbbb')
    expect(second.length).toBe(first.length)
    expect(bodyBytes(first).toString()).toBe(first)
    expect(bodyBytes(second).toString()).toBe(second)
    expect(bodyBytes(first).toString()).toBe(first)
  })

  it('holds at most its limit of recent bodies, counting their texts too', () => {
    const megabyte = 1024 * 1024
    // Each entry holds a megabyte of bytes and its text at two bytes a character: 3 MB.
    const entry = 3 * megabyte
    const count = Math.ceil(RECENT_BODY_BYTES_LIMIT / entry) + 4
    for (let i = 0; i < count; i += 1) {
      bodyBytes(`${i}`.padEnd(megabyte, '.'))
      expect(heldBodyBytes()).toBeLessThanOrEqual(RECENT_BODY_BYTES_LIMIT)
    }
    expect(heldBodyBytes()).toBeGreaterThan(RECENT_BODY_BYTES_LIMIT - entry)
    expect(heldBodyBytes() % entry).toBe(0)
  })
})

/**
 * @jest-environment node
 */
import { RecentByText } from '@/server/http/recent-by-text.mjs'

/** Each text of 10 characters holds 20 bytes, plus its value's number of bytes. */
const text = (name: string) => name.padEnd(10, '.')

describe('RecentByText', () => {
  it('counts each text at two bytes a character plus its value', () => {
    const cache = new RecentByText<number>(1000, (value) => value)
    cache.set(text('a'), 5)
    cache.set(text('b'), 7)
    expect(cache.heldBytes).toBe(20 + 5 + 20 + 7)
    expect(cache.get(text('a'))).toBe(5)
    expect(cache.get(text('missing'))).toBeUndefined()
  })

  it('replaces the value for a text and counts only the new one', () => {
    const cache = new RecentByText<number>(1000, (value) => value)
    cache.set(text('a'), 5)
    cache.set(text('a'), 9)
    expect(cache.get(text('a'))).toBe(9)
    expect(cache.heldBytes).toBe(20 + 9)
  })

  it.each<[string, (cache: RecentByText<number>) => void, string[], string[]]>([
    ['the oldest goes first', () => {}, ['b', 'c'], ['a']],
    ['a text read since is kept', (cache) => cache.get(text('a')), ['a', 'c'], ['b']],
    ['a text set again since is kept', (cache) => cache.set(text('a'), 10), ['a', 'c'], ['b']],
  ])('past the limit, %s', (_name, touch, kept, gone) => {
    // Room for two entries of 30 bytes, not three.
    const cache = new RecentByText<number>(60, (value) => value)
    cache.set(text('a'), 10)
    cache.set(text('b'), 10)
    touch(cache)
    cache.set(text('c'), 10)
    for (const name of kept) expect(cache.get(text(name))).toBe(10)
    for (const name of gone) expect(cache.get(text(name))).toBeUndefined()
    expect(cache.heldBytes).toBe(60)
  })

  it('lets even the newest go when it alone is over the limit', () => {
    const cache = new RecentByText<number>(25, (value) => value)
    cache.set(text('a'), 10)
    expect(cache.get(text('a'))).toBeUndefined()
    expect(cache.heldBytes).toBe(0)
  })
})

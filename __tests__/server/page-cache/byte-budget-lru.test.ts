/**
 * @jest-environment node
 */
import { ByteBudgetLru } from '@/server/page-cache/byte-budget-lru.mjs'

function filled(budget: number, sizes: Record<string, number>) {
  const evicted: string[] = []
  const cache = new ByteBudgetLru<string>(budget, (key) => evicted.push(key))
  for (const [key, bytes] of Object.entries(sizes)) cache.set(key, `value of ${key}`, bytes)
  return { cache, evicted }
}

describe('ByteBudgetLru', () => {
  it('holds values within the budget and counts their bytes', () => {
    const { cache, evicted } = filled(100, { a: 30, b: 30, c: 40 })
    expect(cache.heldBytes).toBe(100)
    expect(cache.size).toBe(3)
    expect(evicted).toEqual([])
    expect(cache.get('b')).toBe('value of b')
  })

  it.each<[string, (cache: ByteBudgetLru<string>) => void, string[], string[]]>([
    ['the least recently set goes first', () => {}, ['a'], ['b', 'c', 'd']],
    ['a key read since is kept', (cache) => cache.get('a'), ['b'], ['a', 'c', 'd']],
    [
      'a key set again since is kept',
      (cache) => cache.set('a', 'again', 30),
      ['b'],
      ['a', 'c', 'd'],
    ],
  ])('%s', (_, touch, gone, kept) => {
    const evicted: string[] = []
    const cache = new ByteBudgetLru<string>(100, (key) => evicted.push(key))
    cache.set('a', 'a', 30)
    cache.set('b', 'b', 30)
    cache.set('c', 'c', 30)
    touch(cache)
    cache.set('d', 'd', 10)
    expect(evicted).toEqual([])
    cache.set('d', 'd', 30)
    expect(evicted).toEqual(gone)
    for (const key of kept) expect(cache.has(key)).toBe(true)
    for (const key of gone) expect(cache.has(key)).toBe(false)
    expect(cache.heldBytes).toBeLessThanOrEqual(100)
  })

  it('evicts as many as it takes for a large value', () => {
    const { cache, evicted } = filled(100, { a: 30, b: 30, c: 30, d: 90 })
    expect(evicted).toEqual(['a', 'b', 'c'])
    expect(cache.heldBytes).toBe(90)
  })

  it('keeps nothing larger than the whole budget, and evicts nothing for it', () => {
    const { cache, evicted } = filled(100, { a: 30 })
    expect(cache.set('huge', 'x', 101)).toBe(false)
    expect(cache.has('huge')).toBe(false)
    expect(evicted).toEqual([])
    expect(cache.heldBytes).toBe(30)
  })

  it('forgets a deleted key without calling onEvict', () => {
    const { cache, evicted } = filled(100, { a: 30, b: 30 })
    expect(cache.delete('a')).toBe(true)
    expect(cache.delete('a')).toBe(false)
    expect(cache.heldBytes).toBe(30)
    expect(evicted).toEqual([])
  })

  it('stays within its budget under any number of distinct keys', () => {
    const cache = new ByteBudgetLru<number>(10_000)
    for (let i = 0; i < 5000; i += 1) cache.set(`key-${i}`, i, 150 + (i % 7))
    expect(cache.heldBytes).toBeLessThanOrEqual(10_000)
    expect(cache.size).toBeLessThanOrEqual(Math.ceil(10_000 / 150))
    expect(cache.get('key-4999')).toBe(4999)
  })
})

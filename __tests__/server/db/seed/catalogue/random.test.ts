/** @jest-environment node */
import { deriveSeed, hashString, Random } from '@/server/db/seed/catalogue/random'

const sequence = (seed: number, length = 20) => {
  const random = new Random(seed)
  return Array.from({ length }, () => random.next())
}

describe('Random (mulberry32)', () => {
  it('repeats exactly for the same seed', () => {
    expect(sequence(42)).toEqual(sequence(42))
  })

  it('differs between seeds', () => {
    expect(sequence(42)).not.toEqual(sequence(43))
  })

  it('is pinned: a known seed gives known values on every machine', () => {
    const random = new Random(20261122)
    const values = [random.next(), random.next(), random.next()].map((v) => v.toFixed(8))
    expect(values).toEqual(['0.83699445', '0.10530599', '0.00316939'])
  })

  it('stays in [0, 1) and spreads evenly', () => {
    const random = new Random(7)
    const buckets = new Array(10).fill(0)
    let min = 1
    let max = 0
    for (let i = 0; i < 100_000; i++) {
      const value = random.next()
      min = Math.min(min, value)
      max = Math.max(max, value)
      buckets[Math.floor(value * 10)]++
    }
    expect(min).toBeGreaterThanOrEqual(0)
    expect(max).toBeLessThan(1)
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(600)
  })

  it('int() covers both bounds and nothing else', () => {
    const random = new Random(1)
    const seen = new Set<number>()
    for (let i = 0; i < 1000; i++) seen.add(random.int(3, 6))
    expect([...seen].sort()).toEqual([3, 4, 5, 6])
  })

  it('shuffle() is a permutation and leaves its input alone', () => {
    const input = Array.from({ length: 50 }, (_, i) => i)
    const shuffled = new Random(9).shuffle(input)
    expect(shuffled).not.toEqual(input)
    expect([...shuffled].sort((a, b) => a - b)).toEqual(input)
    expect(input[0]).toBe(0)
  })

  it('weighted() never picks a zero weight and follows the weights', () => {
    const random = new Random(5)
    const counts = { a: 0, b: 0, c: 0 }
    for (let i = 0; i < 10_000; i++) {
      counts[
        random.weighted([
          ['a', 1],
          ['b', 3],
          ['c', 0],
        ] as const)
      ]++
    }
    expect(counts.c).toBe(0)
    expect(counts.b / counts.a).toBeGreaterThan(2.5)
    expect(counts.b / counts.a).toBeLessThan(3.5)
  })

  it('derived seeds are stable and independent per label', () => {
    expect(deriveSeed(1, 'city:london')).toBe(deriveSeed(1, 'city:london'))
    expect(deriveSeed(1, 'city:london')).not.toBe(deriveSeed(1, 'city:leeds'))
    expect(deriveSeed(1, 'city:london')).not.toBe(deriveSeed(2, 'city:london'))
    expect(hashString('move')).toBe(hashString('move'))
  })
})

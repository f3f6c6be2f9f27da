/**
 * A small seeded PRNG (mulberry32) and the helpers the catalogue generator needs. Math.random is
 * never used: the same seed must rebuild the same catalogue, row for row, on every machine.
 */

/** A 32-bit string hash (FNV-1a), used to derive independent sub-seeds from labels. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/**
 * Derives a seed for one part of the catalogue (a city, a stage), so that adding data to one
 * part does not reshuffle every other part.
 */
export function deriveSeed(seed: number, label: string): number {
  return (hashString(label) ^ Math.imul(seed >>> 0, 0x9e3779b1)) >>> 0
}

export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Cannot pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0
    for (const [, weight] of entries) total += weight
    let roll = this.next() * total
    for (const [item, weight] of entries) {
      roll -= weight
      if (roll < 0) return item
    }
    const last = entries[entries.length - 1]
    if (!last) throw new RangeError('Cannot pick from an empty list')
    return last[0]
  }

  /** A new shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice()
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const held = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = held
    }
    return copy
  }

  /** `count` distinct items, in random order (all of them when count exceeds the list). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count)
  }

  /** Roughly normal (Irwin–Hall of 3), good enough for ratings and jitter. */
  normal(mean: number, deviation: number): number {
    const sum = this.next() + this.next() + this.next()
    return mean + (sum - 1.5) * 2 * deviation
  }
}

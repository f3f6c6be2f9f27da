/** @jest-environment node */
import { containsPoint, type Bounds } from '@/lib/geo/bounds'
import { SpatialIndex, type SpatialEntry } from '@/lib/geo/spatial-index'

/** Small deterministic PRNG (mulberry32) so failures reproduce. */
function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface Item {
  id: number
}

function makeEntries(count: number, seed: number): Array<SpatialEntry<Item>> {
  const random = prng(seed)
  const ranks = Array.from({ length: count }, (_, i) => i)
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!]
  }
  return ranks.map((rank, id) => {
    // Clustered like a real catalogue: most points around two "cities", some scattered.
    const cluster = random()
    const [lat, lng, spread] =
      cluster < 0.5 ? [51.5, -0.12, 0.3] : cluster < 0.8 ? [53.48, -2.24, 0.15] : [54, -3, 4]
    return {
      item: { id },
      lat: lat + (random() - 0.5) * spread,
      lng: lng + (random() - 0.5) * spread * 1.6,
      rank,
      category: Math.floor(random() * 7),
      hidden: random() < 0.05,
    }
  })
}

function bruteForce(
  entries: Array<SpatialEntry<Item>>,
  bounds: Bounds,
  limit: number,
  category?: number,
  includeHidden = false,
): number[] {
  return entries
    .filter((e) => containsPoint(bounds, e.lat, e.lng))
    .filter((e) => category === undefined || e.category === category)
    .filter((e) => includeHidden || !e.hidden)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((e) => e.item.id)
}

describe('SpatialIndex', () => {
  const entries = makeEntries(20_000, 42)
  const merged = new SpatialIndex(entries)
  // The same data answered by the linear rank-order scan only.
  const scanned = new SpatialIndex(entries, { maxMergeCells: 0 })
  const fine = new SpatialIndex(entries, { cellSizeDegrees: 0.003 })

  const random = prng(7)
  const boxes: Bounds[] = Array.from({ length: 200 }, () => {
    const lat = 50 + random() * 6
    const lng = -6 + random() * 8
    const h = random() ** 3 * 3
    const w = random() ** 3 * 4
    return { south: lat, north: lat + h, west: lng, east: lng + w }
  })
  boxes.push(
    { south: 51.3, north: 51.7, west: -0.5, east: 0.3 }, // London
    { south: -90, north: 90, west: -180, east: 180 }, // the world
    { south: 0, north: 1, west: 0, east: 1 }, // nowhere near
    { south: 51.5, north: 51.5, west: -0.12, east: -0.12 }, // a point
  )

  it.each([
    ['no filter', undefined, false, 500],
    ['a category', 3, false, 500],
    ['drafts included', undefined, true, 500],
    ['small limit', 1, false, 7],
    ['limit 1', undefined, false, 1],
  ] as const)('matches brute force (%s)', (_, category, includeHidden, limit) => {
    for (const bounds of boxes) {
      const expected = bruteForce(entries, bounds, limit, category, includeHidden)
      for (const index of [merged, scanned, fine]) {
        const actual = index
          .query(bounds, { limit, category, includeHidden })
          .map((item) => item.id)
        expect(actual).toEqual(expected)
      }
    }
  })

  it('includes points on the box edges', () => {
    const index = new SpatialIndex([
      { item: { id: 1 }, lat: 51, lng: -1, rank: 1, category: 0 },
      { item: { id: 2 }, lat: 52, lng: 0, rank: 2, category: 0 },
      { item: { id: 3 }, lat: 52.0000001, lng: 0, rank: 3, category: 0 },
    ])
    expect(
      index.query({ south: 51, north: 52, west: -1, east: 0 }, { limit: 10 }).map((i) => i.id),
    ).toEqual([1, 2])
  })

  it.each([
    ['an empty index', [], { south: -90, north: 90, west: -180, east: 180 }, 10, []],
    [
      'limit 0',
      [{ item: { id: 1 }, lat: 1, lng: 1, rank: 1, category: 0 }],
      { south: -90, north: 90, west: -180, east: 180 },
      0,
      [],
    ],
    [
      'non-finite points are skipped',
      [
        { item: { id: 1 }, lat: Number.NaN, lng: 1, rank: 1, category: 0 },
        { item: { id: 2 }, lat: 1, lng: 1, rank: 2, category: 0 },
      ],
      { south: -90, north: 90, west: -180, east: 180 },
      10,
      [2],
    ],
    [
      'equal ranks keep input order',
      [
        { item: { id: 5 }, lat: 1, lng: 1, rank: 1, category: 0 },
        { item: { id: 4 }, lat: 1, lng: 1, rank: 1, category: 0 },
      ],
      { south: 0, north: 2, west: 0, east: 2 },
      10,
      [5, 4],
    ],
  ] as Array<[string, Array<SpatialEntry<Item>>, Bounds, number, number[]]>)(
    'edge case: %s',
    (_, input, bounds, limit, expected) => {
      expect(new SpatialIndex(input).query(bounds, { limit }).map((i) => i.id)).toEqual(expected)
    },
  )

  it('rejects categories that do not fit a byte', () => {
    expect(
      () => new SpatialIndex([{ item: { id: 1 }, lat: 1, lng: 1, rank: 1, category: 300 }]),
    ).toThrow(RangeError)
  })
})

/** @jest-environment node */
import {
  clipPolygons,
  clipRing,
  coastlines,
  pointInPolygons,
  ringArea,
  roundPolygons,
  type ClipBox,
  type Point,
  type Ring,
} from '@/scripts/map-data/clip-polygons'

const box: ClipBox = { west: 0, south: 0, east: 10, north: 10 }

const square = (west: number, south: number, east: number, north: number): Ring => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
]

/** An arch whose top is north of the box: clipping leaves its two legs. */
const arch: Ring = [
  [2, 2],
  [4, 2],
  [4, 12],
  [6, 12],
  [6, 2],
  [8, 2],
  [8, 14],
  [2, 14],
  [2, 2],
]

/** A U whose arms stick out of the box top. */
const tallU: Ring = [
  [2, 2],
  [8, 2],
  [8, 14],
  [6, 14],
  [6, 4],
  [4, 4],
  [4, 14],
  [2, 14],
  [2, 2],
]

const area = (ring: Ring) => Math.abs(ringArea(ring)) / 2

describe('clipRing', () => {
  it('keeps a ring inside the box as it is', () => {
    expect(clipRing(square(1, 1, 3, 3), box)).toEqual(square(1, 1, 3, 3))
  })

  it('returns nothing for a ring outside the box', () => {
    expect(clipRing(square(20, 20, 30, 30), box)).toEqual([])
  })

  it('returns nothing for a ring that only touches the box from outside', () => {
    expect(clipRing(square(10, 2, 12, 4), box)).toEqual([])
  })

  it('returns the box for a ring around it', () => {
    const clipped = clipRing(square(-5, -5, 15, 15), box)
    expect(area(clipped)).toBe(100)
    expect(clipped[0]).toEqual(clipped[clipped.length - 1])
  })

  it('cuts a ring across a corner with the crossings exactly on the edges', () => {
    const clipped = clipRing(square(5, 5, 15, 15), box)
    expect(area(clipped)).toBe(25)
    for (const [x, y] of clipped) {
      expect(x).toBeGreaterThanOrEqual(5)
      expect(x).toBeLessThanOrEqual(10)
      expect(y).toBeGreaterThanOrEqual(5)
      expect(y).toBeLessThanOrEqual(10)
    }
  })

  it('interpolates a sloping edge', () => {
    const triangle: Ring = [
      [5, 5],
      [15, 5],
      [5, 15],
      [5, 5],
    ]
    const clipped = clipRing(triangle, box)
    expect(clipped).toContainEqual([10, 5])
    expect(clipped).toContainEqual([10, 10])
    expect(clipped).toContainEqual([5, 10])
    expect(area(clipped)).toBe(25)
  })

  it('cuts a concave ring along the edge', () => {
    const clipped = clipRing(tallU, box)
    // 6 × 2 base + two 2 × 6 arms up to the box top.
    expect(area(clipped)).toBe(12 + 12 + 12)
    expect(pointInPolygons([3, 9], [[clipped]])).toBe(true)
    expect(pointInPolygons([5, 9], [[clipped]])).toBe(false)
  })

  it('keeps both pieces of a ring cut in two, joined by a zero-width run along the edge', () => {
    const clipped = clipRing(arch, box)
    expect(area(clipped)).toBe(16 + 16)
    expect(pointInPolygons([3, 9], [[clipped]])).toBe(true)
    expect(pointInPolygons([7, 9], [[clipped]])).toBe(true)
    expect(pointInPolygons([5, 9], [[clipped]])).toBe(false)
    expect(pointInPolygons([5, 10], [[clipped]])).toBe(false)
  })

  it('accepts a ring that is not closed', () => {
    expect(clipRing(square(1, 1, 3, 3).slice(0, -1), box)).toEqual(square(1, 1, 3, 3))
  })
})

describe('clipPolygons', () => {
  it('drops polygons outside the box and keeps the holes that remain', () => {
    const island = [square(1, 1, 9, 9), square(3, 3, 4, 4), square(20, 20, 21, 21)]
    const far = [square(50, 50, 60, 60)]
    const clipped = clipPolygons([island, far], box)
    expect(clipped).toHaveLength(1)
    expect(clipped[0]).toHaveLength(2)
    expect(pointInPolygons([2, 2], clipped)).toBe(true)
    expect(pointInPolygons([3.5, 3.5], clipped)).toBe(false)
  })

  it('ignores an empty polygon', () => {
    expect(clipPolygons([[]], box)).toEqual([])
  })
})

describe('roundPolygons', () => {
  it('rounds coordinates and removes the repeats rounding makes', () => {
    const ring: Ring = [
      [0.12341, 0.1],
      [0.12344, 0.1],
      [1.55555, 0.1],
      [1.5, 1.5],
      [0.12341, 0.1],
    ]
    expect(roundPolygons([[ring]], 4)).toEqual([
      [
        [
          [0.1234, 0.1],
          [1.5556, 0.1],
          [1.5, 1.5],
          [0.1234, 0.1],
        ],
      ],
    ])
  })

  it('drops a polygon that collapses, and a hole that does', () => {
    const speck = square(1, 1, 1.00001, 1.00001)
    expect(roundPolygons([[speck]], 4)).toEqual([])
    expect(roundPolygons([[square(0, 0, 5, 5), speck]], 4)).toEqual([[square(0, 0, 5, 5)]])
  })
})

describe('coastlines', () => {
  it('is the whole ring when nothing was cut', () => {
    const ring = square(1, 1, 3, 3)
    const lines = coastlines([[ring]], box)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toHaveLength(5)
  })

  const segments = (lines: Point[][]) =>
    lines.flatMap((line) => line.slice(1).map((point, i) => [line[i] as Point, point] as const))
  const length = (lines: Point[][]) =>
    segments(lines).reduce((sum, [a, b]) => sum + Math.hypot(b[0] - a[0], b[1] - a[1]), 0)

  it.each([
    // Base, right side, inside of the notch, left side.
    ['a notched ring', tallU, 6 + 8 + 6 + 2 + 6 + 8],
    // Each leg: its foot and both sides up to the box top.
    ['a ring cut in two', arch, 2 * (2 + 8 + 8)],
  ])('leaves out the runs along the box edges of %s', (_, ring, expected) => {
    const lines = coastlines([[clipRing(ring, box)]], box)
    for (const [a, b] of segments(lines)) {
      expect(a[1] === box.north && b[1] === box.north).toBe(false)
    }
    expect(length(lines)).toBe(expected)
  })
})

describe('pointInPolygons', () => {
  it.each([
    ['inside', [2, 2], true],
    ['outside', [15, 5], false],
    ['in the hole', [5.5, 5.5], false],
    ['in the second polygon', [21, 21], true],
  ] as Array<[string, Point, boolean]>)('%s', (_, point, expected) => {
    const polygons = [[square(0, 0, 10, 10), square(5, 5, 6, 6)], [square(20, 20, 22, 22)]]
    expect(pointInPolygons(point, polygons)).toBe(expected)
  })
})

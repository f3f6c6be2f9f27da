/**
 * Plain polygon geometry for the offline basemap (scripts/generate-map-data.ts): clipping land
 * to a box, rounding, splitting coastlines off the clip edges and point-in-polygon tests.
 * Coordinates are GeoJSON positions, [longitude, latitude] in degrees.
 */

export type Point = [number, number]
/** A closed ring: the last point repeats the first. */
export type Ring = Point[]
/** The outer ring first, then its holes. */
export type PolygonRings = Ring[]

export interface ClipBox {
  west: number
  south: number
  east: number
  north: number
}

type Edge = 'west' | 'south' | 'east' | 'north'
const EDGES: readonly Edge[] = ['west', 'south', 'east', 'north']

function inside(point: Point, edge: Edge, box: ClipBox): boolean {
  switch (edge) {
    case 'west':
      return point[0] >= box.west
    case 'east':
      return point[0] <= box.east
    case 'south':
      return point[1] >= box.south
    case 'north':
      return point[1] <= box.north
  }
}

/** Where segment a→b crosses the edge's line; the edge coordinate is set exactly. */
function crossing(a: Point, b: Point, edge: Edge, box: ClipBox): Point {
  if (edge === 'west' || edge === 'east') {
    const x = box[edge]
    const t = (x - a[0]) / (b[0] - a[0])
    return [x, a[1] + t * (b[1] - a[1])]
  }
  const y = box[edge]
  const t = (y - a[1]) / (b[1] - a[1])
  return [a[0] + t * (b[0] - a[0]), y]
}

function samePoint(a: Point | undefined, b: Point | undefined): boolean {
  return a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1]
}

/** Drops repeated consecutive points and closes the ring; [] when fewer than 3 corners remain. */
function closeRing(points: readonly Point[]): Ring {
  const out: Point[] = []
  for (const point of points) {
    if (!samePoint(out[out.length - 1], point)) out.push(point)
  }
  while (out.length > 1 && samePoint(out[0], out[out.length - 1])) out.pop()
  if (out.length < 3 || ringArea([...out, out[0] as Point]) === 0) return []
  out.push([out[0]![0], out[0]![1]])
  return out
}

/**
 * Sutherland–Hodgman: the part of a ring inside the box, as one closed ring ([] when nothing
 * is left). A concave ring cut into several pieces comes back as one ring whose pieces are
 * joined by zero-width runs along the box edge: fine to fill, and dropped by `coastlines`.
 */
export function clipRing(ring: readonly Point[], box: ClipBox): Ring {
  let points: Point[] = ring.slice(0, samePoint(ring[0], ring[ring.length - 1]) ? -1 : undefined)
  for (const edge of EDGES) {
    if (points.length === 0) break
    const input = points
    points = []
    let previous = input[input.length - 1] as Point
    for (const current of input) {
      const currentIn = inside(current, edge, box)
      const previousIn = inside(previous, edge, box)
      if (currentIn) {
        if (!previousIn) points.push(crossing(previous, current, edge, box))
        points.push(current)
      } else if (previousIn) {
        points.push(crossing(previous, current, edge, box))
      }
      previous = current
    }
  }
  return closeRing(points)
}

interface Bounds {
  west: number
  south: number
  east: number
  north: number
}

function ringBounds(ring: readonly Point[]): Bounds {
  const bounds = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity }
  for (const [x, y] of ring) {
    if (x < bounds.west) bounds.west = x
    if (x > bounds.east) bounds.east = x
    if (y < bounds.south) bounds.south = y
    if (y > bounds.north) bounds.north = y
  }
  return bounds
}

/**
 * Each polygon clipped to the box: polygons whose outer ring leaves nothing are dropped, and
 * so are holes that do. Polygons wholly outside the box cost one bounds check.
 */
export function clipPolygons(
  polygons: readonly (readonly (readonly Point[])[])[],
  box: ClipBox,
): PolygonRings[] {
  const out: PolygonRings[] = []
  for (const polygon of polygons) {
    const [outer, ...holes] = polygon
    if (!outer) continue
    const bounds = ringBounds(outer)
    if (
      bounds.east < box.west ||
      bounds.west > box.east ||
      bounds.north < box.south ||
      bounds.south > box.north
    ) {
      continue
    }
    const clipped = clipRing(outer, box)
    if (clipped.length === 0) continue
    const keptHoles = holes.map((hole) => clipRing(hole, box)).filter((hole) => hole.length > 0)
    out.push([clipped, ...keptHoles])
  }
  return out
}

/** Rounds every coordinate, then drops the rings (and polygons) that collapse. */
export function roundPolygons(
  polygons: readonly (readonly (readonly Point[])[])[],
  decimals: number,
): PolygonRings[] {
  const factor = 10 ** decimals
  const round = (value: number) => Math.round(value * factor) / factor
  const out: PolygonRings[] = []
  for (const polygon of polygons) {
    const rings = polygon.map((ring) => closeRing(ring.map(([x, y]) => [round(x), round(y)])))
    const [outer, ...holes] = rings
    if (!outer || outer.length === 0) continue
    out.push([outer, ...holes.filter((hole) => hole.length > 0)])
  }
  return out
}

function onSameBoxEdge(a: Point, b: Point, box: ClipBox): boolean {
  return (
    (a[0] === box.west && b[0] === box.west) ||
    (a[0] === box.east && b[0] === box.east) ||
    (a[1] === box.south && b[1] === box.south) ||
    (a[1] === box.north && b[1] === box.north)
  )
}

/**
 * The real shoreline of clipped polygons as lines: every ring with the segments that run along
 * the box's edges taken out, so the map draws no coast where the data was merely cut off.
 */
export function coastlines(polygons: readonly PolygonRings[], box: ClipBox): Point[][] {
  const lines: Point[][] = []
  for (const ring of polygons.flat()) {
    // Start the walk at a cut, so a line never wraps around the ring's closing point.
    const count = ring.length - 1
    let start = 0
    for (let i = 0; i < count; i++) {
      if (onSameBoxEdge(ring[i] as Point, ring[i + 1] as Point, box)) {
        start = i + 1
        break
      }
    }
    let line: Point[] = []
    for (let step = 0; step < count; step++) {
      const a = ring[(start + step) % count] as Point
      const b = ring[(start + step + 1) % count] as Point
      if (onSameBoxEdge(a, b, box)) {
        if (line.length > 1) lines.push(line)
        line = []
        continue
      }
      if (line.length === 0) line.push(a)
      line.push(b)
    }
    if (line.length > 1) lines.push(line)
  }
  return lines
}

/** Twice the signed area (shoelace); positive when counter-clockwise. */
export function ringArea(ring: readonly Point[]): number {
  let sum = 0
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i] as Point
    const [x2, y2] = ring[i + 1] as Point
    sum += x1 * y2 - x2 * y1
  }
  return sum
}

function inRing(point: Point, ring: readonly Point[]): boolean {
  const [x, y] = point
  let result = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point
    const [xj, yj] = ring[j] as Point
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result
  }
  return result
}

/** Even–odd test: inside an outer ring and outside its holes, for any of the polygons. */
export function pointInPolygons(point: Point, polygons: readonly PolygonRings[]): boolean {
  return polygons.some((polygon) => {
    const [outer, ...holes] = polygon
    return outer !== undefined && inRing(point, outer) && !holes.some((hole) => inRing(point, hole))
  })
}

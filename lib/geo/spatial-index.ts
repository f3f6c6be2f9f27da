import type { Bounds } from './bounds'

/** One point to index. Lower `rank` comes first; ranks are an even random sample order. */
export interface SpatialEntry<T> {
  item: T
  lat: number
  lng: number
  rank: number
  /** A small non-negative integer (e.g. the index of an activity type), for filtering. */
  category: number
  /** Hidden entries (drafts) only match queries that include them. */
  hidden?: boolean
}

export interface SpatialQuery {
  /** At most this many results: the ones with the lowest rank. */
  limit: number
  /** Only entries of this category; undefined for all. */
  category?: number
  includeHidden?: boolean
}

export interface SpatialIndexOptions {
  /** Grid cell edge in degrees. 0.02° is about 2.2 km north–south, 1.4 km east–west in the UK. */
  cellSizeDegrees?: number
  /**
   * A box overlapping more cells than this is answered by one scan in rank order instead
   * (a box that large holds many points, so the scan stops early).
   */
  maxMergeCells?: number
}

const DEFAULT_CELL_SIZE = 0.02
const DEFAULT_MAX_MERGE_CELLS = 4096

/**
 * A uniform-grid index over points sorted by rank, answering "the `limit` lowest-ranked points
 * inside a box" without touching the rest: it visits the cells the box overlaps and k-way merges
 * their (rank-ordered) lists until `limit` points pass the exact bounds and category tests.
 * Cost is about limit × log(cells) for a city-sized box, independent of the catalogue size.
 *
 * Pure and immutable: build a new index when the data changes.
 */
export class SpatialIndex<T> {
  readonly size: number
  private readonly items: T[]
  private readonly lat: Float64Array
  private readonly lng: Float64Array
  private readonly category: Uint8Array
  private readonly hidden: Uint8Array
  private readonly minLat: number
  private readonly minLng: number
  private readonly rows: number
  private readonly cols: number
  private readonly cellSize: number
  private readonly maxMergeCells: number
  /** CSR layout: the points of cell c are cellItems[cellStart[c] .. cellStart[c + 1]). */
  private readonly cellStart: Int32Array
  private readonly cellItems: Int32Array
  // Scratch space for the merge heap, reused across queries (queries are synchronous).
  private heapPos: Int32Array = new Int32Array(64)
  private heapEnd: Int32Array = new Int32Array(64)

  constructor(entries: ReadonlyArray<SpatialEntry<T>>, options: SpatialIndexOptions = {}) {
    const sorted = entries
      .filter((e) => Number.isFinite(e.lat) && Number.isFinite(e.lng))
      .map((e, order) => ({ e, order }))
      .sort((a, b) => a.e.rank - b.e.rank || a.order - b.order)
      .map(({ e }) => e)
    const n = sorted.length
    this.size = n
    this.cellSize = options.cellSizeDegrees ?? DEFAULT_CELL_SIZE
    this.maxMergeCells = options.maxMergeCells ?? DEFAULT_MAX_MERGE_CELLS
    this.items = new Array<T>(n)
    this.lat = new Float64Array(n)
    this.lng = new Float64Array(n)
    this.category = new Uint8Array(n)
    this.hidden = new Uint8Array(n)
    let minLat = Infinity
    let minLng = Infinity
    let maxLat = -Infinity
    let maxLng = -Infinity
    sorted.forEach((e, i) => {
      if (e.category < 0 || e.category > 255 || !Number.isInteger(e.category)) {
        throw new RangeError(`category must be an integer 0–255, got ${e.category}`)
      }
      this.items[i] = e.item
      this.lat[i] = e.lat
      this.lng[i] = e.lng
      this.category[i] = e.category
      this.hidden[i] = e.hidden ? 1 : 0
      minLat = Math.min(minLat, e.lat)
      minLng = Math.min(minLng, e.lng)
      maxLat = Math.max(maxLat, e.lat)
      maxLng = Math.max(maxLng, e.lng)
    })
    if (n === 0) {
      minLat = minLng = maxLat = maxLng = 0
    }
    this.minLat = minLat
    this.minLng = minLng
    this.rows = Math.floor((maxLat - minLat) / this.cellSize) + 1
    this.cols = Math.floor((maxLng - minLng) / this.cellSize) + 1
    const cellCount = this.rows * this.cols
    const cellOf = new Int32Array(n)
    const counts = new Int32Array(cellCount + 1)
    for (let i = 0; i < n; i++) {
      const c = this.row(this.lat[i]!) * this.cols + this.col(this.lng[i]!)
      cellOf[i] = c
      counts[c + 1]!++
    }
    for (let c = 0; c < cellCount; c++) counts[c + 1]! += counts[c]!
    this.cellStart = counts
    this.cellItems = new Int32Array(n)
    const fill = counts.slice(0, cellCount)
    // Points go in index (= rank) order, so every cell's list is sorted by rank.
    for (let i = 0; i < n; i++) this.cellItems[fill[cellOf[i]!]!++] = i
  }

  private row(lat: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((lat - this.minLat) / this.cellSize)))
  }

  private col(lng: number): number {
    return Math.min(this.cols - 1, Math.max(0, Math.floor((lng - this.minLng) / this.cellSize)))
  }

  private matches(i: number, b: Bounds, category: number, includeHidden: boolean): boolean {
    const lat = this.lat[i]!
    const lng = this.lng[i]!
    return (
      lat >= b.south &&
      lat <= b.north &&
      lng >= b.west &&
      lng <= b.east &&
      (category < 0 || this.category[i] === category) &&
      (includeHidden || this.hidden[i] === 0)
    )
  }

  /** The lowest-ranked entries inside `bounds` (inclusive), in rank order. */
  query(bounds: Bounds, query: SpatialQuery): T[] {
    const limit = Math.max(0, Math.floor(query.limit))
    const out: T[] = []
    if (this.size === 0 || limit === 0) return out
    const category = query.category ?? -1
    const includeHidden = query.includeHidden ?? false
    const maxLat = this.minLat + this.rows * this.cellSize
    const maxLng = this.minLng + this.cols * this.cellSize
    if (
      bounds.north < this.minLat ||
      bounds.south > maxLat ||
      bounds.east < this.minLng ||
      bounds.west > maxLng
    ) {
      return out
    }
    const r0 = this.row(bounds.south)
    const r1 = this.row(bounds.north)
    const c0 = this.col(bounds.west)
    const c1 = this.col(bounds.east)
    if ((r1 - r0 + 1) * (c1 - c0 + 1) > this.maxMergeCells) {
      for (let i = 0; i < this.size && out.length < limit; i++) {
        if (this.matches(i, bounds, category, includeHidden)) out.push(this.items[i]!)
      }
      return out
    }

    // Min-heap of cursors, keyed by the point index each cursor is at.
    let heapSize = 0
    const capacity = (r1 - r0 + 1) * (c1 - c0 + 1)
    if (this.heapPos.length < capacity) {
      this.heapPos = new Int32Array(capacity)
      this.heapEnd = new Int32Array(capacity)
    }
    const pos = this.heapPos
    const end = this.heapEnd
    const items = this.cellItems
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const cell = r * this.cols + c
        const start = this.cellStart[cell]!
        const stop = this.cellStart[cell + 1]!
        if (start === stop) continue
        // Sift up.
        let k = heapSize++
        const key = items[start]!
        while (k > 0) {
          const parent = (k - 1) >> 1
          if (items[pos[parent]!]! <= key) break
          pos[k] = pos[parent]!
          end[k] = end[parent]!
          k = parent
        }
        pos[k] = start
        end[k] = stop
      }
    }

    while (heapSize > 0 && out.length < limit) {
      const i = items[pos[0]!]!
      if (this.matches(i, bounds, category, includeHidden)) out.push(this.items[i]!)
      // Advance the top cursor, or drop it when its cell is exhausted, then sift down.
      let topPos = pos[0]! + 1
      let topEnd = end[0]!
      if (topPos === topEnd) {
        heapSize--
        if (heapSize === 0) break
        topPos = pos[heapSize]!
        topEnd = end[heapSize]!
      }
      const key = items[topPos]!
      let k = 0
      for (;;) {
        let child = 2 * k + 1
        if (child >= heapSize) break
        if (child + 1 < heapSize && items[pos[child + 1]!]! < items[pos[child]!]!) child++
        if (items[pos[child]!]! >= key) break
        pos[k] = pos[child]!
        end[k] = end[child]!
        k = child
      }
      pos[k] = topPos
      end[k] = topEnd
    }
    return out
  }
}

/**
 * The map's pins (spec §4, §5): search results arriving while the map moves wait in a queue
 * and join the pins when it stops, so markers do not jump under the visitor's finger; an id
 * already seen is ignored; a new activity type clears everything.
 *
 * Work is O(items added): ids live in Sets. `pins` is copied at most once per change, on read,
 * so a flush of thousands of pins costs one copy, not one per batch.
 */
export class PinAccumulator<T extends { id: string }> {
  private readonly items: T[] = []
  private readonly ids = new Set<string>()
  private queue: T[] = []
  private readonly queuedIds = new Set<string>()
  private isMoving = false
  private snapshot: readonly T[] = []
  private stale = false

  /** The pins to draw: a new array after every change, the same array otherwise. */
  get pins(): readonly T[] {
    if (this.stale) {
      this.snapshot = this.items.slice()
      this.stale = false
    }
    return this.snapshot
  }

  get moving(): boolean {
    return this.isMoving
  }

  get size(): number {
    return this.items.length
  }

  /** Pins waiting for the map to stop. */
  get queued(): number {
    return this.queue.length
  }

  /**
   * Adds new pins (by id). While the map moves they are queued and this returns false;
   * otherwise returns whether any pin was added.
   */
  add(items: readonly T[]): boolean {
    if (this.isMoving) {
      for (const item of items) {
        if (this.ids.has(item.id) || this.queuedIds.has(item.id)) continue
        this.queuedIds.add(item.id)
        this.queue.push(item)
      }
      return false
    }
    return this.merge(items)
  }

  startMove(): void {
    this.isMoving = true
  }

  /** The map stopped: flushes the queue. Returns whether the pins changed. */
  endMove(): boolean {
    this.isMoving = false
    if (this.queue.length === 0) return false
    const queue = this.queue
    this.queue = []
    this.queuedIds.clear()
    return this.merge(queue)
  }

  /** Drops every pin and the queue (the activity type changed). */
  clear(): void {
    this.queue = []
    this.queuedIds.clear()
    if (this.items.length === 0) return
    this.items.length = 0
    this.ids.clear()
    this.stale = true
  }

  private merge(items: readonly T[]): boolean {
    const before = this.items.length
    for (const item of items) {
      if (this.ids.has(item.id)) continue
      this.ids.add(item.id)
      this.items.push(item)
    }
    if (this.items.length === before) return false
    this.stale = true
    return true
  }
}

// @ts-check

/**
 * Values by key, least recently used first, within a budget of bytes: setting a value past the
 * budget evicts the least recently used until the rest fits, and a value larger than the whole
 * budget is not kept at all. Each value's size is given when it is set.
 * @template V
 */
export class ByteBudgetLru {
  /** @type {Map<string, { value: V, bytes: number }>} */
  #entries = new Map()
  #held = 0
  #budget
  #onEvict

  /**
   * @param {number} budget the most bytes the values may hold together
   * @param {(key: string, value: V) => void} [onEvict] called for each value evicted to make room
   */
  constructor(budget, onEvict) {
    this.#budget = budget
    this.#onEvict = onEvict
  }

  /**
   * The value for this key, now the most recently used; undefined when there is none.
   * @param {string} key
   */
  get(key) {
    const entry = this.#entries.get(key)
    if (entry === undefined) return undefined
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.value
  }

  /** @param {string} key */
  has(key) {
    return this.#entries.has(key)
  }

  /**
   * Keeps (or replaces) the value as the most recently used, then evicts the least recently used
   * until the held bytes are within the budget. Returns false (and keeps nothing) for a value
   * larger than the budget.
   * @param {string} key
   * @param {V} value
   * @param {number} bytes
   */
  set(key, value, bytes) {
    this.delete(key)
    if (bytes > this.#budget) return false
    this.#entries.set(key, { value, bytes })
    this.#held += bytes
    for (const [oldKey, old] of this.#entries) {
      if (this.#held <= this.#budget) break
      this.#entries.delete(oldKey)
      this.#held -= old.bytes
      this.#onEvict?.(oldKey, old.value)
    }
    return true
  }

  /**
   * Forgets the key (not an eviction: onEvict is not called). Returns whether it was there.
   * @param {string} key
   */
  delete(key) {
    const entry = this.#entries.get(key)
    if (entry === undefined) return false
    this.#entries.delete(key)
    this.#held -= entry.bytes
    return true
  }

  get heldBytes() {
    return this.#held
  }

  get size() {
    return this.#entries.size
  }

  /** Forgets every value (not evictions: onEvict is not called). */
  clear() {
    this.#entries.clear()
    this.#held = 0
  }
}

// @ts-check

/**
 * Values kept for response body texts, most recently used last, within a memory limit: the
 * oldest go first once the held bytes pass it. Keyed by the text itself, so an equal text finds
 * the same value; the map keeps each text alive, so `bytesOf` counts the text as well as its
 * value (at two bytes a character, V8's size for a text beyond Latin-1, as pages with '£' are).
 * @template V
 */
export class RecentByText {
  /** @type {Map<string, V>} */
  #entries = new Map()
  #held = 0
  #limit
  #valueBytes

  /**
   * @param {number} limit the most bytes the texts and their values may hold together
   * @param {(value: V) => number} valueBytes the bytes one value holds
   */
  constructor(limit, valueBytes) {
    this.#limit = limit
    this.#valueBytes = valueBytes
  }

  /** @param {string} text @param {V} value */
  #bytesOf(text, value) {
    return 2 * text.length + this.#valueBytes(value)
  }

  /**
   * The value for this text, now the most recently used; undefined when there is none.
   * @param {string} text
   */
  get(text) {
    const value = this.#entries.get(text)
    if (value !== undefined) {
      this.#entries.delete(text)
      this.#entries.set(text, value)
    }
    return value
  }

  /**
   * Keeps (or replaces) the value for this text as the most recently used, then lets the oldest
   * go until the held bytes are within the limit.
   * @param {string} text
   * @param {V} value
   */
  set(text, value) {
    const previous = this.#entries.get(text)
    if (previous !== undefined) {
      this.#entries.delete(text)
      this.#held -= this.#bytesOf(text, previous)
    }
    this.#entries.set(text, value)
    this.#held += this.#bytesOf(text, value)
    for (const [oldText, oldValue] of this.#entries) {
      if (this.#held <= this.#limit) break
      this.#entries.delete(oldText)
      this.#held -= this.#bytesOf(oldText, oldValue)
    }
  }

  /** The bytes held now: texts and values. */
  get heldBytes() {
    return this.#held
  }
}

import type { JITCache } from '@envelop/graphql-jit'

type Entry = Parameters<JITCache['set']>[1]

/** The app's own operations number about 40 texts (own-operations.ts): room for all of them. */
export const MAX_COMPILED_QUERIES = 64
/** The longest own operation text is ~4,000 characters; longer keys are never kept. */
export const MAX_COMPILED_QUERY_KEY_LENGTH = 8_192

/**
 * graphql-jit's compiled queries by document text, least recently used first out: at most
 * `maxEntries`, and a key over `maxKeyLength` is not kept at all. A compiled query is generated
 * code (tens of KB), so made-up documents must never pile up here.
 */
export class CompiledQueryCache implements JITCache {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly maxEntries = MAX_COMPILED_QUERIES,
    private readonly maxKeyLength = MAX_COMPILED_QUERY_KEY_LENGTH,
  ) {}

  get size(): number {
    return this.entries.size
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (entry !== undefined) {
      // A Map iterates in insertion order: re-inserting marks the entry most recently used.
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  set(key: string, entry: Entry): void {
    if (key.length > this.maxKeyLength) return
    this.entries.delete(key)
    this.entries.set(key, entry)
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string
      this.entries.delete(oldest)
    }
  }
}

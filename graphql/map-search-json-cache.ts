/**
 * The map search executor's serialisation cache: the JSON of one search-snapshot activity under
 * one compiled selection, made on first use. Keyed by the activity object itself, so a rebuilt
 * snapshot (new objects) starts afresh and the old strings go with the old objects.
 *
 * Bounded for the whole process, whatever the selections: a query that sweeps the catalogue, or
 * many distinct selections, must not grow memory without limit, so when
 * MAX_CACHED_ACTIVITY_JSON strings are held the cache is dropped and refilled from the next
 * request on. At ~220 bytes a string (the map's selection), that is under 5 MB.
 */
export const MAX_CACHED_ACTIVITY_JSON = 20_000

let byRow = new WeakMap<object, Map<object, string>>()
let size = 0

/** `make()` for this row and selection, from the cache when it was made before. */
export function cachedActivityJson(selection: object, row: object, make: () => string): string {
  let fragments = byRow.get(row)
  const cached = fragments?.get(selection)
  if (cached !== undefined) return cached
  const made = make()
  if (size >= MAX_CACHED_ACTIVITY_JSON) {
    byRow = new WeakMap()
    size = 0
    fragments = undefined
  }
  if (!fragments) {
    fragments = new Map()
    byRow.set(row, fragments)
  }
  fragments.set(selection, made)
  size += 1
  return made
}

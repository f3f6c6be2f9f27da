/**
 * Marks the cached pages of changed cities stale (or every catalogue page when the cities are
 * not known), through the page cache handler's hook (server/page-cache/bounded-page-cache.mjs,
 * loaded by Next outside our bundle, hence globalThis). Next then serves each page's last good
 * version while it renders a new one; a render that fails (the database is down) is not kept.
 */
import type { ChangedCities } from '@/lib/catalogue-freshness/catalogue-changes'
import { CATALOGUE_PAGES_TAG, cityPagesTag, MISSING_LANDING_PAGES_TAG } from './page-tags'

const freshnessGlobals = globalThis as typeof globalThis & {
  __moveMarkPageTagsStale?: (tags: string[], at?: number) => void
  /** Tags marked before the cache handler was loaded; it applies them when it loads. */
  __moveStalePageTagsBeforeCache?: Map<string, number>
  /** Empties the HTTP server's one-second cache of whole answers (server/http/shared-micro-cache.mjs). */
  __moveClearSharedMicroCache?: () => void
}

/** Forgets the whole answers the HTTP server keeps for a second: a search must not outlive a change. */
export function forgetSharedAnswers(): void {
  freshnessGlobals.__moveClearSharedMicroCache?.()
}

/** The tags to mark for a change. */
export function staleTagsFor(change: ChangedCities): string[] {
  if (change.kind === 'all') return [CATALOGUE_PAGES_TAG]
  // Any change of a city may have published a page where a 404 was cached.
  return change.cities.length === 0
    ? []
    : [...change.cities.map(cityPagesTag), MISSING_LANDING_PAGES_TAG]
}

/** Marks the pages of `change` rendered before `at` (ms since the epoch; default now) stale. */
export function markCataloguePagesStale(change: ChangedCities, at = Date.now()): void {
  const tags = staleTagsFor(change)
  if (tags.length === 0) return
  const mark = freshnessGlobals.__moveMarkPageTagsStale
  if (mark) {
    mark(tags, at)
    return
  }
  // No page served yet: nothing in memory, but pages on disk from before must not come back
  // fresh. Bounded: the tags are the fixed catalogue tag and city codes.
  const pending = (freshnessGlobals.__moveStalePageTagsBeforeCache ??= new Map())
  for (const tag of pending.size < 256 ? tags : [CATALOGUE_PAGES_TAG]) pending.set(tag, at)
}

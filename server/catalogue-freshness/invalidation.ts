/**
 * What a catalogue change invalidates, and in what order: the one place that shows the path.
 *
 *   catalogue_meta.version moves (every write bumps it, plain SQL included: migration 0012)
 *   → the derived caches, rebuilt while requests keep the old values
 *     (server/catalogue/catalogue-cache.ts: the search snapshot, and with it the map search's
 *     JSON cache, which is keyed by the snapshot's rows; per-city stats; the known landing values)
 *   → the HTTP server's micro-cache, emptied (server/http/stages/micro-cache.mjs)
 *   → the cached pages of the changed cities, by their tags (page-tags.ts), marked stale in the
 *     page cache (server/page-cache/bounded-page-cache.mjs): served once more while each
 *     re-renders in the background
 *
 * The catalogue watcher (catalogue-watcher.ts) calls invalidateCatalogue when it sees a new
 * version. The micro-cache and the page cache live outside Next's bundles; the process
 * registry is how this bundled module reaches them.
 */
import type { ChangedCities } from '@/lib/catalogue-freshness/catalogue-changes'
import type { Database } from '@/server/db/client'
import { refreshCatalogueCaches } from '@/server/catalogue/catalogue-cache'
import { registry } from '@/server/process-registry.mjs'
import { CATALOGUE_PAGES_TAG, cityPagesTag, MISSING_LANDING_PAGES_TAG } from './page-tags'

/** A new catalogue version, applied to every cache that holds catalogue data. */
export async function invalidateCatalogue(
  db: Database,
  version: number,
  change: ChangedCities,
): Promise<void> {
  await refreshCatalogueCaches(db, version)
  registry.microCache.clear?.()
  markCataloguePagesStale(change)
}

/** The tags to mark for a change. */
export function staleTagsFor(change: ChangedCities): string[] {
  if (change.kind === 'all') return [CATALOGUE_PAGES_TAG]
  // Any change of a city may have published a page where a 404 was cached.
  return change.cities.length === 0
    ? []
    : [...change.cities.map(cityPagesTag), MISSING_LANDING_PAGES_TAG]
}

/**
 * Marks the cached pages of `change` rendered before `at` (ms since the epoch; default now)
 * stale. Next then serves each page's last good version while it renders a new one; a render
 * that fails (the database is down) is not kept.
 */
export function markCataloguePagesStale(change: ChangedCities, at = Date.now()): void {
  const tags = staleTagsFor(change)
  if (tags.length === 0) return
  const pageCache = registry.pageCache
  if (pageCache.markTagsStale) {
    pageCache.markTagsStale(tags, at)
    return
  }
  // No page served yet, so the handler is not loaded: nothing in memory, but pages on disk from
  // before must not come back fresh. Bounded: the tags are the catalogue tag and city codes.
  const pending = pageCache.staleBeforeLoad
  for (const tag of pending.size < 256 ? tags : [CATALOGUE_PAGES_TAG]) pending.set(tag, at)
}

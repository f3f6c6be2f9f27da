import { eq } from 'drizzle-orm'
import type { Database } from '@/lib/db/client'
import { catalogueMeta } from '@/lib/db/schema'
import { CATALOGUE_VERSION_CHECK_MS } from '../limits'

/**
 * Per-database caches of derived catalogue data (the search snapshot, per-city counts), keyed
 * by catalogue_meta.version, which every seed bumps.
 *
 * The version is read once, then re-checked in the background at most every
 * CATALOGUE_VERSION_CHECK_MS; a request never waits for a check. When the version moves, the
 * next request starts a rebuild and keeps getting the previous value until it is ready
 * (stale-while-revalidate), so a re-seed never makes searches slow or empty.
 */

interface VersionState {
  version?: number
  checkedAt: number
  checking?: Promise<number>
  /** Bumped when the freshness watcher reports a version, so an older read cannot undo it. */
  reported?: number
}

const versions = new WeakMap<Database, VersionState>()
const allCaches: Array<VersionedCache<unknown>> = []

async function readVersion(db: Database): Promise<number> {
  const rows = await db
    .select({ version: catalogueMeta.version })
    .from(catalogueMeta)
    .where(eq(catalogueMeta.id, 1))
  return rows[0]?.version ?? 0
}

function refreshVersion(db: Database, state: VersionState): Promise<number> {
  if (!state.checking) {
    const reported = state.reported
    state.checking = readVersion(db)
      .then((version) => {
        if (state.reported !== reported) return state.version ?? version
        state.version = version
        state.checkedAt = Date.now()
        return version
      })
      .finally(() => {
        state.checking = undefined
      })
  }
  return state.checking
}

/** The catalogue version as last seen; reads it on first use, else re-checks in the background. */
export async function catalogueVersion(db: Database): Promise<number> {
  let state = versions.get(db)
  if (!state) {
    state = { checkedAt: 0 }
    versions.set(db, state)
  }
  if (state.version === undefined) return refreshVersion(db, state)
  if (Date.now() - state.checkedAt >= CATALOGUE_VERSION_CHECK_MS) {
    refreshVersion(db, state).catch((error: unknown) => {
      console.error('catalogue version check failed', error)
    })
  }
  return state.version
}

interface Entry<T> {
  version: number
  value?: T
  loading?: { version: number; promise: Promise<T> }
}

export interface VersionedCache<T> {
  get(db: Database): Promise<T>
  /** Rebuilds a value already held for `db` if the version moved; resolves once it is built. */
  refresh(db: Database): Promise<void>
  /** Forget this database's entry: the next get() reloads (tests, after writing fixtures). */
  invalidate(db: Database): void
}

/** A cache of `load(db)`'s result per database, rebuilt when the catalogue version moves. */
export function versionedCache<T>(load: (db: Database) => Promise<T>): VersionedCache<T> {
  const entries = new WeakMap<Database, Entry<T>>()

  function start(db: Database, entry: Entry<T>, version: number): Promise<T> {
    if (entry.loading?.version === version) return entry.loading.promise
    const promise = load(db).then(
      (value) => {
        entry.version = version
        entry.value = value
        if (entry.loading?.promise === promise) entry.loading = undefined
        return value
      },
      (error: unknown) => {
        if (entry.loading?.promise === promise) entry.loading = undefined
        throw error
      },
    )
    entry.loading = { version, promise }
    return promise
  }

  const cache: VersionedCache<T> = {
    async get(db) {
      const version = await catalogueVersion(db)
      let entry = entries.get(db)
      if (!entry) {
        entry = { version }
        entries.set(db, entry)
      }
      if (entry.value !== undefined && entry.version === version) return entry.value
      const pending = start(db, entry, version)
      if (entry.value !== undefined) {
        pending.catch((error: unknown) => console.error('catalogue cache rebuild failed', error))
        return entry.value
      }
      return pending
    },
    async refresh(db) {
      const entry = entries.get(db)
      const version = versions.get(db)?.version
      if (entry?.value === undefined || version === undefined || entry.version === version) return
      await start(db, entry, version)
    },
    invalidate(db) {
      entries.delete(db)
    },
  }
  allCaches.push(cache as VersionedCache<unknown>)
  return cache
}

/** Drops every cache and the remembered version of `db`; the next request reloads them. */
export function invalidateCatalogueCaches(db: Database): void {
  versions.delete(db)
  for (const cache of allCaches) cache.invalidate(db)
}

// --- catalogue freshness (server/catalogue-freshness): a version seen by the watcher ---------
/**
 * Next bundles instrumentation (where the watcher runs) and each route apart, each with its own
 * copy of this module and its caches: every copy registers here, process-wide, so that one
 * call refreshes them all.
 */
type Refresher = (db: Database, version: number) => Promise<void>
const refreshers = ((
  globalThis as typeof globalThis & { __moveCatalogueCacheRefreshers?: Set<Refresher> }
).__moveCatalogueCacheRefreshers ??= new Set<Refresher>())

refreshers.add(async (db, version) => {
  let state = versions.get(db)
  if (!state) {
    state = { checkedAt: 0 }
    versions.set(db, state)
  }
  state.version = version
  state.checkedAt = Date.now()
  state.reported = (state.reported ?? 0) + 1
  const results = await Promise.allSettled(allCaches.map((cache) => cache.refresh(db)))
  for (const result of results) {
    if (result.status === 'rejected') console.error('catalogue cache rebuild failed', result.reason)
  }
})

/**
 * Records `version` as `db`'s current catalogue version (the watcher read it, or was told it)
 * in every copy of this module, and rebuilds every cache that holds a value, resolving when
 * they are rebuilt. Requests keep getting the previous values meanwhile; caches nobody has
 * asked for stay cold.
 */
export async function refreshCatalogueCaches(db: Database, version: number): Promise<void> {
  await Promise.all([...refreshers].map((refresh) => refresh(db, version)))
}

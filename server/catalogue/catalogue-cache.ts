import { eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { registry } from '@/server/process-registry.mjs'
import { catalogueMeta } from '@/server/db/schema'
import { CATALOGUE_VERSION_CHECK_MS } from './limits'

/**
 * Per-database caches of derived catalogue data (the search snapshot, per-city counts), keyed
 * by catalogue_meta.version, which every write to the catalogue bumps (migration 0012).
 *
 * The version is read once, then re-checked in the background at most every
 * CATALOGUE_VERSION_CHECK_MS; a request never waits for a check. The catalogue watcher
 * (server/catalogue-freshness) reports new versions sooner and rebuilds warm caches at once.
 * When the version moves, requests keep getting the previous value until the new one is ready
 * (stale-while-revalidate), so a re-seed never makes searches slow or empty.
 *
 * Process-wide: Next bundles instrumentation and each route apart, each with its own copy of
 * this module; the state lives in the process registry, so every copy shares one snapshot per
 * database (not one per route) and the watcher, bundled with instrumentation, refreshes them all.
 */

export interface VersionState {
  version?: number
  checkedAt: number
  checking?: Promise<number>
  /** Bumped when the freshness watcher reports a version, so an older read cannot undo it. */
  reported?: number
}

/** Versions by database, and one cache per name, whichever copy of this module made it first. */
const shared = () => registry.catalogueCaches

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
  let state = shared().versions.get(db)
  if (!state) {
    state = { checkedAt: 0 }
    shared().versions.set(db, state)
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

/**
 * A cache of `load(db)`'s result per database, rebuilt when the catalogue version moves.
 * `name` identifies it process-wide: every bundled copy of a module asking for the same name
 * gets the same cache.
 */
export function versionedCache<T>(
  name: string,
  load: (db: Database) => Promise<T>,
): VersionedCache<T> {
  const existing = shared().caches.get(name)
  if (existing) return existing as VersionedCache<T>
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
      const version = shared().versions.get(db)?.version
      if (entry?.value === undefined || version === undefined || entry.version === version) return
      await start(db, entry, version)
    },
    invalidate(db) {
      entries.delete(db)
    },
  }
  shared().caches.set(name, cache as VersionedCache<unknown>)
  return cache
}

/** Drops every cache and the remembered version of `db`; the next request reloads them. */
export function invalidateCatalogueCaches(db: Database): void {
  shared().versions.delete(db)
  for (const cache of shared().caches.values()) cache.invalidate(db)
}

/**
 * Records `version` as `db`'s current catalogue version (server/catalogue-freshness read it, or
 * was told it) and rebuilds every cache that holds a value, resolving when they are rebuilt.
 * Requests keep getting the previous values meanwhile; caches nobody has asked for stay cold.
 */
export async function refreshCatalogueCaches(db: Database, version: number): Promise<void> {
  let state = shared().versions.get(db)
  if (!state) {
    state = { checkedAt: 0 }
    shared().versions.set(db, state)
  }
  state.version = version
  state.checkedAt = Date.now()
  state.reported = (state.reported ?? 0) + 1
  const results = await Promise.allSettled([...shared().caches.values()].map((c) => c.refresh(db)))
  for (const result of results) {
    if (result.status === 'rejected') console.error('catalogue cache rebuild failed', result.reason)
  }
}

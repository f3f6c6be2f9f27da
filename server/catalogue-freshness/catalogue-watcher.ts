/**
 * Keeps this instance's view of the catalogue fresh when another process (another instance, the
 * seed, a plain SQL UPDATE) changes it. Every write bumps catalogue_meta.version (migration
 * 0012); on a change it invalidates what holds catalogue data (invalidation.ts: the in-memory
 * caches, the micro-cache, then the changed cities' cached pages, which re-render in the
 * background while the last good version is served).
 *
 * - PostgreSQL: LISTEN on a connection of its own (version-listener.ts), plus a slow poll in
 *   case a notice is lost.
 * - PGlite: one process per database, so no one else can write to it... except the app itself
 *   through another handle or a maintenance script; a cheap version poll every second.
 * Bursts are debounced: however many notices arrive in DEBOUNCE_MS, one refresh follows. Never
 * on a request's path: everything here runs in the background, each read with a timeout.
 */
import { eq } from 'drizzle-orm'
import {
  ChangeBatch,
  parseCatalogueNotice,
  type ChangedCities,
} from '@/lib/catalogue-freshness/catalogue-changes'
import type { Database } from '@/server/db/client'
import { catalogueMeta } from '@/server/db/schema'
import { invalidateCatalogue, markCataloguePagesStale } from './invalidation'
import { startVersionListener, type VersionListener } from './version-listener'

/** Notices within this window make one refresh. */
export const DEBOUNCE_MS = 100
/** PGlite: how often the version is read. */
export const PGLITE_POLL_MS = 1_000
/** PostgreSQL: the fallback poll, for a notice lost while the listener reconnected. */
export const POSTGRES_POLL_MS = 15_000
/** A version read that takes longer is abandoned (the next poll tries again). */
export const VERSION_READ_TIMEOUT_MS = 2_000
/**
 * A page render that began before the caches were rebuilt may finish after the pages were
 * marked stale, and be kept as fresh with old data: the same pages are marked again this long
 * after, which re-renders only those rendered in between.
 */
export const RENDER_SETTLE_MS = 1_500

/** When this process started (ms since the epoch): cached pages older than it are suspect. */
const PROCESS_STARTED_AT = Math.floor(performance.timeOrigin)

export interface CatalogueWatcherOptions {
  db: Database
  /** Set for PostgreSQL: notices arrive by LISTEN. Unset (PGlite): polled. */
  databaseUrl?: string
  /** Tests: called after each refresh with what changed. */
  onRefresh?(change: { version: number; cities: ChangedCities }): void
}

export interface CatalogueWatcher {
  /** The version this instance has applied (undefined before the first read). */
  readonly version: number | undefined
  /** Reads the version now and refreshes if it moved (tests; the poll calls it). */
  check(): Promise<void>
  stop(): Promise<void>
}

/** A read still waiting (PGlite queues it behind a long transaction): reused, never stacked. */
const pendingReads = new WeakMap<Database, Promise<number | null>>()

async function readVersion(db: Database): Promise<number | null> {
  let read = pendingReads.get(db)
  if (!read) {
    read = db
      .select({ version: catalogueMeta.version })
      .from(catalogueMeta)
      .where(eq(catalogueMeta.id, 1))
      .then((rows) => rows[0]?.version ?? null)
      .finally(() => pendingReads.delete(db))
    pendingReads.set(db, read)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('catalogue version read timed out')),
      VERSION_READ_TIMEOUT_MS,
    )
  })
  try {
    return await Promise.race([read, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export function startCatalogueWatcher(options: CatalogueWatcherOptions): CatalogueWatcher {
  const { db } = options
  const batch = new ChangeBatch()
  let version: number | undefined
  let stopped = false
  let debounce: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let again = false
  const timers = new Set<ReturnType<typeof setTimeout>>()

  async function refresh(): Promise<void> {
    const current = await readVersion(db)
    if (current === null || stopped) return
    if (version === undefined) {
      // The first read: what this process loads from now on is already of this version. Pages
      // on disk from before this process started may predate a change made while it was down:
      // each is re-rendered once, in the background, when next asked for.
      version = current
      batch.take(undefined, current)
      markCataloguePagesStale({ kind: 'all' }, PROCESS_STARTED_AT)
      return
    }
    if (current === version && !batch.pending) return
    const cities = batch.take(version, current)
    if (current === version) return
    await invalidateCatalogue(db, current, cities)
    version = current
    const settle = setTimeout(() => {
      timers.delete(settle)
      if (!stopped) markCataloguePagesStale(cities)
    }, RENDER_SETTLE_MS)
    settle.unref()
    timers.add(settle)
    options.onRefresh?.({ version: current, cities })
  }

  /** Runs refresh, one at a time; a request during one runs once more after it. */
  function check(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = refresh()
      .catch((error: unknown) => {
        console.warn(
          'Catalogue version check failed:',
          error instanceof Error ? error.message : error,
        )
      })
      .finally(() => {
        running = undefined
        if (again && !stopped) {
          again = false
          void check()
        }
      })
    return running
  }

  function noticed(payload: string | undefined) {
    const notice = parseCatalogueNotice(payload)
    batch.add(notice)
    // Pages read their landing config from the database itself: a notice that names its cities
    // marks their pages stale at once (a page published on the desk shows without waiting for
    // the rebuild), and the refresh marks them again once the caches are rebuilt.
    if (notice?.cities && notice.cities.length > 0) {
      markCataloguePagesStale({ kind: 'cities', cities: notice.cities })
    }
    if (debounce) return
    debounce = setTimeout(() => {
      debounce = undefined
      void check()
    }, DEBOUNCE_MS)
    debounce.unref()
  }

  let listener: VersionListener | undefined
  if (options.databaseUrl) {
    listener = startVersionListener({
      databaseUrl: options.databaseUrl,
      onNotice: noticed,
      // Notices may have been missed while disconnected: the version tells.
      onConnected: () => void check(),
    })
  } else {
    void check()
  }
  const poll = setInterval(
    () => void check(),
    options.databaseUrl ? POSTGRES_POLL_MS : PGLITE_POLL_MS,
  )
  poll.unref()

  return {
    get version() {
      return version
    },
    check,
    async stop() {
      stopped = true
      clearInterval(poll)
      clearTimeout(debounce)
      for (const timer of timers) clearTimeout(timer)
      await listener?.stop()
      await running
    },
  }
}

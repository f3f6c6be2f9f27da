// @ts-check
/**
 * Next's ISR cache (next.config.js `cacheHandler`), bounded in bytes in memory and on disk with
 * least-recently-used eviction. Next's own handler keeps every page it ever rendered on disk
 * (`.next/server/route-cache`) for good, and 50 MB of them in memory: 300 made-up `ref` values
 * grew the folder by 107 MB. This one keeps Next's files and their format (it extends Next's
 * FileSystemCache, so build-time pages and a restart's files are read as before) and adds:
 * - memory: the most recently used entries, PAGE_CACHE_MEMORY_MB in all, counted at two bytes
 *   a character of HTML (V8's size for text beyond Latin-1) plus their RSC bytes;
 * - disk: the entries under route-cache, PAGE_CACHE_DISK_MB in all; the least recently used
 *   files go first. The folder is measured when the server starts, so a restart keeps to it;
 * - error pages (a 404 for a made-up slug): memory only, in a budget of their own, so a flood
 *   of wrong URLs neither writes a file nor pushes real pages out.
 * Which requests reach the cache at all under a key of their own is proxy.ts's decision
 * (docs/decisions/0011-page-cache-variants.md); this is the backstop that holds whatever comes.
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import {
  areTagsExpired,
  tagsManifest,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { ByteBudgetLru } from './byte-budget-lru.mjs'
import { registry } from '../process-registry.mjs'

// Node hands an ES module the CommonJS exports object; a bundler's interop, the class itself.
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule

const MIB = 1024 * 1024
export const DEFAULT_MEMORY_MB = 64
export const DEFAULT_DISK_MB = 512
/** Error pages kept in memory: a few dozen 25 KB 404 pages. */
export const ERROR_PAGES_BYTES = 2 * MIB

/** Next writes route-cache entries under this folder of its server output. */
const ROUTE_CACHE_PREFIX = '/route-cache/'
/** The files Next writes per entry: `{key}{suffix}`, plus a `{key}.segments/` folder. */
const ENTRY_SUFFIXES = ['.html', '.rsc', '.meta', '.body', '.json']
const SEGMENTS_SUFFIX = '.segments'
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])
/** A generous allowance for an entry's .meta file (headers, status, segment paths). */
const META_BYTES = 1024

/**
 * @typedef {{ memoryBytes: number, diskBytes: number, errorPageBytes: number }} Budgets
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} Entry Next's own entry type
 * @typedef {import('next/dist/server/response-cache/types').IncrementalCacheValue} CacheValue
 */

/**
 * The budgets from the environment: PAGE_CACHE_MEMORY_MB and PAGE_CACHE_DISK_MB (whole or
 * decimal MiB; anything else, or below 1, takes the default).
 * @param {NodeJS.ProcessEnv} env
 * @returns {Budgets}
 */
export function budgetsFromEnv(env) {
  /** @param {string | undefined} value @param {number} fallback */
  const mib = (value, fallback) => {
    const number = Number(value)
    return (value?.trim() && Number.isFinite(number) && number >= 1 ? number : fallback) * MIB
  }
  return {
    memoryBytes: mib(env.PAGE_CACHE_MEMORY_MB, DEFAULT_MEMORY_MB),
    diskBytes: mib(env.PAGE_CACHE_DISK_MB, DEFAULT_DISK_MB),
    errorPageBytes: ERROR_PAGES_BYTES,
  }
}

/** @param {unknown} value */
function bufferBytes(value) {
  if (typeof value === 'string') return Buffer.byteLength(value)
  return value instanceof Uint8Array ? value.byteLength : 0
}

/** @param {unknown} segments a Map of segment path → bytes */
function segmentBytes(segments) {
  let bytes = 0
  if (segments instanceof Map) {
    for (const [segmentPath, data] of segments) bytes += segmentPath.length + bufferBytes(data)
  }
  return bytes
}

/**
 * An entry value's parts by name, whichever kind it is: the measures below read the parts a
 * kind has and count the others as absent.
 * @param {CacheValue | null | undefined} value
 * @returns {Partial<Record<string, unknown>>}
 */
function partsOf(value) {
  return value
    ? /** @type {Partial<Record<string, unknown>>} */ (/** @type {unknown} */ (value))
    : {}
}

/**
 * What an entry's value holds in memory: its HTML at two bytes a character, its other parts
 * as bytes.
 * @param {string} key
 * @param {CacheValue | null} value
 */
export function memoryBytesOf(key, value) {
  if (!value) return 2 * key.length + 64
  const parts = partsOf(value)
  const html = typeof parts.html === 'string' ? 2 * parts.html.length : bufferBytes(parts.html)
  const other =
    bufferBytes(parts.rscData) +
    bufferBytes(parts.body) +
    bufferBytes(parts.postponed) +
    segmentBytes(parts.segmentData) +
    (parts.kind === 'FETCH' || parts.kind === 'REDIRECT' ? 2 * JSON.stringify(value).length : 0)
  return 2 * key.length + html + other + META_BYTES
}

/**
 * What Next writes to disk for an entry's value.
 * @param {CacheValue | null} value
 */
export function diskBytesOf(value) {
  const parts = partsOf(value)
  return (
    bufferBytes(parts.html) +
    bufferBytes(parts.rscData) +
    bufferBytes(parts.body) +
    segmentBytes(parts.segmentData) +
    META_BYTES
  )
}

/** An error page (404, 500): not worth a file, and unbounded in number. @param {CacheValue | null} value */
function isErrorPage(value) {
  const status = partsOf(value).status
  return typeof status === 'number' && status >= 400
}

/**
 * Whether an entry Next would no longer serve: a tag of it was revalidated since it was made
 * (the same check FileSystemCache makes on its own memory hits).
 * @param {Entry} entry
 */
function tagsExpired(entry) {
  const value = entry.value
  if (!value || !RESPONSE_KINDS.has(value.kind) || !('headers' in value)) return false
  const tags = value.headers?.['x-next-cache-tags']
  return typeof tags === 'string' && areTagsExpired(tags.split(','), entry.lastModified)
}

/**
 * Deletes one entry's files under the server output folder.
 * @param {string} serverDistDir
 * @param {string} key
 */
async function removeEntryFiles(serverDistDir, key) {
  const base = path.join(serverDistDir, key)
  if (!base.startsWith(path.join(serverDistDir, 'route-cache') + path.sep)) return
  // The HTML first: without it Next reads the entry as missing, whatever else is left.
  for (const suffix of ENTRY_SUFFIXES) await fs.rm(`${base}${suffix}`, { force: true })
  await fs.rm(`${base}${SEGMENTS_SUFFIX}`, { recursive: true, force: true })
}

/**
 * The route-cache entries on disk, least recently written first, with their bytes.
 * @param {string} serverDistDir
 * @returns {Promise<Array<{ key: string, bytes: number, mtimeMs: number }>>}
 */
export async function entriesOnDisk(serverDistDir) {
  /** @type {Map<string, { bytes: number, mtimeMs: number }>} */
  const entries = new Map()
  /** @param {string} dir */
  const walk = async (dir) => {
    let names
    try {
      names = await fs.readdir(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const dirent of names) {
      const full = path.join(dir, dirent.name)
      if (dirent.isDirectory()) {
        await walk(full)
        continue
      }
      const relative = `/${path.relative(serverDistDir, full).split(path.sep).join('/')}`
      const segments = relative.indexOf(`${SEGMENTS_SUFFIX}/`)
      const suffix = ENTRY_SUFFIXES.find((ending) => relative.endsWith(ending))
      const key =
        segments !== -1
          ? relative.slice(0, segments)
          : suffix
            ? relative.slice(0, -suffix.length)
            : null
      if (key === null) continue
      const stat = await fs.stat(full).catch(() => null)
      if (!stat) continue
      const entry = entries.get(key) ?? { bytes: 0, mtimeMs: 0 }
      entry.bytes += stat.size
      entry.mtimeMs = Math.max(entry.mtimeMs, stat.mtimeMs)
      entries.set(key, entry)
    }
  }
  await walk(path.join(serverDistDir, 'route-cache'))
  return [...entries]
    .map(([key, entry]) => ({ key, ...entry }))
    .sort((a, b) => a.mtimeMs - b.mtimeMs)
}

/**
 * One process's cache state for one server output folder (Next makes a handler per request).
 */
class PageCacheState {
  /** @param {string} serverDistDir @param {Budgets} budgets */
  constructor(serverDistDir, budgets) {
    this.serverDistDir = serverDistDir
    /** @type {ByteBudgetLru<Entry>} */
    this.memory = new ByteBudgetLru(budgets.memoryBytes)
    /** @type {ByteBudgetLru<Entry>} */
    this.errorPages = new ByteBudgetLru(budgets.errorPageBytes)
    /** Keys with files on disk; evicting one deletes its files. @type {ByteBudgetLru<null>} */
    this.disk = new ByteBudgetLru(budgets.diskBytes, (key) => this.remove(key))
    /** Deletions under way, so tests and a shutdown can wait for them. @type {Set<Promise<void>>} */
    this.removals = new Set()
    this.measured = this.#measure()
  }

  async #measure() {
    try {
      for (const { key, bytes } of await entriesOnDisk(this.serverDistDir)) {
        // Entries recorded since the start are newer than anything found on disk.
        if (!this.disk.has(key)) this.disk.set(key, null, bytes)
      }
    } catch (error) {
      console.error('Could not measure the page cache folder:', error)
    }
  }

  /** Deletes an entry's files (in the background). @param {string} key */
  remove(key) {
    const removal = removeEntryFiles(this.serverDistDir, key)
      .catch((error) => console.error('Could not delete a cached page:', key, error))
      .finally(() => this.removals.delete(removal))
    this.removals.add(removal)
  }

  /** Resolves once the folder is measured and every deletion so far is done. */
  async settled() {
    await this.measured
    await Promise.all([...this.removals])
  }
}

/** @type {Map<string, PageCacheState>} */
const states = new Map()

export default class BoundedPageCache extends FileSystemCache {
  /** Read once per process; tests may replace them before the first handler for a folder. */
  static budgets = budgetsFromEnv(process.env)

  /** @param {any} ctx Next's handler context (fs, serverDistDir, flushToDisk…) */
  constructor(ctx) {
    // Next's own memory cache stays off: ours replaces it.
    super({ ...ctx, maxMemoryCacheSize: 0 })
    const dir = String(ctx.serverDistDir)
    let state = states.get(dir)
    if (!state) {
      state = new PageCacheState(dir, BoundedPageCache.budgets)
      states.set(dir, state)
    }
    this.state = state
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    const { memory, errorPages, disk } = this.state
    const remembered = memory.get(key) ?? errorPages.get(key)
    if (remembered && !tagsExpired(remembered)) {
      disk.get(key)
      return remembered
    }
    const entry = /** @type {Entry | null} */ (await super.get(key, ctx))
    if (entry?.value) {
      memory.set(key, entry, memoryBytesOf(key, entry.value))
      // A build-time page Next has just copied into route-cache, or a file from before a restart.
      if (!key.startsWith(ROUTE_CACHE_PREFIX)) return entry
      if (disk.has(key)) disk.get(key)
      else disk.set(key, null, diskBytesOf(entry.value))
    }
    return entry
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    const { memory, errorPages, disk } = this.state
    /** @type {Entry} */
    const entry = {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    }
    if (!data || isErrorPage(data)) {
      memory.delete(key)
      // A page that has gone: its last good version must not come back from disk.
      if (disk.delete(key)) this.state.remove(key)
      if (data) errorPages.set(key, entry, memoryBytesOf(key, data))
      else errorPages.delete(key)
      return
    }
    errorPages.delete(key)
    memory.set(key, entry, memoryBytesOf(key, data))
    // Next turns writing off where the file system is read-only.
    if (!(/** @type {any} */ (this).flushToDisk)) return
    if (!key.startsWith(ROUTE_CACHE_PREFIX)) return super.set(key, data, ctx)
    const bytes = diskBytesOf(data)
    // Larger than the whole disk budget: memory only.
    if (bytes > BoundedPageCache.budgets.diskBytes) return
    await this.state.measured
    await super.set(key, data, ctx)
    disk.set(key, null, bytes)
  }
}

/**
 * The state for a server output folder, for tests and benchmarks: the bytes held and a way to
 * wait for deletions.
 * @param {string} serverDistDir
 */
export function pageCacheState(serverDistDir) {
  return states.get(serverDistDir)
}

// --- catalogue freshness: tags marked stale from outside a request ---------------------------
/** How long a stale-marked page may still be served while its new render fails: cacheLife 'max'. */
const STALE_TAG_EXPIRE_SECONDS = 365 * 24 * 60 * 60

/**
 * Marks every cached page carrying one of `tags` stale, as `revalidateTag(tag, 'max')` does
 * inside a request (the same entries in Next's tags manifest): the last good page is served
 * while a new one renders in the background. server/catalogue-freshness/invalidation.ts calls
 * it, through the process registry, from outside any request, where revalidateTag cannot run.
 * @param {string[]} tags
 * @param {number} [at] when the change was seen (ms since the epoch)
 */
export function markTagsStale(tags, at = Date.now()) {
  for (const tag of tags) {
    const existing = tagsManifest.get(tag) ?? {}
    tagsManifest.set(tag, {
      ...existing,
      stale: Math.max(existing.stale ?? 0, at),
      expired: at + STALE_TAG_EXPIRE_SECONDS * 1000,
    })
  }
}

registry.pageCache.markTagsStale = markTagsStale
// Changes seen before this module was loaded (no page served yet, pages on disk from before).
for (const [tag, at] of registry.pageCache.staleBeforeLoad) markTagsStale([tag], at)
registry.pageCache.staleBeforeLoad.clear()

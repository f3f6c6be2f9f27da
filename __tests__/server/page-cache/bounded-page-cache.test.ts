/**
 * @jest-environment node
 */
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache'
import type { IncrementalCacheValue } from 'next/dist/server/response-cache/types'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import BoundedPageCache, {
  budgetsFromEnv,
  DEFAULT_DISK_MB,
  DEFAULT_MEMORY_MB,
  entriesOnDisk,
  pageCacheState,
} from '@/server/page-cache/bounded-page-cache.mjs'

const KB = 1024
const PAGE_HTML_CHARS = 40 * KB
const OWNER = '/route-cache/APP_PAGE/0123abcd/$'

const keyOf = (name: string) => `${OWNER}/l/city/london/ref-${name}`

/** An app page as Next stores it. Its kind is a const enum, which isolated modules cannot name. */
function page(name: string, status?: number): IncrementalCacheValue {
  const value = {
    kind: 'APP_PAGE',
    html: `<!DOCTYPE html><title>${name}</title>`.padEnd(PAGE_HTML_CHARS, '.'),
    rscData: Buffer.alloc(10 * KB, 1),
    headers: {},
    status,
    postponed: undefined,
    segmentData: undefined,
  }
  return value as unknown as IncrementalCacheValue
}

const APP_PAGE_CONTEXT = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false }
const SET_CONTEXT = { cacheControl: { revalidate: 300, expire: undefined } }

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'page-cache-'))
  // About 50 KB on disk and 90 KB in memory a page: memory holds 4, disk 6.
  BoundedPageCache.budgets = {
    memoryBytes: 400 * KB,
    diskBytes: 330 * KB,
    errorPageBytes: 100 * KB,
  }
})

afterEach(async () => {
  await pageCacheState(dir)?.settled()
  await rm(dir, { recursive: true, force: true })
})

function handler() {
  return new BoundedPageCache({
    fs: nodeFs,
    serverDistDir: dir,
    flushToDisk: true,
    revalidatedTags: [],
  })
}

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  )
}

/** The page an entry holds (these tests store only pages). */
function pageOf(entry: CacheHandlerValue | null) {
  const value = entry?.value
  if (!value || !('html' in value)) throw new Error(`not a page: ${value?.kind}`)
  return value
}

const htmlFile = (name: string) => path.join(dir, `${keyOf(name)}.html`)

async function diskBytes() {
  return (await entriesOnDisk(dir)).reduce((sum, entry) => sum + entry.bytes, 0)
}

describe('BoundedPageCache', () => {
  it('keeps disk and memory within their budgets, least recently used out first', async () => {
    for (let i = 0; i < 30; i += 1)
      await handler().set(keyOf(`made-up-${i}`), page(`${i}`), SET_CONTEXT)
    const state = pageCacheState(dir)!
    await state.settled()
    expect(await diskBytes()).toBeLessThanOrEqual(330 * KB)
    expect(state.disk.heldBytes).toBeLessThanOrEqual(330 * KB)
    expect(state.memory.heldBytes).toBeLessThanOrEqual(400 * KB)
    expect(await exists(htmlFile('made-up-0'))).toBe(false)
    expect(await exists(htmlFile('made-up-29'))).toBe(true)
    expect(await exists(`${path.join(dir, keyOf('made-up-0'))}.rsc`)).toBe(false)
  })

  it('serves an entry from disk once memory has let it go, and from memory after that', async () => {
    for (let i = 0; i < 6; i += 1) await handler().set(keyOf(`${i}`), page(`${i}`), SET_CONTEXT)
    const state = pageCacheState(dir)!
    expect(state.memory.has(keyOf('0'))).toBe(false)
    const entry = await handler().get(keyOf('0'), APP_PAGE_CONTEXT)
    expect(pageOf(entry).html).toContain('<title>0</title>')
    expect(pageOf(entry).status).toBeUndefined()
    expect(state.memory.has(keyOf('0'))).toBe(true)
  })

  it('keeps a recently read entry on disk over an older written one', async () => {
    for (let i = 0; i < 6; i += 1) await handler().set(keyOf(`${i}`), page(`${i}`), SET_CONTEXT)
    await handler().get(keyOf('0'), APP_PAGE_CONTEXT)
    await handler().set(keyOf('new'), page('new'), SET_CONTEXT)
    await pageCacheState(dir)!.settled()
    expect(await exists(htmlFile('0'))).toBe(true)
    expect(await exists(htmlFile('1'))).toBe(false)
  })

  it('keeps error pages in memory only, in their own budget', async () => {
    await handler().set(keyOf('real'), page('real'), SET_CONTEXT)
    for (let i = 0; i < 20; i += 1) {
      await handler().set(keyOf(`missing-${i}`), page(`missing-${i}`, 404), SET_CONTEXT)
    }
    const state = pageCacheState(dir)!
    await state.settled()
    expect(await exists(htmlFile('missing-19'))).toBe(false)
    expect(state.errorPages.heldBytes).toBeLessThanOrEqual(100 * KB)
    expect(pageOf(await handler().get(keyOf('missing-19'), APP_PAGE_CONTEXT)).status).toBe(404)
    // Real pages are not pushed out by them.
    expect(state.memory.has(keyOf('real'))).toBe(true)
    expect(await exists(htmlFile('real'))).toBe(true)
  })

  it('forgets the last good version of a page that has become an error page', async () => {
    await handler().set(keyOf('gone'), page('gone'), SET_CONTEXT)
    await handler().set(keyOf('gone'), page('gone', 404), SET_CONTEXT)
    await pageCacheState(dir)!.settled()
    expect(await exists(htmlFile('gone'))).toBe(false)
    expect(pageOf(await handler().get(keyOf('gone'), APP_PAGE_CONTEXT)).status).toBe(404)
  })

  it('measures the folder it finds at start, oldest first, and keeps to the budget from there', async () => {
    for (let i = 0; i < 3; i += 1) await handler().set(keyOf(`${i}`), page(`${i}`), SET_CONTEXT)
    await pageCacheState(dir)!.settled()
    const found = await entriesOnDisk(dir)
    expect(found.map((entry) => entry.key)).toEqual([keyOf('0'), keyOf('1'), keyOf('2')])
    for (const entry of found) expect(entry.bytes).toBeGreaterThan(50 * KB)
  })
})

describe('budgetsFromEnv', () => {
  it.each<[Record<string, string>, number, number]>([
    [{}, DEFAULT_MEMORY_MB, DEFAULT_DISK_MB],
    [{ PAGE_CACHE_MEMORY_MB: '32', PAGE_CACHE_DISK_MB: '1024' }, 32, 1024],
    [{ PAGE_CACHE_MEMORY_MB: '0.5', PAGE_CACHE_DISK_MB: '' }, DEFAULT_MEMORY_MB, DEFAULT_DISK_MB],
    [
      { PAGE_CACHE_MEMORY_MB: 'lots', PAGE_CACHE_DISK_MB: '-1' },
      DEFAULT_MEMORY_MB,
      DEFAULT_DISK_MB,
    ],
    [{ PAGE_CACHE_MEMORY_MB: '1.5' }, 1.5, DEFAULT_DISK_MB],
  ])('%o', (env, memoryMb, diskMb) => {
    const budgets = budgetsFromEnv(env as NodeJS.ProcessEnv)
    expect(budgets.memoryBytes).toBe(memoryMb * 1024 * 1024)
    expect(budgets.diskBytes).toBe(diskMb * 1024 * 1024)
  })
})

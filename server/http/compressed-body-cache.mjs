// @ts-check
import { performance } from 'node:perf_hooks'
import zlib from 'node:zlib'
import { RecentByText } from './recent-by-text.mjs'

/**
 * Compressed bytes of cacheable response bodies, made once per body rather than once per request
 * (the compression stage, stages/compression.mjs, asks here first).
 *
 * Compressing every response as it is written cost /london's 153 KB cached page ~2.5 ms of gzip
 * per browser request: with Chrome's Accept-Encoding the server answered 338 req/s for it
 * against 858 for the small static page (bench:pages). Yet a body a shared cache may store is the
 * same text on every request until it is regenerated, so its compressed bytes are kept, in two
 * tiers:
 * - the first request's own bytes (brotli 5 or gzip 6, ~3 ms for a page), kept as soon as they
 *   are made, so that the second request already reuses them;
 * - then the best (brotli 11, 16 KB for /london against 18 KB; gzip 9), made in zlib's thread
 *   pool one at a time (~280 ms of brotli per page). Before the first tier, every page waiting
 *   its turn in that queue (a minute for 47 pages under bench:load) was compressed again per
 *   request (bench/RESULTS.md, 2026-12-01).
 */

/** Bodies shorter than this are compressed per request (a page is far longer). */
export const CACHED_BODY_MIN_LENGTH = 1024

/**
 * The memory the cache may hold: compressed bytes plus each text at two bytes a character (V8's
 * size for a text beyond Latin-1, as pages with '£' are), since the map keeps the texts alive.
 */
export const COMPRESSED_BODY_BYTES_LIMIT = 64 * 1024 * 1024

/** @typedef {import('./accept-encoding.mjs').ServerEncoding} ServerEncoding */

/** @typedef {{ bytes: Buffer, best: boolean }} Kept */
/** @typedef {Readonly<Partial<Record<ServerEncoding, Kept>>>} CompressedBytes */

/** Texts, most recently used last, with the compressed bytes made so far for each. */
/** @type {RecentByText<CompressedBytes>} */
const compressedBodies = new RecentByText(
  COMPRESSED_BODY_BYTES_LIMIT,
  (entry) => (entry.br?.bytes.length ?? 0) + (entry.gzip?.bytes.length ?? 0),
)

/** Compressions under way, by text: a body seen again meanwhile does not start another. */
/** @type {Map<string, Map<ServerEncoding, Promise<void>>>} */
const pending = new Map()

/**
 * @param {string} text
 * @param {ServerEncoding} coding
 * @param {Kept} kept
 */
function store(text, coding, kept) {
  const entry = compressedBodies.get(text)
  // The best bytes are never replaced by a first request's (two requests may race).
  if (entry?.[coding]?.best && !kept.best) return
  compressedBodies.set(text, { ...entry, [coding]: kept })
}

/*
 * Upgrades to the best bytes run one at a time in zlib's thread pool, with a short queue behind
 * them: a burst of distinct bodies (a crawler, or made-up URLs) must neither hold every text it
 * sent in memory nor take every core with brotli at quality 11 (each compressor's window is
 * megabytes). A body that finds the queue full keeps its first bytes, and is upgraded a later
 * time it is seen. An upgrade starts only while the event loop has room (under
 * BUSY_UTILISATION over the last second): run back to back under bench:load they took CPU
 * from the requests (p99 285 ms against 210), paced at a third of a core they ran inside
 * bench:pages' rounds (ratio 0.75 against 0.87). A saturated server serves the first bytes.
 */
export const MAX_CONCURRENT_COMPRESSIONS = 1
export const MAX_QUEUED_COMPRESSIONS = 8
export const BUSY_UTILISATION = 0.7
/** How long a busy server waits before it looks again. */
const BUSY_RETRY_MS = 1000
/** A window shorter than this keeps the last verdict (a few ms say nothing of the load). */
const MIN_WINDOW_MS = 250

/** @type {Array<{ text: string, coding: ServerEncoding, done: () => void }>} */
const queue = []
let running = 0
let skipped = 0

/**
 * brotli at quality 11 with a window no larger than the text needs (2^10 to 2^24 bytes): the
 * compressor's memory grows with its window, and a wider one than the text gains nothing.
 * @param {Buffer} input
 */
function brotliOptions(input) {
  const window = Math.min(
    zlib.constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(input.length + 1))),
  )
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: window,
    },
  }
}

/**
 * @param {string} text
 * @param {ServerEncoding} coding
 * @returns {Promise<void>}
 */
function compress(text, coding) {
  const input = Buffer.from(text, 'utf8')
  return new Promise((resolve, reject) => {
    /** @param {Error | null} error @param {Buffer} bytes */
    const done = (error, bytes) => (error ? reject(error) : resolve(bytes))
    if (coding === 'br') zlib.brotliCompress(input, brotliOptions(input), done)
    else zlib.gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }, done)
  }).then(
    (bytes) => store(text, coding, { bytes: /** @type {Buffer} */ (bytes), best: true }),
    // The body still went out compressed per request; the next one will try again.
    (/** @type {unknown} */ error) => console.error('Could not compress a cached body:', error),
  )
}

let since = performance.eventLoopUtilization()
let sinceAt = performance.now()
let busy = false

/** Whether the event loop was busier than BUSY_UTILISATION since the last look. */
function serverIsBusy() {
  if (performance.now() - sinceAt < MIN_WINDOW_MS) return busy
  const now = performance.eventLoopUtilization()
  busy = performance.eventLoopUtilization(now, since).utilization > BUSY_UTILISATION
  since = now
  sinceAt = performance.now()
  return busy
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let retry

function runQueued() {
  while (!retry && running < MAX_CONCURRENT_COMPRESSIONS && queue.length > 0) {
    if (serverIsBusy()) {
      retry = setTimeout(() => {
        retry = undefined
        runQueued()
      }, BUSY_RETRY_MS)
      retry.unref?.()
      return
    }
    const job = /** @type {(typeof queue)[number]} */ (queue.shift())
    running += 1
    void compress(job.text, job.coding).finally(() => {
      running -= 1
      job.done()
      runQueued()
    })
  }
}

/**
 * Queues a compression of this text for the cache, unless one is under way or queued already,
 * the text is too large for the cache, or the queue is full (then nothing is kept).
 * @param {string} text
 * @param {ServerEncoding} coding
 */
function compressInBackground(text, coding) {
  const underWay = pending.get(text) ?? new Map()
  if (underWay.has(coding)) return
  // A text the limit could not hold is not worth compressing for the cache.
  if (4 * text.length > COMPRESSED_BODY_BYTES_LIMIT) return
  if (queue.length >= MAX_QUEUED_COMPRESSIONS) {
    skipped += 1
    return
  }
  const compression = /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      queue.push({ text, coding, done: () => resolve(undefined) })
    })
  ).finally(() => {
    underWay.delete(coding)
    if (underWay.size === 0) pending.delete(text)
  })
  underWay.set(coding, compression)
  pending.set(text, underWay)
  runQueued()
}

/**
 * The kept compressed bytes of this text in this coding, or undefined when there are none yet
 * (the caller compresses it and keeps its bytes with keepFirstCompression). Bytes that are not
 * the best yet are queued for their upgrade.
 * @param {string} text
 * @param {ServerEncoding} coding
 */
export function compressedBody(text, coding) {
  const kept = compressedBodies.get(text)?.[coding]
  if (kept && !kept.best) compressInBackground(text, coding)
  return kept?.bytes
}

/**
 * Keeps the bytes a request made of this text (the first tier), and queues their upgrade.
 * @param {string} text
 * @param {ServerEncoding} coding
 * @param {Buffer} bytes
 */
export function keepFirstCompression(text, coding, bytes) {
  if (4 * text.length > COMPRESSED_BODY_BYTES_LIMIT) return
  store(text, coding, { bytes, best: false })
  compressInBackground(text, coding)
}

/**
 * The kept bytes of this text in this coding, if any, without starting a compression (tests).
 * @param {string} text
 * @param {ServerEncoding} coding
 * @param {{ best?: boolean }} [options] best: only the best bytes
 */
export function keptCompressedBody(text, coding, { best = false } = {}) {
  const kept = compressedBodies.get(text)?.[coding]
  return kept && (kept.best || !best) ? kept.bytes : undefined
}

/** Resolves once the compressions under way now have finished (for tests and benchmarks). */
export async function compressionsSettled() {
  await Promise.all([...pending.values()].flatMap((underWay) => [...underWay.values()]))
}

/** Compressions running and waiting now, and those skipped so far because the queue was full. */
export function compressionQueue() {
  return { running, queued: queue.length, skipped }
}

/** The memory the cache holds now (at most COMPRESSED_BODY_BYTES_LIMIT). */
export function heldCompressedBodyBytes() {
  return compressedBodies.heldBytes
}

// @ts-check
import { Transform, Readable, pipeline } from 'node:stream'
import { preferredEncoding } from '../accept-encoding.mjs'
import { sharedCacheMayStore } from '../cache-control.mjs'
import { Reply } from '../reply.mjs'
import { COOKIE_NOTICE_COOKIE } from '../../../lib/landing/landing-cache-key.mjs'
import { ByteBudgetLru } from '../../page-cache/byte-budget-lru.mjs'
import { registry } from '../../process-registry.mjs'

/**
 * A shared cache of whole responses, for at most a second, in front of Next (RFC 9111's shared
 * cache, as nginx's "microcaching"): a public answer that many visitors ask for at once (a city
 * page from an ad) is answered from its final bytes (headers, CSP, compressed body), and the
 * stages below it, Next's router, proxy and cache lookup run once a second for it rather than
 * once a request. Under bench:load's 100 connections that work and its garbage
 * were what kept p99 and memory over their targets (docs/decisions/0010-shared-micro-cache.md).
 *
 * It keeps only what a shared cache may: a 200 to a GET that says `public`/`s-maxage` and sets
 * no cookie, whose Vary names only headers in the key. It answers only requests a shared cache
 * could: no credentials, no conditional or range request, and no cookie beyond those that
 * never change an answer (the cookie notice's is part of the key: next.config.js serves it its
 * own page).
 */

/** The longest an answer is reused, whatever its Cache-Control allows. */
export const MICRO_CACHE_TTL_MS = 1000

/** Bytes the cache may hold (MICRO_CACHE_MB; 0 turns it off). */
export const DEFAULT_MICRO_CACHE_MB = 16

/** An answer larger than this is not kept (a page is 20-60 KB compressed). */
export const MICRO_CACHE_ENTRY_MAX_BYTES = 1024 * 1024

/**
 * How long past its second an answer may still be sent while one request makes it again. When
 * it expired, every request in flight (100 connections in bench:load) rendered the page anew at
 * once. Past this, or when the refresh fails, requests go to Next as before; a catalogue change
 * empties the cache, so nothing stale stands in after one.
 */
export const MICRO_CACHE_STALE_MS = 500

/** Keys whose expired answer one request is making again. */
const refreshing = new Set()

/**
 * Cookies that never change an answer: the UTM values only /store-cookies reads (UTM_COOKIE in
 * lib/landing/query-flags.ts; a test holds them equal) and the objection to analytics, which only
 * scripts and the analytics endpoints read (OBJECTION_COOKIE in lib/privacy/objection.ts).
 */
export const COOKIES_THAT_NEVER_CHANGE_ANSWERS = new Set(['move_utm', 'move_objection'])
/** The cookie next.config.js and proxy.ts choose a landing page's variant by. */
const COOKIE_IN_KEY = COOKIE_NOTICE_COOKIE

/**
 * Request headers an answer may depend on, all part of the key: Next's RSC and prefetch headers,
 * content negotiation, and the origin the request names.
 */
const KEY_HEADERS = [
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
  'accept',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
]
const KEYED = new Set([...KEY_HEADERS, 'accept-encoding', 'cookie'])

/** Response headers a replay must not copy: the connection's own, and the date (sent afresh). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'age'])

/** @typedef {{ headers: [string, string | string[]][], body: Buffer, storedAt: number, expiresAt: number }} Answer */

/** @type {ByteBudgetLru<Answer> | null} */
let answers = null
let configuredBudget = -1

function cache() {
  const mb = Number(process.env.MICRO_CACHE_MB ?? DEFAULT_MICRO_CACHE_MB)
  const budget = Number.isFinite(mb) && mb > 0 ? Math.floor(mb * 1024 * 1024) : 0
  if (budget !== configuredBudget) {
    configuredBudget = budget
    answers = budget > 0 ? new ByteBudgetLru(budget) : null
  }
  return answers
}

/** Forgets every answer (a catalogue change; tests). */
export function clearSharedMicroCache() {
  cache()?.clear()
}

// The catalogue watcher (bundled by Next) empties it through the registry.
registry.microCache.clear = clearSharedMicroCache

/**
 * The key of a request the cache may answer, or null when it must go to the stages below.
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | null}
 */
export function microCacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const headers = req.headers
  if (
    headers.authorization !== undefined ||
    headers.range !== undefined ||
    headers['if-none-match'] !== undefined ||
    headers['if-modified-since'] !== undefined
  ) {
    return null
  }
  const cookieNotice = cookieNoticeValue(headers.cookie)
  if (cookieNotice === null) return null
  const parts = [req.url ?? '', preferredEncoding(headers['accept-encoding']) ?? 'identity']
  parts.push(cookieNotice)
  for (const name of KEY_HEADERS) {
    const value = headers[name]
    parts.push(Array.isArray(value) ? value.join(',') : (value ?? ''))
  }
  return parts.join('\n')
}

/**
 * The cookie notice's value ('' without one), or null when the request carries a cookie that
 * may change its answer (a session, preview or draft cookie, or one we do not know).
 * @param {string | undefined} header
 */
function cookieNoticeValue(header) {
  if (header === undefined || header.trim() === '') return 'cookie-notice='
  let notice = ''
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=')
    const name = (separator === -1 ? pair : pair.slice(0, separator)).trim()
    if (name === '') continue
    if (name === COOKIE_IN_KEY) notice = pair.slice(separator + 1).trim()
    else if (!COOKIES_THAT_NEVER_CHANGE_ANSWERS.has(name)) return null
  }
  return `cookie-notice=${notice}`
}

/**
 * The stage: answers a request from a fresh kept answer; otherwise asks the stages below and
 * keeps their reply when a shared cache may. Above the encoding stage, so that it keeps the
 * bytes that go on the wire.
 * @returns {import('../reply.mjs').Stage}
 */
export function microCacheStage() {
  return {
    name: 'micro-cache',
    async serve(request, next) {
      const store = cache()
      const key = store === null ? null : microCacheKey(request.req)
      if (store === null || key === null) return next()
      const kept = replay(store, key, request.method)
      if (kept) return kept
      // One request makes an expired answer again; the others meanwhile get the expired one.
      const refreshes = request.method === 'GET' && store.get(key) !== undefined
      if (refreshes) refreshing.add(key)
      let reply
      try {
        reply = await next()
      } catch (error) {
        if (refreshes) refreshing.delete(key)
        throw error
      }
      if (request.method === 'GET')
        keep(store, key, reply, () => refreshes && refreshing.delete(key))
      else if (refreshes) refreshing.delete(key)
      return reply
    },
  }
}

/**
 * The kept answer for `key` as a reply, or null when there is no fresh one.
 * @param {ByteBudgetLru<Answer>} store
 * @param {string} key
 * @param {string} method
 */
function replay(store, key, method) {
  const answer = store.get(key)
  if (answer === undefined) return null
  const now = Date.now()
  if (answer.expiresAt <= now) {
    const standsIn = refreshing.has(key) && now - answer.expiresAt < MICRO_CACHE_STALE_MS
    if (!standsIn) {
      if (!refreshing.has(key)) return null
      // The refresh is taking too long: no longer stood in for, and asked again.
      refreshing.delete(key)
      store.delete(key)
      return null
    }
  }
  const reply = new Reply(200, answer.headers, method === 'HEAD' ? null : answer.body)
  reply.headers.set('age', String(Math.floor((now - answer.storedAt) / 1000)))
  if (method === 'HEAD') reply.headers.set('content-length', String(answer.body.length))
  return reply
}

/**
 * Keeps the reply's final bytes, when a shared cache may: a whole body at once, a streamed one
 * once it has ended (as it passes).
 * @param {ByteBudgetLru<Answer>} store
 * @param {string} key
 * @param {Reply} reply
 * @param {() => void} settled once the answer is kept, or will not be
 */
function keep(store, key, reply, settled) {
  if (reply.status !== 200) return settled()
  const lifetime = storableLifetimeMs(Object.fromEntries(reply.headers))
  if (lifetime <= 0) return settled()
  /** @param {Buffer} body */
  const keepBytes = (body) => {
    /** @type {[string, string | string[]][]} */
    const kept = []
    for (const [name, value] of reply.headers) {
      if (HOP_BY_HOP.has(name) || name === 'content-length') continue
      kept.push([name, typeof value === 'number' ? String(value) : value])
    }
    const storedAt = Date.now()
    const size = body.length + key.length * 2 + JSON.stringify(kept).length * 2
    store.set(key, { headers: kept, body, storedAt, expiresAt: storedAt + lifetime }, size)
  }
  const { body } = reply
  if (!(body instanceof Readable)) {
    const bytes = body === null ? Buffer.alloc(0) : Buffer.isBuffer(body) ? body : Buffer.from(body)
    if (bytes.length <= MICRO_CACHE_ENTRY_MAX_BYTES) keepBytes(bytes)
    return settled()
  }
  /** @type {Buffer[] | null} null once too large */
  let chunks = []
  let bytes = 0
  const tee = new Transform({
    transform(chunk, _encoding, done) {
      if (chunks) {
        bytes += chunk.length
        if (bytes > MICRO_CACHE_ENTRY_MAX_BYTES) chunks = null
        else chunks.push(chunk)
      }
      done(null, chunk)
    },
    flush(done) {
      if (chunks) keepBytes(Buffer.concat(chunks))
      done()
    },
  })
  // Ended, failed or cut short: the expired answer stands in no longer.
  reply.body = pipeline(body, tee, () => settled())
}

/**
 * How long a shared cache may reuse a response with these headers, capped at the micro-cache's
 * TTL: 0 when it may not store it at all.
 * @param {Record<string, import('node:http').OutgoingHttpHeader | undefined>} headers lower-case names
 */
export function storableLifetimeMs(headers) {
  if (headers['set-cookie'] !== undefined) return 0
  const cacheControl = headers['cache-control']
  if (!sharedCacheMayStore(cacheControl)) return 0
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  if (vary.some((name) => !KEYED.has(name))) return 0
  const directives = String(cacheControl)
  const seconds = Number(
    /s-maxage\s*=\s*"?(\d+)/i.exec(directives)?.[1] ??
      /max-age\s*=\s*"?(\d+)/i.exec(directives)?.[1] ??
      0,
  )
  return Math.min(MICRO_CACHE_TTL_MS, seconds * 1000)
}

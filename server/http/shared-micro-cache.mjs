// @ts-check
import { preferredEncoding } from './accept-encoding.mjs'
import { sharedCacheMayStore } from './compressed-body-cache.mjs'
import { COOKIE_NOTICE_COOKIE } from '../../lib/landing/landing-cache-key.mjs'
import { ByteBudgetLru } from '../page-cache/byte-budget-lru.mjs'

/**
 * A shared cache of whole responses, for at most a second, in front of Next (RFC 9111's shared
 * cache, as nginx's "microcaching"): a public answer that many visitors ask for at once (a city
 * page from an ad) is answered from its final bytes (headers,
 * CSP, compressed body), and Next's router, proxy and cache lookup run once a second for it
 * rather than once a request. Under bench:load's 100 connections that work and its garbage
 * were what kept p99 and memory over their targets (docs/decisions/shared-micro-cache.md).
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

// The catalogue watcher (server/catalogue-freshness, bundled by Next) reaches it here.
;/** @type {{ __moveClearSharedMicroCache?: () => void }} */ (
  globalThis
).__moveClearSharedMicroCache = clearSharedMicroCache

/**
 * The key of a request the cache may answer, or null when it must go to Next.
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
 * Answers the request from the cache when it holds a fresh answer for it, and returns true.
 * Otherwise, when the cache may keep the answer Next is about to give, wraps the response to
 * keep it, and returns false. Install it before every other response wrapper, so that it sees
 * the bytes that reach the socket.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerOrKeepForSharedMicroCache(req, res) {
  const store = cache()
  if (store === null) return false
  const key = microCacheKey(req)
  if (key === null) return false
  if (answerFromCache(store, key, req, res)) return true
  if (req.method === 'GET') keepAnswer(store, key, res)
  return false
}

/**
 * @param {ByteBudgetLru<Answer>} store
 * @param {string} key
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function answerFromCache(store, key, req, res) {
  const answer = store.get(key)
  if (answer === undefined) return false
  const now = Date.now()
  if (answer.expiresAt <= now) {
    store.delete(key)
    return false
  }
  res.statusCode = 200
  for (const [name, value] of answer.headers) res.setHeader(name, value)
  res.setHeader('Age', String(Math.floor((now - answer.storedAt) / 1000)))
  res.setHeader('Content-Length', answer.body.length)
  if (req.method === 'HEAD') res.end()
  else res.end(answer.body)
  return true
}

/**
 * Wraps the response so that the answer Next gives is kept, if the cache may keep it.
 * @param {ByteBudgetLru<Answer>} store
 * @param {string} key
 * @param {import('node:http').ServerResponse} res
 */
function keepAnswer(store, key, res) {
  /** @type {Buffer[]} */
  const chunks = []
  let bytes = 0
  let tooLarge = false
  /** @type {Record<string, import('node:http').OutgoingHttpHeader | undefined> | null} */
  let sentHeaders = null

  /** @param {unknown} chunk @param {unknown} encoding */
  const collect = (chunk, encoding) => {
    if (tooLarge || chunk === undefined || chunk === null || typeof chunk === 'function') return
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(
            chunk,
            typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
          )
        : Buffer.isBuffer(chunk)
          ? chunk
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
            : null
    if (buffer === null) {
      tooLarge = true
      return
    }
    bytes += buffer.length
    if (bytes > MICRO_CACHE_ENTRY_MAX_BYTES) {
      tooLarge = true
      chunks.length = 0
    } else chunks.push(buffer)
  }

  const writeHead = res.writeHead
  const write = res.write
  const end = res.end
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {unknown[]} */ ...rest) {
      const given = rest.find((value) => typeof value === 'object' && value !== null)
      sentHeaders = { ...res.getHeaders(), ...lowerCaseHeaders(given) }
      return Reflect.apply(writeHead, res, [statusCode, ...rest])
    }
  )
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      collect(chunk, rest[0])
      return Reflect.apply(write, res, [chunk, ...rest])
    }
  )
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      collect(chunk, rest[0])
      return Reflect.apply(end, res, [chunk, ...rest])
    }
  )
  res.once('finish', () => {
    if (tooLarge || res.statusCode !== 200) return
    const headers = sentHeaders ?? res.getHeaders()
    const lifetime = storableLifetimeMs(headers)
    if (lifetime <= 0) return
    const body = chunks.length === 1 ? /** @type {Buffer} */ (chunks[0]) : Buffer.concat(chunks)
    /** @type {[string, string | string[]][]} */
    const kept = []
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || HOP_BY_HOP.has(name) || name === 'content-length') continue
      kept.push([name, typeof value === 'number' ? String(value) : value])
    }
    const storedAt = Date.now()
    const size = body.length + key.length * 2 + JSON.stringify(kept).length * 2
    store.set(key, { headers: kept, body, storedAt, expiresAt: storedAt + lifetime }, size)
  })
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

/** @param {unknown} given */
function lowerCaseHeaders(given) {
  /** @type {Record<string, string | string[] | number>} */
  const headers = {}
  if (given === undefined || given === null || typeof given !== 'object') return headers
  if (Array.isArray(given)) {
    // Raw [name, value, name, value] or [[name, value]] headers.
    const flat = given.flat()
    for (let i = 0; i + 1 < flat.length; i += 2)
      headers[String(flat[i]).toLowerCase()] = String(flat[i + 1])
    return headers
  }
  for (const [name, value] of Object.entries(given)) {
    if (value !== undefined)
      headers[name.toLowerCase()] = /** @type {string | string[] | number} */ (value)
  }
  return headers
}

// @ts-check
import { Readable, pipeline } from 'node:stream'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { preferredEncoding, varyOnAcceptEncoding } from '../accept-encoding.mjs'
import { forbidsTransform, sharedCacheMayStoreCompressed } from '../cache-control.mjs'
import {
  CACHED_BODY_MIN_LENGTH,
  compressedBody,
  keepFirstCompression,
} from '../compressed-body-cache.mjs'
import { bodyBytes } from '../text-bytes.mjs'

/**
 * How a reply's body goes on the wire (Next's own compression is off in next.config.js):
 * - a body a shared cache may store (a cached page) from its kept brotli or gzip bytes
 *   (compressed-body-cache.mjs): the first request's, kept, until the best are made;
 * - any other compressible body of COMPRESS_MIN_BYTES or more compressed per request, brotli or
 *   gzip by the client's Accept-Encoding: a whole body up to ONE_SHOT_MAX_BYTES in one
 *   synchronous call, a larger one on the thread pool, a streamed one chunk by chunk, flushed
 *   as each comes (so a streamed page still streams);
 * - a whole body always as bytes (text-bytes.mjs: a cached page's text is encoded once).
 * Nothing is compressed twice: a reply with a Content-Encoding already (a static file's
 * precompressed bytes) or `Cache-Control: no-transform` goes as it is.
 */

/** Below this a body gains less than compressing it costs. */
export const COMPRESS_MIN_BYTES = 1024

/** Statuses that carry no body to compress. */
const BODILESS_STATUSES = new Set([204, 304])
/** A partial body is not a representation a cache would reuse. */
const PARTIAL_CONTENT = 206

const COMPRESSIBLE_TYPE =
  /^(?:text\/[\w.+-]+|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)$/

const BROTLI_PER_REQUEST = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
}
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/*
 * A map search's 22 KB answer cost 555 µs of CPU through zlib's asynchronous stream (the
 * stream, its callbacks and the thread pool's hand-offs) against 138 µs in one synchronous call
 * at quality 3, for 2 % more bytes than quality 4 (bench/RESULTS.md, 2026-12-01). Up to this
 * size the event loop waits less than the asynchronous path would cost it.
 */
export const ONE_SHOT_MAX_BYTES = 64 * 1024
const BROTLI_ONE_SHOT = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
}

/** A body that will be kept: its first bytes serve until the best are made, so a little better. */
const BROTLI_FIRST_KEPT = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
}

/**
 * @param {Buffer} bytes
 * @param {ServerEncoding} coding
 * @param {boolean} kept whether the bytes will be kept (compressed-body-cache.mjs)
 * @returns {Promise<Buffer> | Buffer}
 */
function compressWhole(bytes, coding, kept) {
  if (kept) return coding === 'br' ? brotli(bytes, BROTLI_FIRST_KEPT) : gzip(bytes)
  if (bytes.length <= ONE_SHOT_MAX_BYTES) {
    return coding === 'br'
      ? zlib.brotliCompressSync(bytes, {
          ...BROTLI_ONE_SHOT,
          params: {
            ...BROTLI_ONE_SHOT.params,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : zlib.gzipSync(bytes)
  }
  return coding === 'br' ? brotli(bytes, BROTLI_PER_REQUEST) : gzip(bytes)
}

/** @typedef {import('../accept-encoding.mjs').ServerEncoding} ServerEncoding */

/** @returns {import('../reply.mjs').Stage} */
export function compressionStage() {
  return {
    name: 'compression and the body cache',
    async serve(request, next) {
      const reply = await next()
      await encodeBody(request, reply)
      return reply
    },
  }
}

/**
 * @param {import('../reply.mjs').ServedRequest} request
 * @param {import('../reply.mjs').Reply} reply
 */
async function encodeBody(request, reply) {
  const { body } = reply
  const compressible =
    reply.contentEncoding === 'identity' &&
    COMPRESSIBLE_TYPE.test(reply.mediaType) &&
    !forbidsTransform(reply.header('cache-control'))
  if (compressible) varyOnAcceptEncoding(reply)
  const coding = compressible ? preferredEncoding(request.req.headers['accept-encoding']) : null
  if (
    coding === null ||
    body === null ||
    request.method === 'HEAD' ||
    BODILESS_STATUSES.has(reply.status)
  ) {
    if (typeof body === 'string') reply.body = bodyBytes(body)
    return
  }
  if (body instanceof Readable) {
    reply.body = compressStream(body, coding)
    reply.headers.set('content-encoding', coding)
    reply.headers.delete('content-length')
    return
  }
  const keepable =
    typeof body === 'string' &&
    body.length >= CACHED_BODY_MIN_LENGTH &&
    reply.status >= 200 &&
    reply.status !== PARTIAL_CONTENT &&
    sharedCacheMayStoreCompressed(reply.header('cache-control'))
  const kept = keepable ? compressedBody(body, coding) : undefined
  if (kept !== undefined) {
    reply.body = kept
    reply.headers.set('content-encoding', coding)
    return
  }
  const bytes = bodyBytes(body)
  if (bytes.length < COMPRESS_MIN_BYTES) {
    reply.body = bytes
    return
  }
  const compressed = await compressWhole(bytes, coding, keepable)
  if (keepable) keepFirstCompression(/** @type {string} */ (body), coding, compressed)
  reply.body = compressed
  reply.headers.set('content-encoding', coding)
}

/**
 * A stream compressed as it comes: each chunk is flushed through, so that what the handler
 * streamed early (a page's head) reaches the client early.
 * @param {Readable} body
 * @param {ServerEncoding} coding
 */
function compressStream(body, coding) {
  const compressor =
    coding === 'br' ? zlib.createBrotliCompress(BROTLI_PER_REQUEST) : zlib.createGzip()
  const compressed = pipeline(body, compressor, () => {})
  // After pipeline's own listener has written the chunk to the compressor.
  body.on('data', () => compressor.flush())
  return compressed
}

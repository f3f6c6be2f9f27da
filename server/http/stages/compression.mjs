// @ts-check
import { Readable, pipeline } from 'node:stream'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { preferredEncoding, varyOnAcceptEncoding } from '../accept-encoding.mjs'
import { forbidsTransform, sharedCacheMayStoreCompressed } from '../cache-control.mjs'
import { CACHED_BODY_MIN_LENGTH, compressedBody } from '../compressed-body-cache.mjs'
import { bodyBytes } from '../text-bytes.mjs'

/**
 * How a reply's body goes on the wire (Next's own compression is off in next.config.js):
 * - a body a shared cache may store (a cached page) from its kept brotli or gzip bytes
 *   (compressed-body-cache.mjs), made once per text;
 * - any other compressible body of COMPRESS_MIN_BYTES or more compressed per request, brotli at
 *   quality 4 or gzip, by the client's Accept-Encoding (a streamed one chunk by chunk, flushed
 *   as each comes, so a streamed page still streams);
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
  const kept =
    typeof body === 'string' &&
    body.length >= CACHED_BODY_MIN_LENGTH &&
    reply.status >= 200 &&
    reply.status !== PARTIAL_CONTENT &&
    sharedCacheMayStoreCompressed(reply.header('cache-control'))
      ? compressedBody(body, coding)
      : undefined
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
  reply.body = await (coding === 'br' ? brotli(bytes, BROTLI_PER_REQUEST) : gzip(bytes))
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

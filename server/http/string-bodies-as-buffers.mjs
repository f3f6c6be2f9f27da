// @ts-check
import { RecentByText } from './recent-by-text.mjs'

/**
 * Strings at least this long are encoded to a Buffer before they reach the socket. Node writes
 * a large string body several times slower than the same bytes as a Buffer (on this 2-core
 * machine a plain Node server answered a 153 KB page at ~800 req/s as a string and ~3,400 req/s
 * encoding it to a Buffer per request), and Next ends every cached HTML page with one string.
 * Below this size Node's own string path is as quick.
 */
export const STRING_BODY_BUFFER_THRESHOLD = 16 * 1024

/**
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {chunk is string}
 */
function isLargeString(chunk, encoding) {
  // hex and base64 strings are not text: leave their decoding to Node.
  const textEncoding =
    typeof encoding !== 'string' || !['hex', 'base64', 'base64url'].includes(encoding)
  return typeof chunk === 'string' && chunk.length >= STRING_BODY_BUFFER_THRESHOLD && textEncoding
}

/**
 * The bytes of recent large bodies. Next sends a cached page as the same string on every
 * request, so it is encoded once rather than per request (the encoding alone was 6% of the
 * server's time serving /london). An equal string gets the same bytes.
 */
export const RECENT_BODY_BYTES_LIMIT = 64 * 1024 * 1024
/** @type {RecentByText<Buffer>} */
const recentBodies = new RecentByText(RECENT_BODY_BYTES_LIMIT, (bytes) => bytes.length)

/**
 * @param {string} text
 * @param {BufferEncoding} encoding
 */
function encodeBody(text, encoding) {
  if (encoding !== 'utf8' && encoding !== 'utf-8') return Buffer.from(text, encoding)
  const known = recentBodies.get(text)
  if (known) return known
  const bytes = Buffer.from(text, 'utf8')
  recentBodies.set(text, bytes)
  return bytes
}

/**
 * write() and end() arguments with a large string chunk turned into its bytes; others as given.
 * @param {any[]} args
 */
function withBufferChunk(args) {
  const [chunk, encoding, callback] = args
  if (!isLargeString(chunk, encoding)) return args
  const bytes = encodeBody(
    chunk,
    /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'),
  )
  const done = typeof encoding === 'function' ? encoding : callback
  return done === undefined ? [bytes] : [bytes, done]
}

/**
 * Makes this response write large string chunks as Buffers: the same bytes, the same callbacks.
 * Wraps the one response object, not Node's prototype.
 * @param {import('node:http').ServerResponse} res
 */
export function writeStringBodiesAsBuffers(res) {
  const { write, end } = res
  /** @type {any} */
  const target = res
  target.write = function writeWithBufferChunk(/** @type {any[]} */ ...args) {
    return Reflect.apply(write, this, withBufferChunk(args))
  }
  target.end = function endWithBufferChunk(/** @type {any[]} */ ...args) {
    return Reflect.apply(end, this, withBufferChunk(args))
  }
}

/** The memory recent bodies hold, their bytes and texts (at most RECENT_BODY_BYTES_LIMIT). */
export function heldBodyBytes() {
  return recentBodies.heldBytes
}

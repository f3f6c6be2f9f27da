// @ts-check
import { RecentByText } from './recent-by-text.mjs'

/**
 * The UTF-8 bytes of a body's text, encoded once per text for large ones. Node writes a large
 * string body several times slower than the same bytes as a Buffer (on this 2-core machine a
 * plain Node server answered a 153 KB page at ~800 req/s as a string and ~3,400 req/s encoding
 * it to a Buffer per request), and Next ends every cached HTML page with the same string, so its
 * bytes are kept (the encoding alone was 6% of the server's time serving /london).
 */

/** Texts at least this long are kept with their bytes; below it encoding is as quick. */
export const TEXT_BYTES_CACHE_THRESHOLD = 16 * 1024

/** The memory the kept bytes and their texts may hold. */
export const RECENT_BODY_BYTES_LIMIT = 64 * 1024 * 1024
/** @type {RecentByText<Buffer>} */
const recentBodies = new RecentByText(RECENT_BODY_BYTES_LIMIT, (bytes) => bytes.length)

/**
 * A body as bytes: a string's UTF-8 encoding (the same Buffer for an equal large text), bytes as
 * they are.
 * @param {string | Buffer} body
 */
export function bodyBytes(body) {
  if (typeof body !== 'string') return body
  if (body.length < TEXT_BYTES_CACHE_THRESHOLD) return Buffer.from(body, 'utf8')
  const known = recentBodies.get(body)
  if (known) return known
  const bytes = Buffer.from(body, 'utf8')
  recentBodies.set(body, bytes)
  return bytes
}

/** The memory recent bodies hold, their bytes and texts (at most RECENT_BODY_BYTES_LIMIT). */
export function heldBodyBytes() {
  return recentBodies.heldBytes
}

// @ts-check

/** The content codings the server produces, best first: the order breaks ties in q-values. */
export const SERVER_ENCODINGS = /** @type {const} */ (['br', 'gzip'])

/** @typedef {(typeof SERVER_ENCODINGS)[number]} ServerEncoding */

/**
 * The coding to answer a request with, from its Accept-Encoding header (RFC 9110 §12.5.3): the
 * highest q-value among br and gzip ('*' stands for any coding the header does not name), br on
 * a tie; null when the header is missing, names neither or refuses both with q=0 (identity is
 * then the answer, as it always may be).
 * @param {string | string[] | undefined} header
 * @returns {ServerEncoding | null}
 */
export function preferredEncoding(header) {
  if (header === undefined) return null
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!name) continue
    // RFC 9110 §8.4.1.3: x-gzip is gzip.
    const token = name === 'x-gzip' ? 'gzip' : name
    const qParam = params.find((param) => param.startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    // A malformed weight refuses rather than guesses.
    weights.set(token, Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0)
  }
  /** @type {ServerEncoding | null} */
  let best = null
  let bestWeight = 0
  for (const encoding of SERVER_ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0
    if (weight > bestWeight) {
      best = encoding
      bestWeight = weight
    }
  }
  return best
}

/**
 * Adds Accept-Encoding to a reply's Vary (once, and not beside '*'): a response whose coding
 * was chosen by that header must say so to caches.
 * @param {import('./reply.mjs').Reply} reply
 */
export function varyOnAcceptEncoding(reply) {
  const field = 'Accept-Encoding'
  const current = reply.header('vary')
  const fields = current
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  if (fields.includes('*') || fields.includes(field.toLowerCase())) return
  reply.headers.set('vary', current.trim() ? `${current}, ${field}` : field)
}

// @ts-check
import { RecentByText } from './recent-by-text.mjs'
import { inlineScriptHashes, withScriptSources } from './inline-script-hashes.mjs'

/**
 * Adds the hashes of an HTML page's inline scripts to its Content-Security-Policy, so that
 * `script-src` needs no `'unsafe-inline'` (next.config.js writes the policy; this only adds
 * `'sha256-…'` sources to its script-src).
 *
 * - A page Next ends in one call (every cached page, and a page's first render) has its hashes
 *   computed once per text and kept, like the other body caches: serving it costs a map lookup.
 * - A page Next streams (rendered per request: /partner-self-signup, draft preview) is held
 *   until it is complete, then hashed and sent in one piece: its headers, and so the policy,
 *   must go before its first byte. Our streamed pages are small forms; past
 *   MAX_HELD_DOCUMENT_BYTES the rest streams as it comes, and a script in it would be refused
 *   (and reported).
 * Install it after the body encoders and before the script deferral (production-server.mjs), so that it
 * sees the document as it goes out, the deferral's loader included.
 */

export const MAX_HELD_DOCUMENT_BYTES = 4 * 1024 * 1024
const POLICY_HEADER = 'Content-Security-Policy'

/** Hash sources by document text. Equal documents are one text object (rewriteDocument). */
const SOURCES_BYTES_LIMIT = 64 * 1024 * 1024
/** @type {RecentByText<string[]>} */
const sourcesByDocument = new RecentByText(SOURCES_BYTES_LIMIT, (sources) => 60 * sources.length)

/** @param {string} html */
export function documentScriptSources(html) {
  const known = sourcesByDocument.get(html)
  if (known) return known
  const sources = inlineScriptHashes(html)
  sourcesByDocument.set(html, sources)
  return sources
}

/** @param {import('node:http').ServerResponse} res */
function htmlWithPolicy(res) {
  const type = String(res.getHeader('Content-Type') ?? '')
  const policy = res.getHeader(POLICY_HEADER)
  return /^\s*text\/html\s*(?:;|$)/i.test(type) && typeof policy === 'string'
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} html
 */
function addHashes(res, html) {
  const policy = String(res.getHeader(POLICY_HEADER))
  res.setHeader(POLICY_HEADER, withScriptSources(policy, documentScriptSources(html)))
}

/**
 * @param {unknown} chunk
 * @param {unknown} encoding
 */
function isText(chunk, encoding) {
  return typeof chunk === 'string' && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding))
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function hashInlineScriptsIntoPolicy(req, res) {
  const { write, end, flushHeaders } = res
  /** @type {'hold' | 'pass' | undefined} undefined until the first body call */
  let mode
  /** @type {string[]} */
  let held = []
  let heldLength = 0
  /** @type {TextDecoder | undefined} */
  let decoder
  const decide = () =>
    (mode ??=
      req.method !== 'HEAD' &&
      !res.headersSent &&
      (res.getHeader('Content-Encoding') ?? 'identity') === 'identity' &&
      htmlWithPolicy(res)
        ? 'hold'
        : 'pass')
  /** @param {unknown} chunk @param {unknown} encoding */
  const textOf = (chunk, encoding) => {
    if (isText(chunk, encoding)) return /** @type {string} */ (chunk)
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, /** @type {BufferEncoding} */ (encoding))
        : chunk instanceof Uint8Array
          ? chunk
          : new Uint8Array(0)
    return (decoder ??= new TextDecoder()).decode(bytes, { stream: true })
  }
  const takeHeld = () => {
    const text = held.join('') + (decoder?.decode() ?? '')
    held = []
    heldLength = 0
    return text
  }

  /** @type {any} */
  const target = res
  target.flushHeaders = function flushHeadersUnlessHeld() {
    if (decide() === 'hold') return
    return Reflect.apply(flushHeaders, this, [])
  }
  target.write = function holdWrite(/** @type {any[]} */ ...args) {
    if (decide() !== 'hold') return Reflect.apply(write, this, args)
    const [chunk, encoding, callback] = args
    const text = textOf(chunk, encoding)
    held.push(text)
    heldLength += text.length
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    if (heldLength > MAX_HELD_DOCUMENT_BYTES) {
      // Too long to hold: out with what has come, hashed; the rest streams unhashed.
      console.error(`A streamed page passed ${MAX_HELD_DOCUMENT_BYTES} bytes: ${req.url}`)
      mode = 'pass'
      const start = takeHeld()
      addHashes(res, start)
      return Reflect.apply(write, this, [start])
    }
    return true
  }
  target.end = function endWithPolicy(/** @type {any[]} */ ...args) {
    const firstCall = mode === undefined
    if (decide() !== 'hold') return Reflect.apply(end, this, args)
    const [chunk, encoding, callback] = args
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    const hasChunk = chunk !== undefined && chunk !== null && typeof chunk !== 'function'
    if (firstCall && hasChunk && isText(chunk, encoding)) {
      // The whole document in one call: the usual case, and the cached one.
      addHashes(res, chunk)
      return Reflect.apply(end, this, args)
    }
    const text = takeHeld() + (hasChunk ? textOf(chunk, encoding) : '') + (decoder?.decode() ?? '')
    addHashes(res, text)
    if (!res.headersSent && res.hasHeader('Content-Length')) {
      res.setHeader('Content-Length', Buffer.byteLength(text))
    }
    return Reflect.apply(end, this, done === undefined ? [text] : [text, done])
  }
}

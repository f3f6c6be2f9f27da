// @ts-check
import { RecentByText } from './recent-by-text.mjs'

/**
 * A page's scripts are fetched once the browser has painted it, not alongside its first paint.
 *
 * Next writes every App Router page's chunks as `<script src async>` in its head (and the
 * bootstrap chunk's preload hint, at low priority). The browser fetches them with the style sheet,
 * the fonts and the hero image, over the same six HTTP/1.1 connections; on a phone's connection
 * that is ~140 KB (brotli) of JavaScript sharing the bandwidth with what the first paint needs,
 * for islands nobody can use before they see them. Lighthouse counts them in its simulated
 * largest contentful paint whenever they finish before the page's first frame is presented,
 * which on this project's 2-core hosts was most runs (bench:lighthouse: /london's LCP simulated
 * at 2.0–2.9 s, performance 96–98; with its scripts after the first paint, 1.4–1.5 s and 100 in
 * ten runs out of ten).
 *
 * So on the way out, each of Next's chunk tags is made inert (a `type` no browser runs or
 * fetches: HTML's "prepare the script element" stops at an unknown type), its preload hint is
 * dropped, and a small inline loader before the first one turns them back into ordinary async
 * scripts when the browser reports the first contentful paint (a PerformanceObserver for
 * `paint`, which Chromium, Firefox and Safari report once the frame is presented). Without that
 * API, or with no paint a second after the load event (a tab opened in the background), they
 * load as before. Nothing else changes: the chunks, their order of execution (async, as Next
 * wrote them) and the inline RSC payload, which only queues data for the runtime. Forms work
 * before hydration anyway (the email capture is a plain GET form).
 *
 * Only tags exactly as Next writes them are touched: one with any other attribute (a nonce, an
 * integrity hash, a CDN's asset prefix) is left as it is and simply loads early.
 */

/** The inert scripts' type: not a JavaScript MIME type, so the browser neither fetches nor runs them. */
export const AFTER_FIRST_PAINT_TYPE = 'text/x-after-first-paint'

/** The characters of a script path as Next writes it: no quote, bracket, space or backslash. */
const PATH_CHARS = String.raw`[\w.~%/?=&;:-]`
const PATH = `/_next/static/${PATH_CHARS}+`
const PARTIAL_PATH = new RegExp(`^${PATH_CHARS}*$`)
const SCRIPT_HEAD = '<script src="/_next/static/'
const SCRIPT_TAIL = '" async=""></script>'
const PRELOAD_HEAD = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/'
const PRELOAD_TAIL = '"/>'
const TAGS = new RegExp(
  `<script src="(${PATH})" async=""></script>|<link rel="preload" as="script" fetchPriority="low" href="${PATH}"/>`,
  'g',
)
/** The longest path a partial tag at the end of a streamed chunk is held back for. */
const MAX_PATH_LENGTH = 512
const HELD_BACK_WINDOW = PRELOAD_HEAD.length + MAX_PATH_LENGTH + PRELOAD_TAIL.length

/**
 * The loader, run in the page (inline, serialised from this function: keep it to plain browser
 * JavaScript). Turns the inert scripts into real ones in place, once the page has painted.
 * @param {string} type
 */
export function loadScriptsAfterFirstPaint(type) {
  let started = false
  const activate = () => {
    for (const inert of document.querySelectorAll(`script[type="${type}"]`)) {
      const src = inert.getAttribute('src') ?? ''
      // A document still streaming when it painted: Next's runtime may have asked for a chunk
      // itself by now (it adds a plain script for any chunk it needs and finds none for).
      if (document.querySelector(`script[src="${src}"]:not([type])`)) {
        inert.remove()
        continue
      }
      const script = document.createElement('script')
      script.src = src
      script.async = true
      inert.replaceWith(script)
    }
  }
  const start = () => {
    if (started) return
    started = true
    activate()
    // Tags the parser has not reached yet (a long document painted while streaming).
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', activate)
  }
  const Observer = self.PerformanceObserver
  if (!Observer || !(Observer.supportedEntryTypes ?? []).includes('paint')) {
    start()
    return
  }
  new Observer((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
  addEventListener('load', () => setTimeout(start, 1000))
}

/** The loader's source without its comment lines and indentation (its newlines stay: no semicolons). */
const LOADER_SOURCE = loadScriptsAfterFirstPaint
  .toString()
  .replace(/^\s*\/\/.*\n/gm, '')
  .replace(/\n\s+/g, '\n')
const LOADER = `<script>(${LOADER_SOURCE})(${JSON.stringify(AFTER_FIRST_PAINT_TYPE)})</script>`

/**
 * Whether `tail` (text from a '<' to the end of what has arrived) could still grow into one of
 * the tags rewritten here: then it waits for the next chunk.
 * @param {string} tail
 */
function couldBecomeTag(tail) {
  return [
    [SCRIPT_HEAD, SCRIPT_TAIL],
    [PRELOAD_HEAD, PRELOAD_TAIL],
  ].some(([head = '', end = '']) => {
    if (tail.length <= head.length) return head.startsWith(tail)
    if (!tail.startsWith(head)) return false
    const rest = tail.slice(head.length)
    const quote = rest.indexOf('"')
    const path = quote === -1 ? rest : rest.slice(0, quote)
    if (path.length > MAX_PATH_LENGTH || !PARTIAL_PATH.test(path)) return false
    return quote === -1 || end.startsWith(rest.slice(quote))
  })
}

/**
 * Rewrites one HTML document as it streams: `push` each piece of text as it comes and send what
 * it returns, then send what `finish` returns. A tag split across pieces is held back (at most a
 * few hundred characters, and only text that could still become one of these tags).
 */
export class ScriptsAfterFirstPaint {
  #held = ''
  #loaderWritten = false

  /** @param {string} text */
  push(text) {
    const all = this.#held + text
    let holdFrom = all.length
    const windowStart = Math.max(0, all.length - HELD_BACK_WINDOW)
    for (let at = all.lastIndexOf('<'); at >= windowStart; at = all.lastIndexOf('<', at - 1)) {
      if (couldBecomeTag(all.slice(at))) holdFrom = at
      if (at === 0) break
    }
    this.#held = all.slice(holdFrom)
    return this.#rewrite(all.slice(0, holdFrom))
  }

  finish() {
    const rest = this.#rewrite(this.#held)
    this.#held = ''
    return rest
  }

  /** @param {string} text complete tags only */
  #rewrite(text) {
    return text.replace(TAGS, (tag, scriptPath) => {
      if (scriptPath === undefined) return ''
      const inert = `<script type="${AFTER_FIRST_PAINT_TYPE}"${tag.slice('<script'.length)}`
      if (this.#loaderWritten) return inert
      this.#loaderWritten = true
      return LOADER + inert
    })
  }
}

/** Rewritten documents by their text: Next sends a cached page as the same text every time. */
const REWRITTEN_BYTES_LIMIT = 64 * 1024 * 1024
/** @type {RecentByText<{ text: string, bytes: number }>} */
const rewritten = new RecentByText(REWRITTEN_BYTES_LIMIT, (entry) => 2 * entry.text.length)

/**
 * A whole document rewritten (the same text object for an equal document, so the caches after
 * this one find it at once), with its length in bytes.
 * @param {string} html
 */
export function rewriteDocument(html) {
  const known = rewritten.get(html)
  if (known) return known
  const deferral = new ScriptsAfterFirstPaint()
  const text = deferral.push(html) + deferral.finish()
  const entry = { text, bytes: Buffer.byteLength(text) }
  rewritten.set(html, entry)
  return entry
}

/** @param {import('node:http').ServerResponse} res */
function isHtml(res) {
  return /^\s*text\/html\s*(?:;|$)/i.test(String(res.getHeader('Content-Type') ?? ''))
}

/**
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Uint8Array}
 */
function bytesOf(chunk, encoding) {
  if (typeof chunk === 'string') {
    return Buffer.from(
      chunk,
      /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'),
    )
  }
  return chunk instanceof Uint8Array ? chunk : new Uint8Array(0)
}

/**
 * Rewrites this response's body, when it is an HTML document, so that its scripts load after
 * the first paint. Wraps the one response object; install it after the other body wrappers
 * (response-encoding.mjs), so that it sees the document first and they cache and compress the
 * rewritten one. A whole document ended in one call keeps its Content-Length, corrected; a
 * streamed one goes without (chunked), as Next streams it anyway.
 * @param {import('node:http').ServerResponse} res
 */
export function loadPageScriptsAfterFirstPaint(res) {
  const { write, end } = res
  /** @type {ScriptsAfterFirstPaint | null | undefined} undefined until the first body call */
  let deferral
  /** @type {TextDecoder | undefined} */
  let decoder
  // Left as they are: a body already encoded (a page Next proxies from a rewrite's
  // destination, which this server rewrote when it answered that request) and a document whose
  // length went out with its headers.
  const decide = () => {
    if (deferral === undefined) {
      deferral =
        isHtml(res) &&
        (res.getHeader('Content-Encoding') ?? 'identity') === 'identity' &&
        !(res.headersSent && res.hasHeader('Content-Length'))
          ? new ScriptsAfterFirstPaint()
          : null
    }
    return deferral
  }
  /** @param {unknown} chunk @param {unknown} encoding */
  const textOf = (chunk, encoding) =>
    (decoder ??= new TextDecoder()).decode(bytesOf(chunk, encoding), { stream: true })

  /** @type {any} */
  const target = res
  target.write = function writeRewritten(/** @type {any[]} */ ...args) {
    const streaming = decide()
    if (!streaming) return Reflect.apply(write, this, args)
    const [chunk, encoding, callback] = args
    if (!res.headersSent) res.removeHeader('Content-Length')
    const done = typeof encoding === 'function' ? encoding : callback
    const text = streaming.push(textOf(chunk, encoding))
    return Reflect.apply(write, this, done === undefined ? [text] : [text, done])
  }
  target.end = function endRewritten(/** @type {any[]} */ ...args) {
    const firstCall = deferral === undefined
    const streaming = decide()
    if (!streaming) return Reflect.apply(end, this, args)
    const [chunk, encoding, callback] = args
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    const hasChunk = chunk !== undefined && chunk !== null && typeof chunk !== 'function'
    if (firstCall && !hasChunk) {
      // No body (a HEAD answer): the length Next gave is the document's before the rewrite.
      if (!res.headersSent) res.removeHeader('Content-Length')
      return Reflect.apply(end, this, args)
    }
    if (
      firstCall &&
      typeof chunk === 'string' &&
      (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding))
    ) {
      const document = rewriteDocument(chunk)
      if (!res.headersSent && res.hasHeader('Content-Length')) {
        res.setHeader('Content-Length', document.bytes)
      }
      return Reflect.apply(end, this, done === undefined ? [document.text] : [document.text, done])
    }
    if (!res.headersSent) res.removeHeader('Content-Length')
    const text =
      (hasChunk ? streaming.push(textOf(chunk, encoding)) : '') +
      streaming.push((decoder ?? new TextDecoder()).decode()) +
      streaming.finish()
    return Reflect.apply(end, this, done === undefined ? [text] : [text, done])
  }
}

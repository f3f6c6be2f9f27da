// @ts-check
import { RewritingStream } from 'parse5-html-rewriting-stream'
import { RecentByText } from './recent-by-text.mjs'

/**
 * A page's scripts are fetched once the browser has painted it, not alongside its first paint.
 *
 * Next writes every App Router page's chunks as `<script src async>` in its head (and the
 * bootstrap chunk's preload hint, at low priority). The browser fetches them with the style sheet,
 * the fonts and the hero image, over the same six HTTP/1.1 connections; on a phone's connection
 * that is ~140 KB (brotli) of JavaScript sharing the bandwidth with what the first paint needs.
 * Lighthouse counts them in its simulated largest contentful paint whenever they finish before
 * the page's first frame is presented (docs/decisions/0016-script-deferral.md has the figures).
 *
 * So on the way out, each of Next's chunk tags becomes an inert data block (a `type` no browser
 * runs, its path in `data-src`: a data block may carry neither `src` nor `async`), its preload
 * hint is dropped, and a small inline loader before the first one turns them back into
 * ordinary async scripts when the browser reports the first contentful paint (a
 * PerformanceObserver for `paint`). Without that API, or with no paint a second after the load
 * event (a tab opened in the background), they load as before. Nothing else changes: the chunks,
 * their order of execution (async, as Next wrote them) and the inline RSC payload.
 *
 * The document is tokenised by parse5's streaming rewriter (the HTML standard's tokenizer), so
 * a tag is recognised by its name and attributes, however Next spells or orders them, and
 * everything not rewritten goes out byte for byte. Only a chunk tag with exactly `src` under
 * /_next/static/ and `async` is touched: one with any other attribute (a nonce, an integrity
 * hash, a type) is left as it is and simply loads early. e2e/script-deferral-markup.spec.ts
 * fails when Next's output stops matching this.
 */

/** The inert scripts' type: not a JavaScript MIME type, so the browser neither fetches nor runs them. */
export const AFTER_FIRST_PAINT_TYPE = 'text/x-after-first-paint'
/** Where an inert script keeps its path (a data block must not have `src`). */
export const AFTER_FIRST_PAINT_SRC = 'data-src'
const CHUNK_PATH = /^\/_next\/static\//

/**
 * The loader, run in the page (inline, serialised from this function: keep it to plain browser
 * JavaScript). Turns the inert scripts into real ones in place, once the page has painted.
 * @param {string} type
 * @param {string} srcAttribute
 */
export function loadScriptsAfterFirstPaint(type, srcAttribute) {
  let started = false
  const activate = () => {
    for (const inert of document.querySelectorAll(`script[type="${type}"]`)) {
      const src = inert.getAttribute(srcAttribute) ?? ''
      // A document still streaming when it painted: Next's runtime may have asked for a chunk
      // itself by now (it adds a plain script for any chunk it needs and finds none for).
      if (src === '' || document.querySelector(`script[src="${src}"]:not([type])`)) {
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
/** The loader's inline script, as written into a page (the CSP vouches for it: stages/csp-hashes.mjs). */
export const LOADER_SCRIPT_TEXT = `(${LOADER_SOURCE})(${JSON.stringify(AFTER_FIRST_PAINT_TYPE)},${JSON.stringify(AFTER_FIRST_PAINT_SRC)})`
const LOADER = `<script>${LOADER_SCRIPT_TEXT}</script>`

/** @typedef {Parameters<RewritingStream['emitStartTag']>[0]} StartTag */

/** @param {StartTag} tag @param {string} name */
const attributeOf = (tag, name) => tag.attrs.find((attribute) => attribute.name === name)?.value

/** Whether this is one of Next's chunk tags exactly as this rewrite expects it. @param {StartTag} tag */
function isChunkScript(tag) {
  const src = attributeOf(tag, 'src')
  return (
    tag.tagName === 'script' &&
    tag.attrs.length === 2 &&
    src !== undefined &&
    CHUNK_PATH.test(src) &&
    attributeOf(tag, 'async') !== undefined
  )
}

/** Whether this is the low-priority preload hint Next writes for a chunk. @param {StartTag} tag */
function isChunkPreload(tag) {
  return (
    tag.tagName === 'link' &&
    attributeOf(tag, 'rel') === 'preload' &&
    attributeOf(tag, 'as') === 'script' &&
    CHUNK_PATH.test(attributeOf(tag, 'href') ?? '')
  )
}

/** A script Next loads from its build that this rewrite left loading early. @param {StartTag} tag */
function isOtherChunkScript(tag) {
  const src = attributeOf(tag, 'src')
  return (
    tag.tagName === 'script' &&
    src !== undefined &&
    CHUNK_PATH.test(src) &&
    attributeOf(tag, 'nomodule') === undefined
  )
}

/**
 * What a rewrite found: the guard against Next changing its markup (the chunk tags it made
 * inert, the preload hints it dropped, and the build's scripts it left as they were).
 * @typedef {{ deferred: number, preloadsDropped: number, leftAlone: string[] }} RewriteReport
 */

/**
 * parse5's rewriting stream driven synchronously: what it pushes is collected and returned by
 * each call, rather than going through the Transform stream's asynchronous readable side.
 */
class SynchronousRewriter extends RewritingStream {
  /** @type {string[]} */
  #out = []

  /** @param {any} piece */
  push(piece) {
    if (typeof piece === 'string' && piece !== '') this.#out.push(piece)
    return true
  }

  /** @param {string} text @param {boolean} last whether this is the document's end */
  rewrite(text, last) {
    this.tokenizer.write(text, last)
    const out = this.#out.join('')
    this.#out = []
    return out
  }
}

/**
 * Rewrites one HTML document as it streams: `push` each piece of text as it comes and send what
 * it returns, then send what `finish` returns. A tag split across pieces is held back by the
 * tokenizer until it is complete.
 */
export class ScriptsAfterFirstPaint {
  #loaderWritten = false
  /** @type {RewriteReport} */
  report = { deferred: 0, preloadsDropped: 0, leftAlone: [] }
  #rewriter = new SynchronousRewriter()

  constructor() {
    const rewriter = this.#rewriter
    rewriter.on('startTag', (/** @type {StartTag} */ tag, /** @type {string} */ raw) => {
      if (isChunkScript(tag)) {
        this.report.deferred += 1
        const src = attributeOf(tag, 'src') ?? ''
        if (!this.#loaderWritten) {
          this.#loaderWritten = true
          rewriter.emitRaw(LOADER)
        }
        rewriter.emitStartTag({
          ...tag,
          attrs: [
            { name: 'type', value: AFTER_FIRST_PAINT_TYPE },
            { name: AFTER_FIRST_PAINT_SRC, value: src },
          ],
        })
        return
      }
      if (isChunkPreload(tag)) {
        this.report.preloadsDropped += 1
        return
      }
      if (isOtherChunkScript(tag)) this.report.leftAlone.push(raw)
      rewriter.emitRaw(raw)
    })
  }

  /** @param {string} text */
  push(text) {
    return this.#rewriter.rewrite(text, false)
  }

  finish() {
    return this.#rewriter.rewrite('', true)
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

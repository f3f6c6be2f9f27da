// @ts-check
import { Readable } from 'node:stream'
import { vouchedScriptHashes, withScriptSources } from '../inline-script-hashes.mjs'
import { RecentByText } from '../recent-by-text.mjs'
import { bodyText, prependBytes, readStream } from '../reply.mjs'

/**
 * Adds to an HTML page's Content-Security-Policy the hashes of the inline scripts the framework
 * and our own stages wrote in it, so that `script-src` needs no `'unsafe-inline'` and still
 * vouches for nothing else: a script that reached the page through its content (a catalogue
 * field the sanitiser missed) gets no hash, so the browser refuses it and reports it
 * (next.config.js writes the policy; this only adds `'sha256-…'` sources to its script-src).
 *
 * - A whole page (every cached page, and a page's first render) has its hashes computed once per
 *   text and kept, like the other body caches: serving it costs a map lookup.
 * - A streamed page (rendered per request: /partner-self-signup, draft preview) is read to its
 *   end, then hashed and sent whole: its headers, and so the policy, go before its first byte.
 *   Our streamed pages are small forms; past MAX_HELD_DOCUMENT_BYTES the rest streams as it
 *   comes, and a script in it would be refused (and reported).
 * Above the script deferral in the pipeline, so that it sees the page as it goes out, the
 * deferral's loader included.
 */

export const MAX_HELD_DOCUMENT_BYTES = 4 * 1024 * 1024

/** Hash sources by document text. Equal documents are one text object (the deferral's cache). */
const SOURCES_BYTES_LIMIT = 64 * 1024 * 1024
/** @type {RecentByText<string[]>} */
const sourcesByDocument = new RecentByText(SOURCES_BYTES_LIMIT, (sources) => 60 * sources.length)

/**
 * The hash sources of a document's own inline scripts, from the cache when it has been seen.
 * @param {string} html
 * @param {ReadonlySet<string>} ownScripts
 * @param {string} url for the log line about a script it does not vouch for
 */
export function documentScriptSources(html, ownScripts, url) {
  const known = sourcesByDocument.get(html)
  if (known) return known
  const { sources, unvouched } = vouchedScriptHashes(html, ownScripts)
  if (unvouched > 0) {
    console.warn(
      `${url}: ${unvouched} inline script(s) neither the framework nor we wrote; refused.`,
    )
  }
  sourcesByDocument.set(html, sources)
  return sources
}

/** @returns {import('../reply.mjs').Stage} */
export function cspHashesStage() {
  return {
    name: 'CSP hashes',
    async serve(request, next) {
      const reply = await next()
      const policy = reply.headers.get('content-security-policy')
      if (
        request.method === 'HEAD' ||
        reply.mediaType !== 'text/html' ||
        reply.contentEncoding !== 'identity' ||
        typeof policy !== 'string'
      ) {
        return reply
      }
      let html = bodyText(reply.body)
      if (reply.body instanceof Readable) {
        const held = await readStream(reply.body, MAX_HELD_DOCUMENT_BYTES)
        if (held.rest) {
          // Too long to hold: out with what has come, hashed; the rest streams unhashed.
          console.error(`A streamed page passed ${MAX_HELD_DOCUMENT_BYTES} bytes: ${request.url}`)
          reply.body = prependBytes(held.bytes, held.rest)
        } else reply.body = held.bytes
        html = held.text
      }
      const sources = documentScriptSources(html ?? '', reply.ownScripts, request.url)
      reply.headers.set('content-security-policy', withScriptSources(policy, sources))
      return reply
    },
  }
}

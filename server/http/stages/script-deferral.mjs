// @ts-check
import { Readable, Transform, pipeline } from 'node:stream'
import { bodyText } from '../reply.mjs'
import {
  LOADER_SCRIPT_TEXT,
  ScriptsAfterFirstPaint,
  rewriteDocument,
} from '../scripts-after-first-paint.mjs'

/**
 * A page's scripts are fetched once the browser has painted it (scripts-after-first-paint.mjs:
 * why, and how the markup is rewritten). A whole page is rewritten once per text; a streamed
 * page as it streams. The loader it writes is one of our own scripts, which the CSP stage above
 * vouches for. Bodies already encoded (a page Next proxied from a rewrite's destination, which
 * this server rewrote when it answered that request) go as they are.
 * @returns {import('../reply.mjs').Stage}
 */
export function scriptDeferralStage() {
  return {
    name: 'script deferral',
    async serve(request, next) {
      const reply = await next()
      if (reply.mediaType !== 'text/html' || reply.contentEncoding !== 'identity') return reply
      if (request.method === 'HEAD' || reply.body === null) {
        // No body: the length Next gave is the document's before the rewrite.
        reply.headers.delete('content-length')
        return reply
      }
      reply.ownScripts.add(LOADER_SCRIPT_TEXT)
      if (reply.body instanceof Readable) {
        reply.body = pipeline(reply.body, deferringTransform(), () => {})
        reply.headers.delete('content-length')
        return reply
      }
      reply.body = rewriteDocument(bodyText(reply.body) ?? '').text
      return reply
    },
  }
}

/** Rewrites a streamed document as its pieces come; a tag split across pieces waits for its end. */
function deferringTransform() {
  const deferral = new ScriptsAfterFirstPaint()
  const decoder = new TextDecoder()
  return new Transform({
    transform(chunk, _encoding, done) {
      done(null, deferral.push(decoder.decode(chunk, { stream: true })))
    },
    flush(done) {
      done(null, deferral.push(decoder.decode()) + deferral.finish())
    },
  })
}

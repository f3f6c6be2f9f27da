// @ts-check
import compression from 'compression'
import { serveCompressedBodiesFromCache } from './compressed-body-cache.mjs'
import { writeStringBodiesAsBuffers } from './string-bodies-as-buffers.mjs'

/**
 * How this server puts response bodies on the wire, in place of Next's own compression (off in
 * next.config.js): a cacheable body from its cached compressed bytes (compressed-body-cache.mjs);
 * a large string body as bytes, encoded once per text (string-bodies-as-buffers.mjs); then any
 * compressible body through the compression middleware, which streams it (brotli at quality 4
 * or gzip, by the client's Accept-Encoding). Each wrapper is installed around the one before,
 * so a body passes through them in the reverse order: the cache first (it needs the text), then
 * the bytes, so that the middleware neither measures nor encodes a page's text per request.
 */
const compress = compression()
const noNextMiddleware = () => {}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function encodeResponseBodies(req, res) {
  // Typed for Express's request and response; it uses only what Node's own have.
  compress(/** @type {any} */ (req), /** @type {any} */ (res), noNextMiddleware)
  writeStringBodiesAsBuffers(res)
  serveCompressedBodiesFromCache(req, res)
}

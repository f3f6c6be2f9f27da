// @ts-check
import compression from 'compression'
import { serveCompressedBodiesFromCache } from './compressed-body-cache.mjs'
import { writeStringBodiesAsBuffers } from './string-bodies-as-buffers.mjs'

/**
 * How this server puts response bodies on the wire, in place of Next's own compression (off in
 * next.config.js): a cacheable body from its cached compressed bytes (compressed-body-cache.mjs);
 * any other compressible body through the compression middleware, which streams it (brotli at
 * quality 4 or gzip, by the client's Accept-Encoding); and a large string body as bytes
 * (string-bodies-as-buffers.mjs). Each wrapper is installed around the one before, so a body
 * passes through them in the reverse order: the cache first.
 */
const compress = compression()
const noNextMiddleware = () => {}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function encodeResponseBodies(req, res) {
  writeStringBodiesAsBuffers(res)
  // Typed for Express's request and response; it uses only what Node's own have.
  compress(/** @type {any} */ (req), /** @type {any} */ (res), noNextMiddleware)
  serveCompressedBodiesFromCache(req, res)
}

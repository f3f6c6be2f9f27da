// @ts-check
import { varyOnAcceptEncoding } from '../accept-encoding.mjs'
import { replaceBody } from '../reply.mjs'

/**
 * The build's static files (/_next/static/…) go out as the brotli or gzip bytes the build wrote
 * beside them (precompressed-assets.mjs), in place of the file Next sends: Next still answers
 * (its Cache-Control, Content-Type and security headers stay), and a 200 with an unencoded body
 * gets the coding's bytes, Content-Encoding and length. A 304, a 404 or an error goes as Next
 * wrote it.
 * @param {import('../precompressed-assets.mjs').FindPrecompressedAsset} findAsset
 * @returns {import('../reply.mjs').Stage}
 */
export function staticFilesStage(findAsset) {
  return {
    name: 'static files',
    async serve(request, next) {
      const asset = findAsset(request.req)
      const reply = await next()
      if (!asset || reply.status !== 200 || reply.contentEncoding !== 'identity') return reply
      varyOnAcceptEncoding(reply)
      reply.headers.set('content-encoding', asset.coding)
      // Byte ranges would be of the file, not of this coding of it.
      reply.headers.delete('accept-ranges')
      if (request.method === 'HEAD') {
        replaceBody(reply, null)
        reply.headers.set('content-length', String(asset.bytes.length))
      } else replaceBody(reply, asset.bytes)
      return reply
    },
  }
}

#!/usr/bin/env node
// @ts-check
/**
 * `npm run build`'s last step: writes brotli and gzip siblings of the build's static files
 * (server/http/precompressed-assets.mjs), which server/http/serve.mjs sends in place of the files.
 */
import path from 'node:path'
import { precompressStaticAssets } from '../server/http/precompressed-assets.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const started = performance.now()
const totals = await precompressStaticAssets(path.join(root, '.next', 'static'))
const kilobytes = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KB`
console.log(
  `Precompressed ${totals.files} static files (${kilobytes(totals.bytes)}): ` +
    `brotli ${kilobytes(totals.br)}, gzip ${kilobytes(totals.gzip)} ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)

// @ts-check
import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { preferredEncoding } from './accept-encoding.mjs'

/**
 * The build's static files (/_next/static/…: scripts, style sheets, SVGs), compressed once at
 * build time instead of on every request.
 *
 * Their names carry a content hash and they are cached for a year, so their bytes never change
 * while a build is served. Compressed per request by the `compression` middleware, brotli could
 * only run at quality 4 (quality 11 takes ~100 ms for React's 229 KB chunk); /london's framework
 * chunks went out at 71.5 and 45.5 KB. At quality 11 they are 61.2 and 38.7 KB: /london's
 * first-load scripts and style sheet ~14% smaller for every first visit, and the map's 1.1 MB library 240 KB
 * instead of 297 KB. `npm run build` writes a `.br` (brotli 11) and a `.gz` (gzip 9) beside each
 * compressible file; the server sends one of them in place of the file's body.
 */

const STATIC_URL_PREFIX = '/_next/static/'

/** Text formats worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.map'])

/** Below this a file gains less from compression than the encoding costs (one TCP packet). */
export const PRECOMPRESS_MIN_BYTES = 1024

/** @typedef {import('./accept-encoding.mjs').ServerEncoding} ServerEncoding */

/** @type {Record<ServerEncoding, string>} */
const SIBLING_SUFFIX = { br: '.br', gzip: '.gz' }

const brotliCompress = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * @param {ServerEncoding} coding
 * @param {Buffer} bytes
 */
function compress(coding, bytes) {
  return coding === 'br'
    ? brotliCompress(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION })
}

/** @param {string} file */
function compressible(file) {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase())
}

/** @param {string} dir @returns {Promise<string[]>} */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of `staticDir` of at least
 * PRECOMPRESS_MIN_BYTES, each only when it is smaller than the file. Compressions run in zlib's
 * thread pool, a few at a time.
 * @param {string} staticDir
 * @returns {Promise<{ files: number, bytes: number, br: number, gzip: number }>} what was written:
 *   the files compressed, their total size and the total size of each coding
 */
export async function precompressStaticAssets(staticDir) {
  const files = (await filesUnder(staticDir)).filter(compressible)
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 }
  const queue = [...files]
  async function worker() {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const bytes = await readFile(file)
      if (bytes.length < PRECOMPRESS_MIN_BYTES) continue
      totals.files += 1
      totals.bytes += bytes.length
      for (const coding of /** @type {const} */ (['br', 'gzip'])) {
        const compressed = await compress(coding, bytes)
        if (compressed.length >= bytes.length) continue
        await writeFile(file + SIBLING_SUFFIX[coding], compressed)
        totals[coding] += compressed.length
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return totals
}

/** @typedef {{ coding: ServerEncoding, bytes: Buffer }} PrecompressedAsset */

/** @typedef {(req: import('node:http').IncomingMessage) => PrecompressedAsset | null} FindPrecompressedAsset */

/** @type {[ServerEncoding, string][]} */
const SIBLINGS = Object.entries(SIBLING_SUFFIX).map(([coding, suffix]) => [
  /** @type {ServerEncoding} */ (coding),
  suffix,
])

/**
 * The file under `staticDir` that a request path names, or null when it names none there: a
 * path that is not under STATIC_URL_PREFIX, cannot be decoded, or would leave the folder.
 * @param {string} url
 * @param {string} staticDir
 */
function staticFileFor(url, staticDir) {
  const pathname = url.split(/[?#]/, 1)[0] ?? ''
  if (!pathname.startsWith(STATIC_URL_PREFIX)) return null
  let relative
  try {
    relative = decodeURIComponent(pathname.slice(STATIC_URL_PREFIX.length))
  } catch {
    return null
  }
  if (relative.includes('\0')) return null
  const root = path.resolve(staticDir)
  const file = path.resolve(root, relative)
  return file.startsWith(root + path.sep) ? file : null
}

/**
 * Reads the siblings the build wrote under `staticDir` (brotli and gzip, ~3.4 MB for this app)
 * once, when the server starts: the build does not change while it is served, a request then
 * costs no file access, and no request can make the server hold more.
 * @param {string} staticDir
 * @returns {Promise<FindPrecompressedAsset>} the precompressed body a request may be answered
 *   with: a GET or HEAD of a compressible static file, without a Range (ranges are of the file's
 *   own bytes), from a client that accepts a coding the build wrote for it. Null otherwise: the
 *   response then goes out as before.
 */
export async function loadPrecompressedAssets(staticDir) {
  /** @type {Map<string, Partial<Record<ServerEncoding, Buffer>>>} */
  const byFile = new Map()
  const files = await filesUnder(staticDir).catch(() => /** @type {string[]} */ ([]))
  for (const sibling of files) {
    const [coding, suffix] = SIBLINGS.find(([, end]) => sibling.endsWith(end)) ?? []
    if (coding === undefined || suffix === undefined) continue
    const file = path.resolve(sibling.slice(0, -suffix.length))
    if (!compressible(file)) continue
    byFile.set(file, { ...byFile.get(file), [coding]: await readFile(sibling) })
  }
  return (req) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range !== undefined) {
      return null
    }
    const file = staticFileFor(req.url ?? '', staticDir)
    const codings = file === null ? undefined : byFile.get(file)
    if (codings === undefined) return null
    const coding = preferredEncoding(req.headers['accept-encoding'])
    const bytes = coding === null ? undefined : codings[coding]
    return coding === null || bytes === undefined ? null : { coding, bytes }
  }
}

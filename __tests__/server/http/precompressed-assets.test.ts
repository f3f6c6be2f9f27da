/**
 * @jest-environment node
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import {
  precompressStaticAssets,
  loadPrecompressedAssets,
} from '@/server/http/precompressed-assets.mjs'
import { compressionStage } from '@/server/http/stages/compression.mjs'
import { staticFilesStage } from '@/server/http/stages/static-files.mjs'
import { requestRaw } from '../../helpers/raw-http'
import { type Respond, withPipeline } from '../../helpers/pipeline-server'

/** A script unlike any other, large enough to compress well. */
function script(lines = 400): string {
  return Array.from(
    { length: lines },
    (_, i) => `export function venue${i}(name) { return 'Yoga at ' + name + ' £${i}' }\n`,
  ).join('')
}

let staticDir: string
let findPrecompressedAsset: Awaited<ReturnType<typeof loadPrecompressedAssets>>
const SCRIPT = script()
const STYLE = '.hero{color:#b4235a}\n'.repeat(200)

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'move-static-'))
  mkdirSync(path.join(staticDir, 'chunks'))
  mkdirSync(path.join(staticDir, 'media'))
  writeFileSync(path.join(staticDir, 'chunks', 'app.js'), SCRIPT)
  writeFileSync(path.join(staticDir, 'chunks', 'page.css'), STYLE)
  writeFileSync(path.join(staticDir, 'chunks', 'tiny.js'), 'self.a=1')
  writeFileSync(path.join(staticDir, 'media', 'face.woff2'), Buffer.alloc(4096, 7))
  // A script the build left without siblings (written after the precompression step).
  await precompressStaticAssets(staticDir)
  writeFileSync(path.join(staticDir, 'chunks', 'late.js'), script(300))
  findPrecompressedAsset = await loadPrecompressedAssets(staticDir)
})

afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

describe('precompressStaticAssets', () => {
  it.each([
    ['chunks/app.js', SCRIPT],
    ['chunks/page.css', STYLE],
  ])('writes brotli and gzip siblings of %s that decode to the file', (file, text) => {
    const full = path.join(staticDir, file)
    const br = readFileSync(`${full}.br`)
    const gz = readFileSync(`${full}.gz`)
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text)
    expect(zlib.gunzipSync(gz).toString()).toBe(text)
    expect(br.length).toBeLessThan(gz.length)
    expect(gz.length).toBeLessThan(Buffer.byteLength(text))
  })

  it.each([
    ['a file under the minimum size', 'chunks/tiny.js'],
    ['a font, compressed already', 'media/face.woff2'],
  ])('leaves %s alone', (_name, file) => {
    expect(existsSync(path.join(staticDir, `${file}.br`))).toBe(false)
    expect(existsSync(path.join(staticDir, `${file}.gz`))).toBe(false)
  })

  it('reports what it wrote, and writing again changes nothing', async () => {
    const before = readFileSync(path.join(staticDir, 'chunks', 'app.js.br'))
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'move-static-'))
    try {
      writeFileSync(path.join(scratch, 'app.js'), SCRIPT)
      const first = await precompressStaticAssets(scratch)
      const second = await precompressStaticAssets(scratch)
      expect(first).toEqual({
        files: 1,
        bytes: Buffer.byteLength(SCRIPT),
        br: before.length,
        gzip: readFileSync(path.join(scratch, 'app.js.gz')).length,
      })
      expect(second).toEqual(first)
      expect(readFileSync(path.join(scratch, 'app.js.br')).equals(before)).toBe(true)
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  })
})

const CHROME = 'gzip, deflate, br, zstd'

/** A request as the server receives it. */
function request(url: string, headers: http.IncomingHttpHeaders = {}, method = 'GET') {
  return { url, method, headers } as http.IncomingMessage
}

describe('loadPrecompressedAssets', () => {
  const browser = { 'accept-encoding': CHROME }
  it.each<[string, http.IncomingMessage, string | null]>([
    ['brotli for a browser', request('/_next/static/chunks/app.js', browser), 'chunks/app.js.br'],
    [
      'gzip for a client without brotli',
      request('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' }),
      'chunks/app.js.gz',
    ],
    [
      'a HEAD request',
      request('/_next/static/chunks/page.css', browser, 'HEAD'),
      'chunks/page.css.br',
    ],
    ['a query string', request('/_next/static/chunks/app.js?dpl=1', browser), 'chunks/app.js.br'],
    ['an escaped path', request('/_next/static/chunks/%61pp.js', browser), 'chunks/app.js.br'],
    ['no Accept-Encoding', request('/_next/static/chunks/app.js'), null],
    [
      'identity only',
      request('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' }),
      null,
    ],
    [
      'a Range request',
      request('/_next/static/chunks/app.js', { ...browser, range: 'bytes=0-99' }),
      null,
    ],
    ['a POST', request('/_next/static/chunks/app.js', browser, 'POST'), null],
    ['a file without siblings', request('/_next/static/chunks/late.js', browser), null],
    ['a missing file', request('/_next/static/chunks/missing.js', browser), null],
    ['a file too small to compress', request('/_next/static/chunks/tiny.js', browser), null],
    ['a font', request('/_next/static/media/face.woff2', browser), null],
    ['a path outside the static files', request('/chunks/app.js', browser), null],
    [
      'a path that climbs out',
      request('/_next/static/chunks/..%2f..%2fpackage.json', browser),
      null,
    ],
    ['the folder itself', request('/_next/static/..', browser), null],
    ['a malformed escape', request('/_next/static/chunks/%E0%A4%A.js', browser), null],
    ['a NUL byte', request('/_next/static/chunks/app.js%00.js', browser), null],
  ])('%s', async (_name, req, sibling) => {
    const asset = findPrecompressedAsset(req)
    if (sibling === null) {
      expect(asset).toBeNull()
      return
    }
    expect(asset?.coding).toBe(sibling.endsWith('.br') ? 'br' : 'gzip')
    expect(asset?.bytes.equals(readFileSync(path.join(staticDir, sibling)))).toBe(true)
  })
})

const CSP = "default-src 'self'"

/** Static files as Next sends them: its headers, then the file streamed. */
const nextStatic: Respond = (req, res) => {
  const file = path.join(
    staticDir,
    (req.url ?? '').replace('/_next/static/', '').split('?')[0] ?? '',
  )
  res.setHeader('Content-Security-Policy', CSP)
  if (!existsSync(file)) {
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/plain')
    res.end('Not Found')
    return
  }
  if (req.headers['if-modified-since']) {
    res.statusCode = 304
    res.end()
    return
  }
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  res.setHeader(
    'Content-Type',
    file.endsWith('.css') ? 'text/css; charset=UTF-8' : 'application/javascript; charset=UTF-8',
  )
  res.setHeader('Accept-Ranges', 'bytes')
  res.setHeader('Content-Length', statSync(file).size)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  createReadStream(file).pipe(res)
}

/** The stages in the pipeline's order, with `respond` in place of Next. */
function withServer(respond: Respond, run: (origin: string) => Promise<void>) {
  return withPipeline(
    [compressionStage(), staticFilesStage((req) => findPrecompressedAsset(req))],
    respond,
    run,
  )
}

const get = requestRaw

it('finds the same files when the folder is given relative to the working directory', async () => {
  const find = await loadPrecompressedAssets(path.relative(process.cwd(), staticDir))
  const asset = find(request('/_next/static/chunks/app.js', { 'accept-encoding': CHROME }))
  expect(asset?.bytes.equals(readFileSync(path.join(staticDir, 'chunks', 'app.js.br')))).toBe(true)
})

it('finds nothing in a folder that does not exist', async () => {
  const find = await loadPrecompressedAssets(path.join(staticDir, 'missing'))
  expect(find(request('/_next/static/chunks/app.js', { 'accept-encoding': CHROME }))).toBeNull()
})

describe('a static file through the server', () => {
  it.each<[string, string, 'br' | 'gzip']>([
    ['brotli to a browser', CHROME, 'br'],
    ['gzip to a client without brotli', 'gzip', 'gzip'],
  ])('is sent from its precompressed bytes: %s', async (_name, acceptEncoding, coding) => {
    await withServer(nextStatic, async (origin) => {
      const answer = await get(`${origin}/_next/static/chunks/app.js`, {
        'accept-encoding': acceptEncoding,
      })
      const sibling = readFileSync(
        path.join(staticDir, 'chunks', `app.js.${coding === 'br' ? 'br' : 'gz'}`),
      )
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(coding)
      expect(answer.raw.equals(sibling)).toBe(true)
      expect(Number(answer.headers['content-length'])).toBe(sibling.length)
      expect(answer.decoded.toString()).toBe(SCRIPT)
      expect(answer.headers.vary).toMatch(/accept-encoding/i)
      expect(answer.headers['accept-ranges']).toBeUndefined()
      // Next's own headers stay.
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8')
      expect(answer.headers['content-security-policy']).toBe(CSP)
    })
  })

  it('answers HEAD with the coding’s headers and no body', async () => {
    await withServer(nextStatic, async (origin) => {
      const answer = await get(
        `${origin}/_next/static/chunks/page.css`,
        { 'accept-encoding': CHROME },
        'HEAD',
      )
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe('br')
      expect(Number(answer.headers['content-length'])).toBe(
        readFileSync(path.join(staticDir, 'chunks', 'page.css.br')).length,
      )
      expect(answer.raw.length).toBe(0)
    })
  })

  it('sends the file itself, with its ranges, to a client that accepts no coding', async () => {
    await withServer(nextStatic, async (origin) => {
      const answer = await get(`${origin}/_next/static/chunks/app.js`)
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.raw.toString()).toBe(SCRIPT)
      expect(answer.headers['accept-ranges']).toBe('bytes')
    })
  })

  it('leaves a 304 as the handler sends it', async () => {
    await withServer(nextStatic, async (origin) => {
      const answer = await get(`${origin}/_next/static/chunks/app.js`, {
        'accept-encoding': CHROME,
        'if-modified-since': new Date().toUTCString(),
      })
      expect(answer.status).toBe(304)
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.raw.length).toBe(0)
    })
  })

  it('leaves an error page as the handler sends it', async () => {
    // The sibling exists but the handler refuses the file (as Next does for a removed build).
    const refusing: Respond = (_req, res) => {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/plain')
      res.end('Not Found')
    }
    await withServer(refusing, async (origin) => {
      const answer = await get(`${origin}/_next/static/chunks/app.js`, {
        'accept-encoding': 'identity',
      })
      expect(answer.status).toBe(404)
      expect(answer.decoded.toString()).toBe('Not Found')
      const encoded = await get(`${origin}/_next/static/chunks/app.js`, {
        'accept-encoding': CHROME,
      })
      expect(encoded.status).toBe(404)
      expect(encoded.decoded.toString()).toBe('Not Found')
    })
  })

  it('compresses a file without siblings as it goes out, as before', async () => {
    await withServer(nextStatic, async (origin) => {
      const answer = await get(`${origin}/_next/static/chunks/late.js`, {
        'accept-encoding': CHROME,
      })
      expect(answer.headers['content-encoding']).toBe('br')
      expect(answer.headers['content-length']).toBeUndefined()
      expect(answer.decoded.toString()).toBe(script(300))
    })
  })
})

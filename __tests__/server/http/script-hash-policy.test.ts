/**
 * @jest-environment node
 */
import http from 'node:http'
import { inlineScriptHashes } from '@/server/http/inline-script-hashes.mjs'
import {
  documentScriptSources,
  hashInlineScriptsIntoPolicy,
  MAX_HELD_DOCUMENT_BYTES,
} from '@/server/http/script-hash-policy.mjs'
import { encodeResponseBodies } from '@/server/http/response-encoding.mjs'
import { compressionsSettled } from '@/server/http/compressed-body-cache.mjs'
import {
  AFTER_FIRST_PAINT_TYPE,
  loadPageScriptsAfterFirstPaint,
} from '@/server/http/scripts-after-first-paint.mjs'
import { requestRaw, withHttpServer, type RawAnswer } from '../../helpers/raw-http'

type Respond = (req: http.IncomingMessage, res: http.ServerResponse) => void

const POLICY = "default-src 'self'; script-src 'self'; script-src-attr 'none'; object-src 'none'"
const ISR_PAGE = 's-maxage=300, stale-while-revalidate=31535700'
const CHROME = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/** The wrappers in production-server.mjs's order, with `respond` in place of Next. */
function withServer(respond: Respond, run: (origin: string) => Promise<void>) {
  return withHttpServer((req, res) => {
    encodeResponseBodies(req, res)
    hashInlineScriptsIntoPolicy(req, res)
    loadPageScriptsAfterFirstPaint(res)
    respond(req, res)
  }, run)
}

let pageNumber = 0
/** A page as Next writes one: a chunk tag in the head, inline scripts in the body. */
function page(): string {
  pageNumber += 1
  return (
    '<!DOCTYPE html><html><head>' +
    '<script src="/_next/static/chunks/main-app.js" async=""></script></head><body>' +
    `<main>Page ${pageNumber}: yoga in Brixton, £5 a week</main>`.repeat(200) +
    `<script>self.__next_f=self.__next_f||[];self.__next_f.push([0,${pageNumber}])</script>` +
    '<script type="application/ld+json">{"@type":"Organization"}</script>' +
    `<script id="_R_">(globalThis.TURBOPACK=[]).push(${pageNumber})</script>` +
    '</body></html>'
  )
}

function headersFor(res: http.ServerResponse, cacheControl: string) {
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', cacheControl)
  res.setHeader('Content-Security-Policy', POLICY)
}

const wholePage =
  (body: string): Respond =>
  (_req, res) => {
    headersFor(res, ISR_PAGE)
    res.end(body)
  }

/** As Next streams a page rendered per request: headers flushed, then Uint8Array pieces. */
const streamedPage =
  (body: string, pieces = 5): Respond =>
  (_req, res) => {
    headersFor(res, 'private, no-cache, no-store, max-age=0, must-revalidate')
    res.flushHeaders()
    const bytes = Buffer.from(body)
    const size = Math.ceil(bytes.length / pieces)
    let at = 0
    const next = () => {
      if (at >= bytes.length) return void res.end()
      const piece = new Uint8Array(bytes.subarray(at, at + size))
      at += size
      res.write(piece)
      setTimeout(next, 2)
    }
    next()
  }

function scriptSources(answer: RawAnswer): string[] {
  const policy = String(answer.headers['content-security-policy'])
  const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src '))
  return scriptSrc?.trim().split(/\s+/).slice(1) ?? []
}

/** Every script the delivered page would run inline is allowed by the policy it came with. */
function expectEveryInlineScriptAllowed(answer: RawAnswer) {
  const needed = inlineScriptHashes(answer.text)
  // The deferral's loader, the RSC push and the bootstrap: JSON-LD needs no hash.
  expect(needed).toHaveLength(3)
  expect(scriptSources(answer)).toEqual(["'self'", ...needed])
  expect(answer.text).toContain(`type="${AFTER_FIRST_PAINT_TYPE}"`)
  expect(String(answer.headers['content-security-policy'])).not.toContain('unsafe-inline')
}

describe('hashInlineScriptsIntoPolicy', () => {
  it.each<[string, Record<string, string>]>([
    ['uncompressed', {}],
    ['compressed, then from the compressed cache', CHROME],
  ])(
    'lists a whole page’s inline scripts, the deferral loader included: %s',
    async (_, headers) => {
      const body = page()
      await withServer(wholePage(body), async (origin) => {
        const first = await requestRaw(origin, headers)
        expectEveryInlineScriptAllowed(first)
        await compressionsSettled()
        const again = await requestRaw(origin, headers)
        expectEveryInlineScriptAllowed(again)
        expect(again.headers['content-security-policy']).toBe(
          first.headers['content-security-policy'],
        )
        expect(Number(first.headers['content-length'] ?? first.raw.length)).toBe(first.raw.length)
      })
    },
  )

  it('holds a streamed page until it is complete, then sends it with its hashes', async () => {
    const body = page()
    await withServer(streamedPage(body), async (origin) => {
      const answer = await requestRaw(origin, CHROME)
      expect(answer.status).toBe(200)
      expectEveryInlineScriptAllowed(answer)
      expect(answer.text).toContain(`Page ${pageNumber}:`)
    })
  })

  it('computes a page’s hashes once for the same text', () => {
    const body = page()
    expect(documentScriptSources(body)).toBe(documentScriptSources(body))
  })

  it.each<[string, Respond]>([
    [
      'JSON',
      (_req, res) => {
        res.setHeader('Content-Type', 'application/json')
        res.setHeader('Content-Security-Policy', POLICY)
        res.end('{"script":"<script>a()</script>"}')
      },
    ],
    [
      'a page without a policy',
      (_req, res) => {
        res.setHeader('Content-Type', 'text/html')
        res.end('<script>a()</script>')
      },
    ],
  ])('leaves %s as it is', async (_, respond) => {
    await withServer(respond, async (origin) => {
      const answer = await requestRaw(origin)
      const policy = answer.headers['content-security-policy']
      expect(policy === undefined || policy === POLICY).toBe(true)
    })
  })

  it('answers HEAD with the policy and no body', async () => {
    await withServer(wholePage(page()), async (origin) => {
      const answer = await requestRaw(origin, {}, 'HEAD')
      expect(answer.raw.length).toBe(0)
      expect(answer.headers['content-security-policy']).toBe(POLICY)
    })
  })

  it(`streams the rest of a page past ${MAX_HELD_DOCUMENT_BYTES / 1024 / 1024} MiB`, async () => {
    const huge = `<!DOCTYPE html><script>early()</script>${'<p>x</p>'.repeat(
      MAX_HELD_DOCUMENT_BYTES / 8 + 1000,
    )}`
    jest.spyOn(console, 'error').mockImplementation(() => {})
    await withServer(streamedPage(huge, 40), async (origin) => {
      const answer = await requestRaw(origin)
      expect(answer.text).toBe(huge)
      expect(scriptSources(answer)).toEqual([
        "'self'",
        ...inlineScriptHashes('<script>early()</script>'),
      ])
    })
  })
})

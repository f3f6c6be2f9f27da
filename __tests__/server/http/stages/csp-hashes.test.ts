/**
 * @jest-environment node
 */
import http from 'node:http'
import { compressionsSettled } from '@/server/http/compressed-body-cache.mjs'
import { scriptHashSource } from '@/server/http/inline-script-hashes.mjs'
import {
  AFTER_FIRST_PAINT_TYPE,
  LOADER_SCRIPT_TEXT,
} from '@/server/http/scripts-after-first-paint.mjs'
import { compressionStage } from '@/server/http/stages/compression.mjs'
import {
  cspHashesStage,
  documentScriptSources,
  MAX_HELD_DOCUMENT_BYTES,
} from '@/server/http/stages/csp-hashes.mjs'
import { scriptDeferralStage } from '@/server/http/stages/script-deferral.mjs'
import { requestRaw, type RawAnswer } from '../../../helpers/raw-http'
import { type Respond, withPipeline } from '../../../helpers/pipeline-server'

const POLICY = "default-src 'self'; script-src 'self'; script-src-attr 'none'; object-src 'none'"
const ISR_PAGE = 's-maxage=300, stale-while-revalidate=31535700'
const CHROME = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/** The stages in the pipeline's order, with `respond` in place of Next. */
function withServer(respond: Respond, run: (origin: string) => Promise<void>) {
  return withPipeline([compressionStage(), cspHashesStage(), scriptDeferralStage()], respond, run)
}

const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])'
const payload = (n: number) => `self.__next_f.push([1,"page ${n}"])`
const turbopack = (n: number) =>
  `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/${n}.js"]});`

let pageNumber = 0
/** A page as Next writes one: a chunk tag in the head, its inline scripts in the body. */
function page(content = ''): string {
  pageNumber += 1
  return (
    '<!DOCTYPE html><html><head>' +
    '<script src="/_next/static/chunks/main-app.js" async=""></script></head><body>' +
    `<main>Page ${pageNumber}: yoga in Brixton, £5 a week${content}</main>`.repeat(200) +
    `<script>${bootstrap}</script><script>${payload(pageNumber)}</script>` +
    '<script type="application/ld+json">{"@type":"Organization"}</script>' +
    `<script id="_R_">${turbopack(pageNumber)}</script>` +
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
  async (_req, res) => {
    headersFor(res, 'private, no-cache, no-store, max-age=0, must-revalidate')
    res.flushHeaders()
    const bytes = Buffer.from(body)
    const size = Math.ceil(bytes.length / pieces)
    for (let at = 0; at < bytes.length; at += size) {
      if (!res.write(new Uint8Array(bytes.subarray(at, at + size)))) {
        await new Promise((resolve) => res.once('drain', resolve))
      }
    }
    res.end()
  }

function scriptSources(answer: RawAnswer): string[] {
  const policy = String(answer.headers['content-security-policy'])
  const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src '))
  return scriptSrc?.trim().split(/\s+/).slice(1) ?? []
}

/** The policy lists the deferral's loader and Next's three scripts, and nothing else. */
function expectOwnScriptsAllowed(answer: RawAnswer, n = pageNumber) {
  expect(scriptSources(answer)).toEqual([
    "'self'",
    ...[LOADER_SCRIPT_TEXT, bootstrap, payload(n), turbopack(n)].map(scriptHashSource),
  ])
  expect(answer.text).toContain(`type="${AFTER_FIRST_PAINT_TYPE}"`)
  expect(String(answer.headers['content-security-policy'])).not.toContain('unsafe-inline')
}

describe('the CSP hashes stage', () => {
  it.each<[string, Record<string, string>]>([
    ['uncompressed', {}],
    ['compressed, then from the compressed cache', CHROME],
  ])(
    'lists the hashes of a whole page’s own inline scripts, the deferral loader included: %s',
    async (_, headers) => {
      const body = page()
      await withServer(wholePage(body), async (origin) => {
        const first = await requestRaw(origin, headers)
        expectOwnScriptsAllowed(first)
        await compressionsSettled()
        const again = await requestRaw(origin, headers)
        expectOwnScriptsAllowed(again)
        expect(again.headers['content-security-policy']).toBe(
          first.headers['content-security-policy'],
        )
      })
    },
  )

  it('reads a streamed page to its end, then sends it with its hashes', async () => {
    const body = page()
    await withServer(streamedPage(body), async (origin) => {
      const answer = await requestRaw(origin, CHROME)
      expect(answer.status).toBe(200)
      expectOwnScriptsAllowed(answer)
      expect(answer.text).toContain(`Page ${pageNumber}:`)
    })
  })

  it.each<[string, (body: string) => Respond]>([
    ['a whole page', wholePage],
    ['a streamed page', (body) => streamedPage(body)],
  ])(
    'vouches for no script that came in with the content of %s, and says so in the log',
    async (_, respond) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
      try {
        const injected = '<script>window.__injected=true</script>'
        const body = page(`<p>${injected}</p>`)
        await withServer(respond(body), async (origin) => {
          const answer = await requestRaw(origin)
          expect(answer.text).toContain(injected)
          expectOwnScriptsAllowed(answer)
          expect(scriptSources(answer)).not.toContain(scriptHashSource('window.__injected=true'))
        })
        expect(warn).toHaveBeenCalledWith(expect.stringMatching(/inline script\(s\) neither/))
      } finally {
        warn.mockRestore()
      }
    },
  )

  it('computes a page’s hashes once for the same text', () => {
    const body = page()
    expect(documentScriptSources(body, new Set(), '/')).toBe(
      documentScriptSources(body, new Set(), '/'),
    )
  })

  it.each<[string, Respond]>([
    [
      'JSON',
      (_req, res) => {
        res.setHeader('Content-Type', 'application/json')
        res.setHeader('Content-Security-Policy', POLICY)
        res.end('{"script":"<script>self.__next_f.push([1,\\"a\\"])</script>"}')
      },
    ],
    [
      'a page without a policy',
      (_req, res) => {
        res.setHeader('Content-Type', 'text/html')
        res.end('<script>self.__next_f.push([1,"a"])</script>')
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
    const early = 'self.__next_f.push([1,"early"])'
    const huge = `<!DOCTYPE html><script>${early}</script>${'<p>x</p>'.repeat(
      MAX_HELD_DOCUMENT_BYTES / 8 + 1000,
    )}`
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await withServer(streamedPage(huge, 40), async (origin) => {
        const answer = await requestRaw(origin)
        expect(answer.text).toBe(huge)
        expect(scriptSources(answer)).toEqual(["'self'", scriptHashSource(early)])
      })
    } finally {
      error.mockRestore()
    }
  })
})

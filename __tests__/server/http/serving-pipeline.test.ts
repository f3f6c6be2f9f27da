/**
 * @jest-environment node
 */
import type http from 'node:http'
import zlib from 'node:zlib'
import { compressionsSettled } from '@/server/http/compressed-body-cache.mjs'
import { scriptHashSource } from '@/server/http/inline-script-hashes.mjs'
import { pipelineListener } from '@/server/http/node-adapter.mjs'
import {
  AFTER_FIRST_PAINT_TYPE,
  LOADER_SCRIPT_TEXT,
} from '@/server/http/scripts-after-first-paint.mjs'
import { servingStages } from '@/server/http/serving-pipeline.mjs'
import { FAILED_PAGE_TITLE } from '@/server/http/stages/outage-page.mjs'
import { clearSharedMicroCache } from '@/server/http/stages/micro-cache.mjs'
import { PEER_ADDRESS_HEADER, provenPeerAddress } from '@/server/security/peer-address-header.mjs'
import { requestRaw, withHttpServer } from '../../helpers/raw-http'

/**
 * The whole pipeline around a stand-in for Next. Each expectation below holds only with every
 * stage present and in its place, and says which order it proves.
 */

const POLICY = "default-src 'self'; script-src 'self'; script-src-attr 'none'"
const ISR_PAGE = 's-maxage=300, stale-while-revalidate=31535700'
const CHROME = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const PAYLOAD = 'self.__next_f.push([1,"london"])'
const PAGE =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/app.js" async=""></script></head>' +
  `<body>${'<p>Yoga in Brixton, £5 a week</p>'.repeat(300)}<script>${PAYLOAD}</script></body></html>`
const SCRIPT = 'self.app=1;'.repeat(500)
/** What the build wrote beside the script (brotli at its best). */
const ASSET = zlib.brotliCompressSync(SCRIPT)
const LANE_ANSWER = JSON.stringify({ data: { activities: 'x'.repeat(5000) } })

let nextAnswers = 0
/** The stand-in for Next: a cached page, a failed render, a static file and a peer echo. */
async function next(req: http.IncomingMessage, res: http.ServerResponse) {
  nextAnswers += 1
  res.setHeader('Content-Security-Policy', POLICY)
  if (req.url === '/london') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', ISR_PAGE)
    res.end(PAGE)
  } else if (req.url === '/broken') {
    res.statusCode = 500
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end('<html id="__next_error__"></html>')
  } else if (req.url === '/_next/static/chunks/app.js') {
    res.setHeader('Content-Type', 'application/javascript')
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.end(SCRIPT)
  } else {
    res.setHeader('Content-Type', 'text/plain')
    res.end(provenPeerAddress(String(req.headers[PEER_ADDRESS_HEADER])) ?? 'unproven')
  }
}

function withPipelineServer(run: (origin: string) => Promise<void>) {
  const stages = servingStages({
    graphqlLane: {
      headers: [{ key: 'X-Lane-Header', value: 'from next.config.js' }],
      handler: () => (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/graphql-response+json' })
        res.end(LANE_ANSWER)
      },
    },
    findStaticAsset: (req) =>
      req.url === '/_next/static/chunks/app.js' ? { coding: 'br', bytes: ASSET } : null,
  })
  return withHttpServer(pipelineListener(stages, next), run)
}

beforeEach(() => {
  clearSharedMicroCache()
  nextAnswers = 0
})

describe('the serving pipeline', () => {
  it('has its stages in this order', () => {
    const names = servingStages({ graphqlLane: null, findStaticAsset: () => null }).map(
      (stage) => stage.name,
    )
    expect(names).toEqual([
      'peer address',
      'micro-cache',
      'compression and the body cache',
      'experiments lane',
      'admission',
      'GraphQL lane',
      'static files',
      'CSP hashes',
      'script deferral',
      'outage page',
    ])
  })

  it('serves a cached page deferred, hashed, compressed, then again from the micro-cache', async () => {
    await withPipelineServer(async (origin) => {
      const first = await requestRaw(`${origin}/london`, CHROME)
      // The deferral ran on the page...
      expect(first.text).toContain(`type="${AFTER_FIRST_PAINT_TYPE}"`)
      // ...before the CSP stage hashed it: its loader is vouched for.
      const policy = String(first.headers['content-security-policy'])
      expect(policy).toContain(scriptHashSource(LOADER_SCRIPT_TEXT))
      expect(policy).toContain(scriptHashSource(PAYLOAD))
      // Compression came last on the body's way out.
      expect(first.headers['content-encoding']).toBe('br')
      // The micro-cache, above compression, kept and replays those exact bytes.
      const second = await requestRaw(`${origin}/london`, CHROME)
      expect(nextAnswers).toBe(1)
      expect(second.headers.age).toBe('0')
      expect(second.raw.equals(first.raw)).toBe(true)
      expect(second.headers['content-security-policy']).toBe(policy)
      await compressionsSettled()
    })
  })

  it('answers a failed render with the outage page, which no cache keeps', async () => {
    await withPipelineServer(async (origin) => {
      for (let i = 0; i < 2; i += 1) {
        const answer = await requestRaw(`${origin}/broken`, CHROME)
        expect(answer.status).toBe(503)
        expect(answer.text).toContain(FAILED_PAGE_TITLE)
        expect(answer.headers['retry-after']).toBe('30')
      }
      expect(nextAnswers).toBe(2)
    })
  })

  it('answers /graphql on the lane, with its headers, compressed on the way out', async () => {
    await withPipelineServer(async (origin) => {
      const answer = await requestRaw(`${origin}/graphql`, CHROME, 'POST')
      expect(nextAnswers).toBe(0)
      expect(answer.text).toBe(LANE_ANSWER)
      expect(answer.headers['x-lane-header']).toBe('from next.config.js')
      expect(answer.headers['content-encoding']).toBe('br')
    })
  })

  it('sends a static file as its precompressed bytes, not compressed again', async () => {
    await withPipelineServer(async (origin) => {
      const answer = await requestRaw(`${origin}/_next/static/chunks/app.js`, CHROME)
      expect(answer.headers['content-encoding']).toBe('br')
      expect(answer.raw.equals(ASSET)).toBe(true)
      expect(answer.text).toBe(SCRIPT)
    })
  })

  it('hands Next the peer address with its proof, over any a client sent', async () => {
    await withPipelineServer(async (origin) => {
      const answer = await requestRaw(`${origin}/peer`, { [PEER_ADDRESS_HEADER]: '203.0.113.9' })
      expect(answer.text).toBe('127.0.0.1')
    })
  })
})

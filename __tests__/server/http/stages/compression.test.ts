/**
 * @jest-environment node
 */
import http from 'node:http'
import zlib from 'node:zlib'
import { sharedCacheMayStore } from '@/server/http/cache-control.mjs'
import {
  COMPRESSED_BODY_BYTES_LIMIT,
  compressionQueue,
  compressionsSettled,
  keptCompressedBody,
  MAX_CONCURRENT_COMPRESSIONS,
  MAX_QUEUED_COMPRESSIONS,
  heldCompressedBodyBytes,
} from '@/server/http/compressed-body-cache.mjs'
import { compressionStage } from '@/server/http/stages/compression.mjs'
import { type RawAnswer, requestRaw } from '../../../helpers/raw-http'
import { type Respond, withPipeline } from '../../../helpers/pipeline-server'

type Answer = RawAnswer

/** The compression stage with `respond` in place of the stages below it and Next. */
function withServer(respond: Respond, run: (origin: string) => Promise<void>) {
  return withPipeline([compressionStage()], respond, run)
}

const get = requestRaw

let pageNumber = 0
/** A page body unlike any other test's, so that no test sees another's cache entry. */
function page(kilobytes = 40): string {
  pageNumber += 1
  const line = `<li>Page ${pageNumber}: Yoga in Brixton, £5 a week — 4.8★</li>\n`
  return `<!DOCTYPE html><ul>${line.repeat(Math.ceil((kilobytes * 1024) / line.length))}</ul>`
}

const ISR_PAGE = 's-maxage=300, stale-while-revalidate=31535700'
const CHROME = { 'accept-encoding': 'gzip, deflate, br, zstd' }

function html(body: string, cacheControl = ISR_PAGE, status = 200): Respond {
  return (_req, res) => {
    res.statusCode = status
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', cacheControl)
    res.end(body)
  }
}

/**
 * Whether an answer's bytes are kept ones: the first request's (`best: false`), or the best
 * (brotli 11, gzip 9), not compressed per request and dropped.
 */
const fromCache = (answer: Answer, body: string, { best = true } = {}) => {
  const coding = answer.headers['content-encoding']
  if (coding !== 'br' && coding !== 'gzip') return false
  return keptCompressedBody(body, coding, { best })?.equals(answer.raw) ?? false
}

describe('the compression stage', () => {
  it.each<[string, Record<string, string>, 'br' | 'gzip']>([
    ['brotli for a browser that accepts it', CHROME, 'br'],
    ['gzip for a client without brotli', { 'accept-encoding': 'gzip' }, 'gzip'],
  ])(
    'sends a cacheable page compressed, keeps those bytes for the next request, then the best: %s',
    async (_name, headers, coding) => {
      const body = page()
      await withServer(html(body), async (origin) => {
        const first = await get(origin, headers)
        expect(first.headers['content-encoding']).toBe(coding)
        expect(first.text).toBe(body)
        // Kept at once, so a second request before the best bytes are made reuses them.
        expect(fromCache(first, body, { best: false })).toBe(true)
        expect(fromCache(first, body)).toBe(false)

        await compressionsSettled()
        const second = await get(origin, headers)
        expect(second.headers['content-encoding']).toBe(coding)
        expect(Number(second.headers['content-length'])).toBe(second.raw.length)
        expect(fromCache(second, body)).toBe(true)
        expect(second.text).toBe(body)
        expect(second.headers.vary).toMatch(/accept-encoding/i)
      })
    },
  )

  it('sends the page uncompressed, with Vary: Accept-Encoding, to a client that asks for no coding', async () => {
    const body = page()
    await withServer(html(body), async (origin) => {
      await get(origin, CHROME)
      await compressionsSettled()
      const plain = await get(origin)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.raw.equals(Buffer.from(body))).toBe(true)
      expect(plain.headers.vary).toMatch(/accept-encoding/i)
    })
  })

  it.each<[string, (body: string) => Respond]>([
    ['a private page', (body) => html(body, 'private, no-cache, no-store, max-age=0')],
    ['a page without a lifetime', (body) => html(body, 'public')],
    ['a page with max-age=0', (body) => html(body, 'max-age=0')],
    ['a page with no Cache-Control', (body) => html(body, '')],
    ['a 206 partial body', (body) => html(body, ISR_PAGE, 206)],
    [
      'a body streamed over several turns',
      (body) => async (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', ISR_PAGE)
        res.write(body.slice(0, 100))
        await new Promise((resolve) => setTimeout(resolve, 5))
        res.end(body.slice(100))
      },
    ],
    [
      'a Buffer body',
      (body) => (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', ISR_PAGE)
        res.end(Buffer.from(body))
      },
    ],
  ])('compresses %s per request every time, never from the cache', async (_name, respond) => {
    const body = page()
    await withServer(respond(body), async (origin) => {
      for (let i = 0; i < 2; i += 1) {
        const answer = await get(origin, CHROME)
        expect(answer.headers['content-encoding']).toBe('br')
        expect(answer.text).toBe(body)
        expect(fromCache(answer, body, { best: false })).toBe(false)
        await compressionsSettled()
      }
    })
  })

  it.each<[string, (body: string) => Respond]>([
    [
      'an image type',
      (body) => (_req, res) => {
        res.setHeader('Content-Type', 'image/png')
        res.setHeader('Cache-Control', ISR_PAGE)
        res.end(body)
      },
    ],
    ['a no-transform page', (body) => html(body, `${ISR_PAGE}, no-transform`)],
    [
      'a body that is already encoded',
      (body) => (_req, res) => {
        res.setHeader('Content-Type', 'text/plain')
        res.setHeader('Content-Encoding', 'identity, custom')
        res.setHeader('Cache-Control', ISR_PAGE)
        res.end(body)
      },
    ],
  ])('leaves %s as it is', async (_name, respond) => {
    const body = page()
    await withServer(respond(body), async (origin) => {
      for (let i = 0; i < 2; i += 1) {
        const answer = await get(origin, CHROME)
        expect(answer.headers['content-encoding'] ?? 'identity').not.toMatch(/^(br|gzip)$/)
        expect(answer.raw.equals(Buffer.from(body))).toBe(true)
        await compressionsSettled()
      }
    })
  })

  it('answers HEAD with the headers and no body, and does not compress for it', async () => {
    const body = page()
    await withServer(html(body), async (origin) => {
      const head = await get(origin, CHROME, 'HEAD')
      await compressionsSettled()
      expect(head.status).toBe(200)
      expect(head.raw.length).toBe(0)
      expect(head.headers['content-encoding']).toBeUndefined()
      // HEAD started no compression: a GET is still compressed per request first.
      expect(fromCache(await get(origin, CHROME), body)).toBe(false)
    })
  })

  it('leaves small bodies uncompressed', async () => {
    await withServer(html('<p>£1 taster</p>'), async (origin) => {
      const answer = await get(origin, CHROME)
      await compressionsSettled()
      const again = await get(origin, CHROME)
      for (const small of [answer, again]) {
        expect(small.headers['content-encoding']).toBeUndefined()
        expect(small.text).toBe('<p>£1 taster</p>')
      }
    })
  })

  it('streams a page written in pieces as the pieces come (streamed rendering still streams)', async () => {
    // The server ends the page only once the client has its first piece. Were that piece held
    // back until the end, the server gives up waiting after 5 s and the test fails.
    let firstPieceArrived: () => void = () => {}
    const clientHasFirstPiece = new Promise<boolean>((resolve) => {
      firstPieceArrived = () => resolve(true)
      setTimeout(() => resolve(false), 5_000).unref()
    })
    let firstPieceBeforeEnd = false
    const respond: Respond = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.flushHeaders()
      res.write('<!DOCTYPE html><p>shell</p>')
      void clientHasFirstPiece.then((arrived) => {
        firstPieceBeforeEnd = arrived
        res.end('<p>the rest</p>')
      })
    }
    await withServer(respond, async (origin) => {
      const body = await new Promise<string>((resolve, reject) => {
        http
          .get(origin, { headers: CHROME }, (response) => {
            expect(response.headers['content-encoding']).toBe('br')
            const decoder = zlib.createBrotliDecompress()
            const pieces: Buffer[] = []
            response.pipe(decoder)
            decoder.once('data', () => firstPieceArrived())
            decoder.on('data', (piece: Buffer) => pieces.push(piece))
            decoder.on('end', () => resolve(Buffer.concat(pieces).toString('utf8')))
            decoder.on('error', reject)
          })
          .on('error', reject)
      })
      expect(body).toBe('<!DOCTYPE html><p>shell</p><p>the rest</p>')
    })
    expect(firstPieceBeforeEnd).toBe(true)
  })

  it(`holds at most ${COMPRESSED_BODY_BYTES_LIMIT / 1024 / 1024} MiB and keeps the most recent pages`, async () => {
    // Each 1024 KB page counts twice its length (its text) plus its gzip bytes: more than fit.
    const bodies = Array.from({ length: COMPRESSED_BODY_BYTES_LIMIT / (2 * 1024 * 1024) + 8 }, () =>
      page(1024),
    )
    let next = 0
    const respond: Respond = (req, res) =>
      html(bodies[Number(req.url?.slice(1) ?? 0)] ?? '')(req, res)
    await withServer(respond, async (origin) => {
      const gzip = { 'accept-encoding': 'gzip' }
      for (; next < bodies.length; next += 1) {
        await get(`${origin}/${next}`, gzip)
        await compressionsSettled()
      }
      expect(heldCompressedBodyBytes()).toBeGreaterThan(0)
      expect(heldCompressedBodyBytes()).toBeLessThanOrEqual(COMPRESSED_BODY_BYTES_LIMIT)
      const latest = await get(`${origin}/${bodies.length - 1}`, gzip)
      expect(fromCache(latest, bodies.at(-1)!)).toBe(true)
      expect(latest.text).toBe(bodies.at(-1))
      const oldest = await get(`${origin}/0`, gzip)
      expect(fromCache(oldest, bodies[0]!)).toBe(false)
      expect(oldest.text).toBe(bodies[0])
    })
  }, 60_000)

  it(`upgrades ${MAX_CONCURRENT_COMPRESSIONS} at a time with ${MAX_QUEUED_COMPRESSIONS} waiting, and skips the upgrade when busy`, async () => {
    const burst = MAX_CONCURRENT_COMPRESSIONS + MAX_QUEUED_COMPRESSIONS + 10
    const bodies = Array.from({ length: burst }, () => page(200))
    const respond: Respond = (req, res) =>
      html(bodies[Number(req.url?.slice(1) ?? 0)] ?? '')(req, res)
    await withServer(respond, async (origin) => {
      const skippedBefore = compressionQueue().skipped
      let mostWaiting = 0
      let mostRunning = 0
      const answers = await Promise.all(
        bodies.map(async (_, index) => {
          const answer = await get(`${origin}/${index}`, CHROME)
          mostWaiting = Math.max(mostWaiting, compressionQueue().queued)
          mostRunning = Math.max(mostRunning, compressionQueue().running)
          return answer
        }),
      )
      // Every visitor got the page, and its bytes were kept for the next visitor.
      answers.forEach((answer, index) => {
        expect(answer.headers['content-encoding']).toBe('br')
        expect(answer.text).toBe(bodies[index])
        expect(keptCompressedBody(bodies[index]!, 'br')).toBeDefined()
      })
      expect(mostWaiting).toBeLessThanOrEqual(MAX_QUEUED_COMPRESSIONS)
      expect(mostRunning).toBeLessThanOrEqual(MAX_CONCURRENT_COMPRESSIONS)
      expect(compressionQueue().skipped - skippedBefore).toBeGreaterThan(0)
      await compressionsSettled()
      expect(compressionQueue()).toMatchObject({ running: 0, queued: 0 })
      // A skipped body is served from its first bytes, and upgraded the next time it is seen.
      const last = `${origin}/${burst - 1}`
      expect(fromCache(await get(last, CHROME), bodies[burst - 1]!, { best: false })).toBe(true)
      await compressionsSettled()
      expect(fromCache(await get(last, CHROME), bodies[burst - 1]!)).toBe(true)
    })
  }, 60_000)
})

describe('sharedCacheMayStore', () => {
  it.each<[string, boolean]>([
    ['s-maxage=300, stale-while-revalidate=31535700', true],
    ['s-maxage=31536000', true],
    ['public, max-age=31536000, immutable', true],
    ['Max-Age=60', true],
    ['private, no-cache, no-store, max-age=0, must-revalidate', false],
    ['max-age=600, private', false],
    ['no-store', false],
    ['no-cache, s-maxage=60', false],
    ['s-maxage=0', false],
    ['s-maxage="120"', true],
    ['public', false],
    ['', false],
  ])('%s → %s', (cacheControl, expected) => {
    expect(sharedCacheMayStore(cacheControl)).toBe(expected)
  })

  it('stores nothing without a Cache-Control header', () => {
    expect(sharedCacheMayStore(undefined)).toBe(false)
  })
})

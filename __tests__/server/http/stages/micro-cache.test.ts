/**
 * @jest-environment node
 */
import type http from 'node:http'
import { UTM_COOKIE } from '@/lib/landing/query-flags'
import { OBJECTION_COOKIE } from '@/lib/privacy/objection'
import { compressionStage } from '@/server/http/stages/compression.mjs'
import {
  COOKIES_THAT_NEVER_CHANGE_ANSWERS,
  MICRO_CACHE_ENTRY_MAX_BYTES,
  MICRO_CACHE_STALE_MS,
  MICRO_CACHE_TTL_MS,
  clearSharedMicroCache,
  microCacheKey,
  microCacheStage,
  storableLifetimeMs,
} from '@/server/http/stages/micro-cache.mjs'
import { requestRaw } from '../../../helpers/raw-http'
import { type Respond, streamedPage, withPipeline } from '../../../helpers/pipeline-server'

const ISR_PAGE = 's-maxage=300, stale-while-revalidate=31535700'
const CHROME = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/** The micro-cache above the compression stage, as in the pipeline; counts Next's answers. */
async function withServer(
  respond: Respond,
  run: (origin: string, rendered: () => number) => Promise<void>,
) {
  let rendered = 0
  await withPipeline(
    [microCacheStage(), compressionStage()],
    (req, res) => {
      rendered += 1
      return respond(req, res)
    },
    (origin) => run(origin, () => rendered),
  )
}

function page(
  body: string,
  headers: Record<string, string> = { 'Cache-Control': ISR_PAGE },
  status = 200,
): Respond {
  return (_req, res) => {
    res.statusCode = status
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    res.end(body)
  }
}

const body = `<!DOCTYPE html><title>London</title>${'<p>Yoga in Brixton, £5 a week</p>'.repeat(200)}`

beforeEach(() => clearSharedMicroCache())
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('the shared micro-cache', () => {
  it('answers a repeated public page from its kept bytes, with an Age, without asking Next again', async () => {
    await withServer(
      page(body, { 'Cache-Control': ISR_PAGE, 'Content-Security-Policy': "script-src 'self'" }),
      async (origin, rendered) => {
        const first = await requestRaw(`${origin}/london`, CHROME)
        const second = await requestRaw(`${origin}/london`, CHROME)
        expect(rendered()).toBe(1)
        expect(second.status).toBe(200)
        expect(second.text).toBe(body)
        expect(second.raw.equals(first.raw)).toBe(true)
        expect(second.headers['content-encoding']).toBe(first.headers['content-encoding'])
        expect(second.headers['content-security-policy']).toBe("script-src 'self'")
        expect(second.headers.age).toBe('0')
        expect(first.headers.age).toBeUndefined()
      },
    )
  })

  it('answers a HEAD from a kept GET with headers only', async () => {
    await withServer(page(body), async (origin, rendered) => {
      await requestRaw(`${origin}/london`, CHROME)
      const head = await requestRaw(`${origin}/london`, CHROME, 'HEAD')
      expect(rendered()).toBe(1)
      expect(head.status).toBe(200)
      expect(head.raw.length).toBe(0)
      expect(head.headers['content-type']).toMatch(/text\/html/)
    })
  })

  it('keeps a streamed public answer once it has ended, as it went out', async () => {
    const pieces = ['<!DOCTYPE html><title>London</title>', body, '<p>end</p>']
    await withServer(
      streamedPage(pieces, { 'Cache-Control': ISR_PAGE }),
      async (origin, rendered) => {
        const first = await requestRaw(`${origin}/london`, CHROME)
        const second = await requestRaw(`${origin}/london`, CHROME)
        expect(rendered()).toBe(1)
        expect(second.text).toBe(pieces.join(''))
        expect(second.raw.equals(first.raw)).toBe(true)
      },
    )
  })

  it('asks Next again once the second has passed', async () => {
    await withServer(page(body), async (origin, rendered) => {
      await requestRaw(`${origin}/london`, CHROME)
      const realNow = Date.now
      jest.spyOn(Date, 'now').mockImplementation(() => realNow() + MICRO_CACHE_TTL_MS + 1)
      try {
        await requestRaw(`${origin}/london`, CHROME)
      } finally {
        jest.restoreAllMocks()
      }
      expect(rendered()).toBe(2)
    })
  })

  describe('once the second has passed, while one request makes the page again', () => {
    /** Renders 'first' at once, then 'second' only when `release` is called. */
    function slowSecondRender() {
      let renders = 0
      let release = () => {}
      const gate = new Promise<void>((resolve) => (release = resolve))
      const respond: Respond = async (_req, res) => {
        renders += 1
        const text = renders === 1 ? 'first' : 'second'
        if (renders === 2) await gate
        res.setHeader('Cache-Control', ISR_PAGE)
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(`<!DOCTYPE html><title>${text}</title>`)
      }
      return { respond, release: () => release() }
    }

    /** Moves the stages' clock: `ahead(ms)` sets it `ms` past the real time. */
    function clock() {
      const realNow = Date.now.bind(Date)
      let offset = 0
      jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset)
      return { ahead: (ms: number) => (offset = ms) }
    }

    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

    /** Waits (at most 5 s) until Next has been asked `count` times in all. */
    async function untilRendered(rendered: () => number, count: number) {
      for (let waited = 0; rendered() < count; waited += 5) {
        if (waited > 5000) throw new Error(`Next was asked ${rendered()} times, not ${count}`)
        await pause(5)
      }
    }

    /**
     * The page kept, its second passed, and one request making it again (held until `release`):
     * what each test then sends meanwhile.
     */
    async function whileRefreshing(
      run: (state: {
        origin: string
        rendered: () => number
        ahead: (ms: number) => void
        release: () => void
        refreshing: ReturnType<typeof requestRaw>
      }) => Promise<void>,
    ) {
      const { respond, release } = slowSecondRender()
      const { ahead } = clock()
      await withServer(respond, async (origin, rendered) => {
        await requestRaw(`${origin}/london`, CHROME)
        ahead(MICRO_CACHE_TTL_MS + 1)
        const refreshing = requestRaw(`${origin}/london`, CHROME)
        await untilRendered(rendered, 2)
        await run({ origin, rendered, ahead, release, refreshing })
      })
    }

    it('sends the others the expired answer, asks Next once, then keeps the new one', async () => {
      await whileRefreshing(async ({ origin, rendered, release, refreshing }) => {
        const meanwhile = await Promise.all([
          requestRaw(`${origin}/london`, CHROME),
          requestRaw(`${origin}/london`, CHROME),
        ])
        expect(meanwhile.map((answer) => answer.text)).toEqual([
          '<!DOCTYPE html><title>first</title>',
          '<!DOCTYPE html><title>first</title>',
        ])
        release()
        expect((await refreshing).text).toBe('<!DOCTYPE html><title>second</title>')
        expect((await requestRaw(`${origin}/london`, CHROME)).text).toBe(
          '<!DOCTYPE html><title>second</title>',
        )
        expect(rendered()).toBe(2)
      })
    })

    it(`stops standing in ${MICRO_CACHE_STALE_MS} ms past the second`, async () => {
      await whileRefreshing(async ({ origin, rendered, ahead, release, refreshing }) => {
        ahead(MICRO_CACHE_TTL_MS + MICRO_CACHE_STALE_MS + 1)
        const tooLate = requestRaw(`${origin}/london`, CHROME)
        // Sent on to Next rather than given the expired answer.
        await untilRendered(rendered, 3)
        release()
        expect((await tooLate).text).toBe('<!DOCTYPE html><title>second</title>')
        expect((await refreshing).text).toBe('<!DOCTYPE html><title>second</title>')
        expect(rendered()).toBe(3)
      })
    })

    it('stands in for nothing after a refresh that was not kept', async () => {
      let renders = 0
      const respond: Respond = (_req, res) => {
        renders += 1
        res.statusCode = renders === 2 ? 503 : 200
        res.setHeader('Cache-Control', ISR_PAGE)
        res.end(`render ${renders}`)
      }
      const { ahead } = clock()
      await withServer(respond, async (origin, rendered) => {
        await requestRaw(`${origin}/london`, CHROME)
        ahead(MICRO_CACHE_TTL_MS + 1)
        expect((await requestRaw(`${origin}/london`, CHROME)).status).toBe(503)
        expect((await requestRaw(`${origin}/london`, CHROME)).text).toBe('render 3')
        expect(rendered()).toBe(3)
      })
    })
  })

  it.each<[string, Respond]>([
    [
      'a private page',
      page(body, { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
    ],
    ['a page without Cache-Control', page(body, {})],
    [
      'a page that sets a cookie',
      page(body, { 'Cache-Control': ISR_PAGE, 'Set-Cookie': 'move_utm=x' }),
    ],
    ['a 404', page(body, { 'Cache-Control': ISR_PAGE }, 404)],
    ['a 503 during an outage', page(body, { 'Cache-Control': ISR_PAGE }, 503)],
    [
      'an answer that varies on a header outside the key',
      page(body, { 'Cache-Control': ISR_PAGE, Vary: 'User-Agent' }),
    ],
    ['an answer that varies on everything', page(body, { 'Cache-Control': ISR_PAGE, Vary: '*' })],
    [
      'an answer larger than an entry may be',
      page('x'.repeat(MICRO_CACHE_ENTRY_MAX_BYTES + 1), {
        'Cache-Control': ISR_PAGE,
        'Content-Type': 'application/octet-stream',
      }),
    ],
  ])('never keeps %s', async (_name, respond) => {
    await withServer(respond, async (origin, rendered) => {
      await requestRaw(`${origin}/london`, CHROME)
      await requestRaw(`${origin}/london`, CHROME)
      expect(rendered()).toBe(2)
    })
  })

  it.each<[string, Record<string, string>, string]>([
    ['a marketing session', { cookie: 'move_marketing_session=abc' }, 'GET'],
    ['a draft-mode cookie', { cookie: '__prerender_bypass=1; move_utm=x' }, 'GET'],
    ['a cookie we do not know', { cookie: 'other=1' }, 'GET'],
    ['credentials', { authorization: 'Basic eDp5' }, 'GET'],
    ['a conditional request', { 'if-none-match': '"abc"' }, 'GET'],
    ['a range', { range: 'bytes=0-10' }, 'GET'],
    ['a POST', {}, 'POST'],
  ])('sends a request with %s to Next', async (_name, headers, method) => {
    await withServer(page(body), async (origin, rendered) => {
      await requestRaw(`${origin}/london`, CHROME)
      await requestRaw(`${origin}/london`, { ...CHROME, ...headers }, method)
      expect(rendered()).toBe(2)
    })
  })

  it('keeps the cookie notice’s variants apart, and ignores the UTM cookie', async () => {
    await withServer(
      (req, res) =>
        page(
          `${body}${req.headers.cookie?.includes('move_cookie_notice=hidden') ? 'no notice' : 'notice'}`,
        )(req, res),
      async (origin, rendered) => {
        const plain = await requestRaw(`${origin}/london`, CHROME)
        const hidden = await requestRaw(`${origin}/london`, {
          ...CHROME,
          cookie: 'move_cookie_notice=hidden',
        })
        const withUtm = await requestRaw(`${origin}/london`, { ...CHROME, cookie: 'move_utm=abc' })
        expect(rendered()).toBe(2)
        expect(plain.text.endsWith('notice')).toBe(true)
        expect(hidden.text.endsWith('no notice')).toBe(true)
        expect(withUtm.text).toBe(plain.text)
      },
    )
  })

  it('keeps an answer per coding and per RSC request', async () => {
    await withServer(page(body), async (origin, rendered) => {
      await requestRaw(`${origin}/london`, CHROME)
      const gzip = await requestRaw(`${origin}/london`, { 'accept-encoding': 'gzip' })
      const identity = await requestRaw(`${origin}/london`)
      const rsc = await requestRaw(`${origin}/london`, { ...CHROME, rsc: '1' })
      expect(rendered()).toBe(4)
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(identity.headers['content-encoding']).toBeUndefined()
      expect(rsc.text).toBe(body)
    })
  })
})

describe('storableLifetimeMs', () => {
  it.each<[string, Record<string, string>, number]>([
    [
      'an ISR page, capped at the micro-cache TTL',
      { 'cache-control': ISR_PAGE },
      MICRO_CACHE_TTL_MS,
    ],
    ['a public answer for a second', { 'cache-control': 'public, max-age=0, s-maxage=1' }, 1000],
    ['no-store', { 'cache-control': 'no-store' }, 0],
    ['private', { 'cache-control': 'private, max-age=60' }, 0],
    ['no lifetime', { 'cache-control': 'public' }, 0],
    ['a cookie', { 'cache-control': ISR_PAGE, 'set-cookie': 'a=b' }, 0],
    [
      'Vary: Accept-Encoding, RSC',
      { 'cache-control': ISR_PAGE, vary: 'Accept-Encoding, RSC' },
      MICRO_CACHE_TTL_MS,
    ],
    ['Vary: Cookie', { 'cache-control': ISR_PAGE, vary: 'Cookie' }, MICRO_CACHE_TTL_MS],
    ['Vary: Origin', { 'cache-control': ISR_PAGE, vary: 'Origin' }, 0],
  ])('%s', (_name, headers, lifetime) => {
    expect(storableLifetimeMs(headers)).toBe(lifetime)
  })
})

describe('microCacheKey', () => {
  it('lets through only the UTM and objection cookies, by the names they are set under', () => {
    expect([...COOKIES_THAT_NEVER_CHANGE_ANSWERS]).toEqual([UTM_COOKIE, OBJECTION_COOKIE])
  })

  const request = (headers: Record<string, string>, method = 'GET', url = '/london') =>
    ({ method, url, headers }) as unknown as http.IncomingMessage

  it('tells the same browser visit apart only by what changes the answer', () => {
    const a = microCacheKey(
      request({ ...CHROME, 'x-forwarded-for': '10.0.0.1', 'user-agent': 'A' }),
    )
    const b = microCacheKey(
      request({ ...CHROME, 'x-forwarded-for': '10.0.0.2', 'user-agent': 'B' }),
    )
    expect(a).not.toBeNull()
    expect(a).toBe(b)
    expect(microCacheKey(request(CHROME, 'GET', '/london?ref=abc'))).not.toBe(a)
  })
})

describe('a catalogue change', () => {
  it('empties the cache through the process registry, as the catalogue watcher does', async () => {
    const { registry } = await import('@/server/process-registry.mjs')
    await withServer(page(body), async (origin, rendered) => {
      await requestRaw(`${origin}/london`, CHROME)
      registry.microCache.clear?.()
      await requestRaw(`${origin}/london`, CHROME)
      expect(rendered()).toBe(2)
    })
  })
})

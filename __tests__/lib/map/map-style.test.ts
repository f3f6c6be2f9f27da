/** @jest-environment node */
import {
  configuredMapStyleUrl,
  DEFAULT_MAP_STYLE_URL,
  mapStyleOrigin,
  resolveMapStyle,
} from '@/lib/map/map-style'
import { offlineMapStyle } from '@/lib/map/offline-style'

const ORIGIN = 'http://localhost:3000'
const STYLE_URL = 'https://tiles.example.com/styles/streets.json'
const remoteStyle = {
  version: 8,
  sources: { openmaptiles: { type: 'vector', url: 'https://tiles.example.com/planet' } },
  layers: [{ id: 'background', type: 'background' }],
  glyphs: 'https://tiles.example.com/fonts/{fontstack}/{range}.pbf',
}

function fakeFetch(respond: (url: string, init?: RequestInit) => Promise<Response>) {
  const mock = jest.fn((input: string | URL | Request, init?: RequestInit) =>
    respond(String(input), init),
  )
  return { mock, fetchImpl: mock as unknown as typeof fetch }
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  )

const offline = { style: offlineMapStyle(ORIGIN), offline: true }

describe('configuredMapStyleUrl', () => {
  it.each([
    ['unset', undefined, DEFAULT_MAP_STYLE_URL],
    ['empty', '', DEFAULT_MAP_STYLE_URL],
    ['blank', '   ', DEFAULT_MAP_STYLE_URL],
    ['offline', 'offline', 'offline'],
    ['an https URL', STYLE_URL, STYLE_URL],
    [
      'an http URL with spaces around it',
      ' http://127.0.0.1:8080/style.json ',
      'http://127.0.0.1:8080/style.json',
    ],
    ['a relative path', '/styles/liberty.json', 'offline'],
    ['another scheme', 'mapbox://styles/mapbox/streets-v12', 'offline'],
    ['a javascript: URL', 'javascript:alert(1)', 'offline'],
    ['nonsense', 'not a url', 'offline'],
  ])('%s → %s', (_, value, expected) => {
    expect(configuredMapStyleUrl(value)).toBe(expected)
  })
})

describe('mapStyleOrigin', () => {
  it.each([
    [DEFAULT_MAP_STYLE_URL, 'https://tiles.openfreemap.org'],
    ['http://localhost:8080/styles/a.json?key=1', 'http://localhost:8080'],
    ['https://tiles.example.com:443/x', 'https://tiles.example.com'],
    ['offline', null],
    ['', null],
    ['ftp://tiles.example.com/style.json', null],
    ['/static/map/style.json', null],
  ])('%s → %s', (url, expected) => {
    expect(mapStyleOrigin(url)).toBe(expected)
  })
})

describe('resolveMapStyle', () => {
  it('returns the fetched style when it loads', async () => {
    const { mock, fetchImpl } = fakeFetch(() => json(remoteStyle))
    await expect(resolveMapStyle({ url: STYLE_URL, origin: ORIGIN, fetchImpl })).resolves.toEqual({
      style: remoteStyle,
      offline: false,
    })
    expect(mock).toHaveBeenCalledWith(
      STYLE_URL,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    )
  })

  it("uses the offline style for 'offline' without fetching", async () => {
    const { mock, fetchImpl } = fakeFetch(() => json(remoteStyle))
    await expect(resolveMapStyle({ url: 'offline', origin: ORIGIN, fetchImpl })).resolves.toEqual(
      offline,
    )
    expect(mock).not.toHaveBeenCalled()
  })

  it('uses the offline style for a URL that is not http(s), without fetching', async () => {
    const { mock, fetchImpl } = fakeFetch(() => json(remoteStyle))
    await expect(
      resolveMapStyle({ url: 'file:///etc/passwd', origin: ORIGIN, fetchImpl }),
    ).resolves.toEqual(offline)
    expect(mock).not.toHaveBeenCalled()
  })

  it.each([
    ['a 404', () => json({ message: 'Not found' }, 404)],
    ['a 500', () => json(remoteStyle, 500)],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>captive portal</html>'))],
    ['JSON that is not an object', () => json([remoteStyle])],
    ['null', () => json(null)],
    ['another style version', () => json({ ...remoteStyle, version: 7 })],
    ['a style without sources', () => json({ version: 8, layers: [] })],
    ['a style whose layers are not a list', () => json({ version: 8, sources: {}, layers: {} })],
  ])('falls back to the offline style on %s', async (_, respond) => {
    const { fetchImpl } = fakeFetch(respond)
    await expect(resolveMapStyle({ url: STYLE_URL, origin: ORIGIN, fetchImpl })).resolves.toEqual(
      offline,
    )
  })

  describe('on a slow network', () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())

    it('aborts the request after the timeout (4 s by default) and falls back', async () => {
      let signal: AbortSignal | undefined
      const { fetchImpl } = fakeFetch(
        (_, init) =>
          new Promise((_resolve, reject) => {
            signal = init?.signal ?? undefined
            signal?.addEventListener('abort', () =>
              reject(new DOMException('Aborted', 'AbortError')),
            )
          }),
      )
      const result = resolveMapStyle({ url: STYLE_URL, origin: ORIGIN, fetchImpl })
      await jest.advanceTimersByTimeAsync(3999)
      expect(signal?.aborted).toBe(false)
      await jest.advanceTimersByTimeAsync(1)
      expect(signal?.aborted).toBe(true)
      await expect(result).resolves.toEqual(offline)
    })

    it('falls back even when the fetch ignores the abort', async () => {
      const { fetchImpl } = fakeFetch(() => new Promise<Response>(() => {}))
      const result = resolveMapStyle({ url: STYLE_URL, origin: ORIGIN, fetchImpl, timeoutMs: 50 })
      await jest.advanceTimersByTimeAsync(50)
      await expect(result).resolves.toEqual(offline)
    })

    it('clears its timer when the style arrives in time', async () => {
      const { fetchImpl } = fakeFetch(() => json(remoteStyle))
      await expect(
        resolveMapStyle({ url: STYLE_URL, origin: ORIGIN, fetchImpl, timeoutMs: 50 }),
      ).resolves.toMatchObject({ offline: false })
      expect(jest.getTimerCount()).toBe(0)
    })
  })

  it('never throws, even without a fetch implementation', async () => {
    const original = globalThis.fetch
    // @ts-expect-error -- simulating a runtime without fetch
    delete globalThis.fetch
    try {
      await expect(resolveMapStyle({ url: STYLE_URL, origin: ORIGIN })).resolves.toEqual(offline)
    } finally {
      globalThis.fetch = original
    }
  })
})

/**
 * @jest-environment node
 */
/**
 * next.config.js repeats lib/map/map-style.ts's rules for the CSP in plain JS: the map's style
 * origin must be allowed in connect-src whenever the map would fetch from it.
 */
import { configuredMapStyleUrl, DEFAULT_MAP_STYLE_URL, mapStyleOrigin } from '@/lib/map/map-style'

// eslint-disable-next-line @typescript-eslint/no-require-imports -- next.config.js is CommonJS
const nextConfig = require('../../../next.config.js') as {
  headers(): Promise<Array<{ headers: Array<{ key: string; value: string }> }>>
}

const KEYS = [
  'NEXT_PUBLIC_MAP_STYLE_URL',
  'NEXT_PUBLIC_MAP_STYLE_ORIGIN',
  'NEXT_PUBLIC_VIDEO_ORIGIN',
]
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]))

afterEach(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
})

async function connectSources(env: Record<string, string | undefined>): Promise<string[]> {
  for (const key of KEYS) delete process.env[key]
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined) process.env[key] = value
  }
  const [rule] = await nextConfig.headers()
  const csp = rule?.headers.find((header) => header.key === 'Content-Security-Policy')?.value
  const directive = csp?.split('; ').find((part) => part.startsWith('connect-src '))
  return directive?.split(' ').slice(1) ?? []
}

describe('CSP connect-src for the map', () => {
  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['offline', 'offline'],
    ['a custom style', 'https://maps.example.com/styles/streets.json'],
    ['a local style server', 'http://127.0.0.1:8080/style.json'],
    ['not http(s)', 'mapbox://styles/mapbox/streets-v12'],
  ])('agrees with lib/map/map-style.ts when NEXT_PUBLIC_MAP_STYLE_URL is %s', async (_, value) => {
    const origin = mapStyleOrigin(configuredMapStyleUrl(value))
    expect(await connectSources({ NEXT_PUBLIC_MAP_STYLE_URL: value })).toEqual(
      origin ? ["'self'", origin] : ["'self'"],
    )
  })

  it('allows the public default style by default', async () => {
    expect(mapStyleOrigin(DEFAULT_MAP_STYLE_URL)).toBe('https://tiles.openfreemap.org')
    expect(await connectSources({})).toContain('https://tiles.openfreemap.org')
  })

  it('adds the extra tile origins, comma- or space-separated, without repeats', async () => {
    expect(
      await connectSources({
        NEXT_PUBLIC_MAP_STYLE_URL: 'https://maps.example.com/style.json',
        NEXT_PUBLIC_MAP_STYLE_ORIGIN:
          'https://tiles-a.example.com, https://tiles-b.example.com https://maps.example.com',
        NEXT_PUBLIC_VIDEO_ORIGIN: 'https://video.example.com',
      }),
    ).toEqual([
      "'self'",
      'https://maps.example.com',
      'https://tiles-a.example.com',
      'https://tiles-b.example.com',
      'https://video.example.com',
    ])
  })

  it('keeps the extra origins when the map is offline', async () => {
    expect(
      await connectSources({
        NEXT_PUBLIC_MAP_STYLE_URL: 'offline',
        NEXT_PUBLIC_MAP_STYLE_ORIGIN: 'https://tiles.example.com',
      }),
    ).toEqual(["'self'", 'https://tiles.example.com'])
  })
})

/**
 * @jest-environment node
 */
/**
 * next.config.js repeats lib/marketing/marketing-origin.ts's rule in plain JS: the browser's
 * marketing calls go where the CSP's connect-src allows.
 */
import { marketingApiOrigin } from '@/lib/marketing/marketing-origin'

// eslint-disable-next-line @typescript-eslint/no-require-imports -- next.config.js is CommonJS
const nextConfig = require('../../../next.config.js') as {
  env: Record<string, string>
  headers(): Promise<Array<{ headers: Array<{ key: string; value: string }> }>>
}

const saved = process.env.MARKETING_API_ORIGIN

afterEach(() => {
  if (saved === undefined) delete process.env.MARKETING_API_ORIGIN
  else process.env.MARKETING_API_ORIGIN = saved
})

async function connectSources(): Promise<string[]> {
  const [rule] = await nextConfig.headers()
  const csp = rule?.headers.find((header) => header.key === 'Content-Security-Policy')?.value
  const directive = csp?.split('; ').find((part) => part.startsWith('connect-src '))
  return directive?.split(' ').slice(1) ?? []
}

describe('MARKETING_API_ORIGIN in the CSP', () => {
  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['not a URL', 'marketing'],
    ['not http(s)', 'ftp://m.example.com'],
    ['another origin', 'https://m.example.com/api'],
    ['a local host', 'http://127.0.0.1:9000'],
  ])('agrees with lib/marketing/marketing-origin.ts when %s', async (_, value) => {
    if (value === undefined) delete process.env.MARKETING_API_ORIGIN
    else process.env.MARKETING_API_ORIGIN = value
    const origin = marketingApiOrigin(value)
    const sources = await connectSources()
    expect(sources[0]).toBe("'self'")
    if (origin) expect(sources).toContain(origin)
    else expect(sources.some((source) => source.includes('m.example.com'))).toBe(false)
  })

  it('passes the origin the CSP allows to the browser bundle', () => {
    // next.config.js reads it once, when loaded: the value the build was made with.
    expect(nextConfig.env.MARKETING_API_ORIGIN).toBe(marketingApiOrigin(saved))
  })
})

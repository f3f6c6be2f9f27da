/**
 * @jest-environment node
 */
/**
 * The landing URLs are routed by three mechanisms that must agree with the landing cache key
 * (lib/landing/landing-cache-key.mjs): their own routes (a plain visit), next.config.js's plain
 * rewrites (the cookie notice dismissed, no query parameter of the key) and proxy.ts (with
 * one). next.config.js builds its rewrites with the key module itself; proxy.ts's matcher must
 * be literals, so these tests hold it to the module.
 */
import { existsSync } from 'node:fs'
import nodePath from 'node:path'
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_HIDDEN_VALUE } from '@/lib/landing/cookie-notice'
import {
  DEFAULT_OPTIONS_SEGMENT,
  DEFAULT_RENDER_OPTIONS,
  INTERNAL_LANDING_PREFIX,
  KEY_QUERY_PARAMS,
  PUBLIC_LANDINGS,
} from '@/lib/landing/landing-cache-key.mjs'
import { parseLandingPath } from '@/lib/landing/landing-path'
import { internalLandingPath } from '@/lib/landing/landing-route'
import { config as proxyConfig } from '@/proxy'

const ROOT = nodePath.resolve(__dirname, '../../..')

interface Rewrite {
  source: string
  destination: string
  has?: Array<{ type: string; key: string; value?: string }>
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- next.config.js is CommonJS
const nextConfig = require('../../../next.config.js') as {
  rewrites(): Promise<{ afterFiles: Rewrite[] }>
}

/** Next's path matching for these simple sources: `:name` is one segment. */
function rewrite(rules: Rewrite[], path: string, cookies: Record<string, string>): string | null {
  for (const rule of rules) {
    const names: string[] = []
    const pattern = rule.source.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name)
      return '([^/]+)'
    })
    const match = new RegExp(`^${pattern}$`).exec(path)
    if (!match) continue
    const conditionsHold = (rule.has ?? []).every(
      (condition) =>
        condition.type === 'cookie' &&
        cookies[condition.key] !== undefined &&
        (condition.value === undefined || cookies[condition.key] === condition.value),
    )
    if (!conditionsHold) continue
    return names.reduce(
      (destination, name, i) => destination.replace(`:${name}`, match[i + 1] ?? ''),
      rule.destination,
    )
  }
  return null
}

describe('next.config.js landing rewrites', () => {
  let rules: Rewrite[]
  beforeAll(async () => {
    rules = (await nextConfig.rewrites()).afterFiles
  })

  it.each([
    ['/', null],
    ['/london', 'app/[city]/page.tsx'],
    ['/st-albans', 'app/[city]/page.tsx'],
    ['/offers/northwind-health-welcome', 'app/offers/[slug]/page.tsx'],
    ['/offers/move_at_home_live', 'app/offers/[slug]/page.tsx'],
    ['/partners/become-a-partner', 'app/partners/[slug]/page.tsx'],
    ['/venues/anchor-gym-london', 'app/venues/[slug]/page.tsx'],
  ])(
    '%s goes where the proxy would send it, or to its own route (%s) for a plain visit',
    (path, ownRoute) => {
      const landing = parseLandingPath(path)
      expect(landing).not.toBeNull()
      const plainVisit = internalLandingPath(landing!, DEFAULT_RENDER_OPTIONS)
      // The public route renders the plain visit's options itself, with no rewrite.
      expect(plainVisit.endsWith(`/${DEFAULT_OPTIONS_SEGMENT}`)).toBe(true)
      const withoutRewrite = ownRoute === null ? plainVisit : null
      if (ownRoute !== null) expect(existsSync(nodePath.join(ROOT, ownRoute))).toBe(true)
      expect(rewrite(rules, path, {})).toBe(withoutRewrite)
      expect(rewrite(rules, path, { [COOKIE_NOTICE_COOKIE]: COOKIE_NOTICE_HIDDEN_VALUE })).toBe(
        internalLandingPath(landing!, { ...DEFAULT_RENDER_OPTIONS, cookieNoticeHidden: true }),
      )
      // Any other value of the cookie shows the notice, as the proxy decides.
      expect(rewrite(rules, path, { [COOKIE_NOTICE_COOKIE]: 'shown' })).toBe(withoutRewrite)
    },
  )

  it('leaves deeper paths to their routes', () => {
    expect(rewrite(rules, '/london/venues', {})).toBeNull()
    expect(rewrite(rules, '/l/city/london/default', {})).toBeNull()
  })

  it.each([
    ['/london/venues', 'app/[city]/venues/page.tsx'],
    ['/london/yoga', 'app/[city]/[activityType]/page.tsx'],
    ['/milton-keynes/martial-arts', 'app/[city]/[activityType]/page.tsx'],
  ])('%s is served by its own route (%s), whatever the cookie or query', (path, route) => {
    expect(existsSync(nodePath.join(ROOT, route))).toBe(true)
    const cookie = { [COOKIE_NOTICE_COOKIE]: COOKIE_NOTICE_HIDDEN_VALUE }
    expect(rewrite(rules, path, {})).toBeNull()
    expect(rewrite(rules, path, cookie)).toBeNull()
    // With a config flag the proxy runs, and passes it through: it is not a landing page.
    expect(parseLandingPath(path)).toBeNull()
  })
})

describe('the internal landing route', () => {
  it('is the page the key module names', () => {
    const page = `app${INTERNAL_LANDING_PREFIX}/[kind]/[slug]/[options]/page.tsx`
    expect(existsSync(nodePath.join(ROOT, page))).toBe(true)
  })

  it.each(PUBLIC_LANDINGS.filter((landing) => landing.ownRoute))(
    'has a public route of its own for a plain $kind visit',
    ({ source }) => {
      const route = source.replace(/:(\w+)/, (_, name: string) =>
        name === 'city' ? '[city]' : '[slug]',
      )
      expect(existsSync(nodePath.join(ROOT, `app${route}/page.tsx`))).toBe(true)
    },
  )
})

type Matcher = (typeof proxyConfig.matcher)[number]
const queryMatchers = proxyConfig.matcher.filter(
  (entry): entry is Exclude<Matcher, string> => typeof entry !== 'string',
)

describe('proxy.ts matcher', () => {
  it('runs the proxy on the internal landing paths, to keep them to the known values', () => {
    expect(proxyConfig.matcher.filter((entry) => typeof entry === 'string')).toEqual([
      `${INTERNAL_LANDING_PREFIX}/:path*`,
    ])
  })

  it('runs the proxy for exactly the query parameters of the cache key', () => {
    const keys = queryMatchers.map((entry) => entry.has[0]?.key).sort()
    expect(keys).toEqual(Object.values(KEY_QUERY_PARAMS).sort())
  })

  it('never runs on Next assets, the API or the internal route for a query flag', () => {
    for (const entry of queryMatchers) {
      const pattern = new RegExp(`^${entry.source}$`)
      expect(pattern.test('/london')).toBe(true)
      expect(pattern.test('/')).toBe(true)
      const internal = `${INTERNAL_LANDING_PREFIX}/city/london/default`
      for (const path of ['/_next/static/x.js', '/api/health', internal, '/icon.svg']) {
        expect(pattern.test(path)).toBe(false)
      }
    }
  })
})

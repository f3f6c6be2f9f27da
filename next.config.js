// @ts-check
// eslint-disable-next-line @typescript-eslint/no-require-imports -- this config is CommonJS, as Next loads it
const { withYak } = require('next-yak/withYak')

/**
 * The origins the map fetches its style, tiles, glyphs and sprite from: the origin of
 * NEXT_PUBLIC_MAP_STYLE_URL (the public default style when unset, none when it is 'offline' or
 * not an http(s) URL) plus NEXT_PUBLIC_MAP_STYLE_ORIGIN (comma- or space-separated) for styles
 * whose tiles live elsewhere. The same rules as configuredMapStyleUrl and mapStyleOrigin in
 * lib/map/map-style.ts, repeated because this file is plain JS
 * (__tests__/lib/map/map-style-csp.test.ts keeps them in step).
 */
const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty'

function mapOrigins() {
  const styleUrl = (process.env.NEXT_PUBLIC_MAP_STYLE_URL ?? '').trim() || DEFAULT_MAP_STYLE_URL
  const origins = []
  try {
    const url = new URL(styleUrl)
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.push(url.origin)
  } catch {
    // 'offline' or not a URL: the bundled basemap needs no other origin.
  }
  const extra = (process.env.NEXT_PUBLIC_MAP_STYLE_ORIGIN ?? '').split(/[\s,]+/).filter(Boolean)
  return [...new Set([...origins, ...extra])]
}

/** Where browsers send CSP violation reports (app/api/csp-report/route.ts). */
const CSP_REPORT_PATH = '/api/csp-report'

/**
 * The marketing host (spec §7) when it is not our own origin: the origin of an http(s)
 * MARKETING_API_ORIGIN, else '' (our own origin serves the same endpoints). The rule of
 * lib/marketing/marketing-origin.ts, repeated in plain JS
 * (__tests__/lib/marketing/marketing-origin-csp.test.ts keeps them in step).
 */
function marketingApiOrigin() {
  const value = (process.env.MARKETING_API_ORIGIN ?? '').trim()
  if (!value) return ''
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : ''
  } catch {
    return ''
  }
}

/**
 * Security headers for every response. The CSP allows only our own origin plus what a page
 * needs at run time: style attributes, blob workers (maplibre) and the configurable map-tile
 * and video hosts. Inline scripts run only by hash: the serving pipeline adds the hashes of the
 * scripts the framework and our server wrote in each HTML page to script-src
 * (server/http/stages/csp-hashes.mjs), under `npm run dev` too, and no inline event handler ever
 * runs (script-src-attr 'none'). The dev server alone adds 'unsafe-eval', which React's
 * development build needs for its error stacks.
 */
function contentSecurityPolicy() {
  // The lead form's redirect goes on to the sign-up host; browsers apply form-action to it.
  const formTargets = (process.env.REDIRECT_ALLOWED_HOSTS || 'account.example.com')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean)
    .map((host) => `https://${host}`)
    .join(' ')
  const dev = process.env.NODE_ENV !== 'production'
  const extraConnect = [...mapOrigins(), process.env.NEXT_PUBLIC_VIDEO_ORIGIN, marketingApiOrigin()]
    .filter(Boolean)
    .join(' ')
  return [
    "default-src 'self'",
    `script-src 'self'${dev ? " 'unsafe-eval'" : ''}`,
    "script-src-attr 'none'",
    /*
     * Style sheets only from our origin (next-yak compiles every style into the build's hashed
     * stylesheets): no <style> element applies. style attributes stay allowed: React writes
     * them, and next-yak sets dynamic values there as custom properties
     * (docs/decisions/0050-build-time-styles.md). style-src is the fallback of browsers without
     * the -elem/-attr directives; the dev server's HMR injects <style> elements.
     */
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self'${dev ? " 'unsafe-inline'" : ''}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${extraConnect}`.trim(),
    "worker-src 'self' blob:",
    `frame-src 'self' ${process.env.NEXT_PUBLIC_VIDEO_ORIGIN ?? ''}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self' ${formTargets}`,
    "object-src 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ')
}

/**
 * The landing rewrites: the cookie-notice variant of each public landing URL, and `/`, which has
 * no route of its own, → the internal cached landing route. They come from the landing cache
 * key's own module (lib/landing/landing-cache-key.mjs), plain JS that this CommonJS file loads
 * with import() (rewrites() is async). Requests carrying a query parameter of the key go
 * through proxy.ts instead (its matcher); a plain visit is served by its public route itself.
 */
async function landingRewrites() {
  const cacheKey = await import('./lib/landing/landing-cache-key.mjs')
  return cacheKey.landingRewrites()
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run dev` on 127.0.0.1 (the e2e suite's address): Next's dev server otherwise refuses
  // its hot-reload socket to a page from that origin, allowing only localhost.
  allowedDevOrigins: ['127.0.0.1'],
  // The marketing host, fixed at build like the CSP that allows it, for the browser's calls.
  env: { MARKETING_API_ORIGIN: marketingApiOrigin() },
  // No ETags: Next hashes every HTML response body in JavaScript to make one (FNV-1a over the
  // whole page, per request, cached pages included), which halved /london's throughput
  // (npm run bench:pages). Landing pages are cached by s-maxage/stale-while-revalidate at the
  // CDN, and static assets keep their immutable hashed names.
  generateEtags: false,
  // The serving pipeline compresses instead (server/http/stages/compression.mjs: brotli too, and a
  // cached page once rather than on every request): Next's gzip of /london's 153 KB cost ~2.5 ms
  // per browser request.
  compress: false,
  // Rendered pages are kept within a budget of bytes in memory and on disk, least recently
  // used out first (server/page-cache/bounded-page-cache.mjs; PAGE_CACHE_MEMORY_MB,
  // PAGE_CACHE_DISK_MB). It replaces Next's own memory cache.
  cacheHandler: require.resolve('./server/page-cache/bounded-page-cache.mjs'),
  cacheMaxMemorySize: 0,
  // PGlite ships WASM and resolves files relative to itself: it must not be bundled. The
  // sanitiser is loaded from node_modules too, so that the CSP's end-to-end test can stand a
  // failing one in for it (e2e/support/failing-sanitiser.cjs).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'proper-lockfile',
    'sharp',
    'sanitize-html',
  ],
  // `npm test` type-checks the whole tree before its end-to-end step builds (scripts/test.mjs sets
  // MOVE_TYPECHECKED): Next's own pass would repeat it (40 s of CI). Every other build checks.
  typescript: { ignoreBuildErrors: process.env.MOVE_TYPECHECKED === '1' },
  experimental: {
    // forbidden(): a desk page a role may not open answers 403 with app/marketing/forbidden.tsx.
    authInterrupts: true,
    // The build's cache speeds the next build of this checkout; CI builds a clean clone once,
    // and writing it took 15 s there.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  async rewrites() {
    return { beforeFiles: [], afterFiles: await landingRewrites(), fallback: [] }
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
          // Geolocation only for our own origin: the map's 'Use my location' asks on click.
          {
            key: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(self), payment=()',
          },
        ],
      },
      // The marketing desk (app/marketing): never indexed, never stored by a cache.
      ...['/marketing', '/marketing/:path*'].map((source) => ({
        source,
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Cache-Control', value: 'no-store' },
        ],
      })),
    ]
  },
}

/*
 * next-yak compiles the styled templates at build time into the build's CSS (class names, and
 * dynamic values as custom properties); minified names in production, readable ones in dev.
 * Under Jest (jest.config.mjs sets YAK_TEST_RUNTIME) components render with next-yak's test
 * runtime instead, its uncompiled entry point, as next-yak documents for tests: next/jest's SWC
 * cannot load the yak-swc plugin (another plugin ABI than the @swc/core the build uses).
 */
module.exports = process.env.YAK_TEST_RUNTIME ? nextConfig : withYak(nextConfig)

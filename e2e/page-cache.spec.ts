import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, HTTP_ONLY, test } from './fixtures'

/**
 * Made-up `ref`, `activity`, slug and internal-path values must not add pages to the cache
 * (docs/decisions/0011-page-cache-variants.md): they are served the canonical page's entry. The
 * server under test runs from this checkout, so its cache folder is ours to measure.
 */

const ROUTE_CACHE = path.join(__dirname, '..', '.next', 'server', 'route-cache')

/** The cached pages on disk: one .html file each. */
function cachedPages(dir = ROUTE_CACHE): string[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return cachedPages(full)
    return name.endsWith('.html') ? [full] : []
  })
}

test.describe('the page cache', () => {
  test(
    'does not grow with made-up refs, activities, slugs or internal paths',
    HTTP_ONLY,
    async ({ request }) => {
      test.setTimeout(180_000)
      // The canonical pages, cached once.
      for (const path of ['/london', '/london?ref=spring', '/l/city/london/default']) {
        expect((await request.get(path)).status(), path).toBe(200)
      }
      const before = new Set(cachedPages())
      const madeUp = Array.from({ length: 40 }, (_, i) => `${Date.now().toString(36)}x${i}`)
      for (const [i, value] of madeUp.entries()) {
        const paths = [
          `/london?ref=${value}`,
          `/london?activity=${900_000_000 + i}`,
          `/london?ref=${value}&activity=${800_000_000 + i}&utm_source=${value}`,
          `/l/city/london/ref-${value}`,
        ]
        for (const path of paths) {
          const response = await request.get(path)
          expect(response.status(), path).toBe(200)
        }
        expect((await request.get(`/no-such-city-${value}`)).status()).toBe(404)
      }
      // Served the canonical page's cache entry: no rewrite to an entry of its own, an answer
      // from the cache (never a new render: MISS), carrying nothing of the made-up value.
      const served = await request.get(`/london?ref=${madeUp[0]}`)
      expect(served.headers()['x-middleware-rewrite']).toBeUndefined()
      expect(served.headers()['x-nextjs-cache']).toMatch(/^(?:HIT|STALE)$/)
      const page = await served.text()
      expect(page).not.toContain(madeUp[0])
      expect(page).toMatch(/<link rel="canonical" href="[^"]*\/london"/)
      // Only files named for a made-up value count: tests running beside this one (two
      // instances on this same build) may cache pages of their own meanwhile.
      const madeUpNames = madeUp.flatMap((value, i) => [
        value,
        String(900_000_000 + i),
        String(800_000_000 + i),
      ])
      const added = cachedPages().filter(
        (file) => !before.has(file) && madeUpNames.some((name) => file.includes(name)),
      )
      expect(added).toEqual([])
    },
  )

  test('keeps a page of its own for a ref the catalogue knows', HTTP_ONLY, async ({ request }) => {
    const response = await request.get('/london?ref=spring')
    expect(response.status()).toBe(200)
    expect(response.headers()['x-middleware-rewrite']).toMatch(
      /^\/l\/city\/london\/ref-spring(?:\?|$)/,
    )
    const madeUp = await request.get('/london?ref=not-in-the-catalogue')
    expect(madeUp.headers()['x-middleware-rewrite']).toBeUndefined()
  })
})

/**
 * @jest-environment node
 */
/**
 * The reserved first segments are app/'s own top-level routes: a new route missing from
 * RESERVED_ROUTES could be shadowed by a city of the same name, and a listed route that is gone
 * would keep a city off its own URL.
 */
import { readdirSync } from 'node:fs'
import nodePath from 'node:path'
import { isCitySlug } from '@/lib/city-slug'
import { parseLandingPath } from '@/lib/landing/landing-path'
import { isReservedSegment, RESERVED_ROUTES } from '@/lib/landing/reserved-routes'

const APP = nodePath.resolve(__dirname, '../../../app')

/** Metadata files whose URL is not their file name (Next's file conventions). */
const METADATA_ROUTES: Record<string, string> = {
  robots: 'robots.txt',
  sitemap: 'sitemap.xml',
  manifest: 'manifest.webmanifest',
}
/** Static metadata files served under their own name. */
const STATIC_METADATA = /^(?:favicon|icon\d*|apple-icon\d*|opengraph-image|twitter-image)\.\w+$/

/**
 * The first URL segment of every route app/ serves, other than the dynamic ones: folders (route
 * groups opened; private `_` folders and parallel `@` slots serve none) and metadata files.
 */
function topLevelRoutes(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const { name } = entry
    if (entry.isDirectory()) {
      if (name.startsWith('(') && name.endsWith(')'))
        return topLevelRoutes(nodePath.join(dir, name))
      if (name.startsWith('[') || name.startsWith('_') || name.startsWith('@')) return []
      return [name]
    }
    const base = name.replace(/\.\w+$/, '')
    if (METADATA_ROUTES[base] !== undefined) return [METADATA_ROUTES[base]]
    return STATIC_METADATA.test(name) ? [name] : []
  })
}

describe('RESERVED_ROUTES', () => {
  const routes = topLevelRoutes()

  it('finds our routes in app/', () => {
    expect(routes).toEqual(
      expect.arrayContaining(['l', 'offers', 'venues', 'api', 'terms', 'robots.txt', 'icon.svg']),
    )
  })

  it.each(routes)('reserves /%s, a route of app/', (route) => {
    expect(RESERVED_ROUTES.has(route) ? route : `/${route} missing from RESERVED_ROUTES`).toBe(
      route,
    )
  })

  it.each([...RESERVED_ROUTES])('reserves /%s only while app/ serves it', (route) => {
    expect(routes.includes(route) ? route : `/${route} is no route of app/`).toBe(route)
  })

  it.each([...RESERVED_ROUTES].filter(isCitySlug))('/%s is never a city page', (route) => {
    expect(isReservedSegment(route)).toBe(true)
    expect(parseLandingPath(`/${route}`)).toBeNull()
  })
})

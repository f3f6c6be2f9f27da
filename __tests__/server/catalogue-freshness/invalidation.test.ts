/**
 * @jest-environment node
 *
 * Marking catalogue pages stale from outside a request: the page cache handler writes Next's
 * tags manifest as revalidateTag(tag, 'max') does (pages rendered before the mark are stale, not
 * expired: served while a new one renders; pages rendered after it are fresh), and marks made
 * before the handler was loaded are applied when it loads.
 */
import {
  areTagsExpired,
  areTagsStale,
  tagsManifest,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { markCataloguePagesStale, staleTagsFor } from '@/server/catalogue-freshness/invalidation'
import { cataloguePageTags } from '@/server/catalogue-freshness/page-tags'
import { registry } from '@/server/process-registry.mjs'
import type { ChangedCities } from '@/lib/catalogue-freshness/catalogue-changes'

describe('catalogue page tags', () => {
  it.each([
    ['london', ['catalogue', 'catalogue:city:london']],
    ['streaming-city', ['catalogue', 'catalogue:city:streaming-city']],
    [null, ['catalogue']],
  ])('a page of %s carries %j', (city, tags) => {
    expect(cataloguePageTags(city)).toEqual(tags)
  })

  it.each([
    [
      { kind: 'cities', cities: ['leeds', 'london'] } as ChangedCities,
      ['catalogue:city:leeds', 'catalogue:city:london', 'catalogue:missing-landing'],
    ],
    [{ kind: 'cities', cities: [] } as ChangedCities, []],
    [{ kind: 'all' } as ChangedCities, ['catalogue']],
  ])('a change of %j marks %j', (change, tags) => {
    expect(staleTagsFor(change)).toEqual(tags)
  })
})

describe('markCataloguePagesStale', () => {
  afterEach(() => {
    tagsManifest.clear()
    registry.pageCache.staleBeforeLoad.clear()
  })

  it('waits for the page cache handler, which applies the marks when it loads', async () => {
    registry.pageCache.markTagsStale = undefined
    const before = Date.now() - 1_000
    markCataloguePagesStale({ kind: 'cities', cities: ['london'] })
    expect(areTagsStale(['catalogue:city:london'], before)).toBe(false)

    await import('@/server/page-cache/bounded-page-cache.mjs')
    expect(registry.pageCache.markTagsStale).toBeDefined()
    expect(registry.pageCache.staleBeforeLoad.size).toBe(0)
    expect(areTagsStale(['catalogue', 'catalogue:city:london'], before)).toBe(true)
    expect(areTagsStale(['catalogue:city:leeds'], before)).toBe(false)
  })

  it('marks pages rendered before the change stale, not expired, and later ones fresh', async () => {
    await import('@/server/page-cache/bounded-page-cache.mjs')
    const renderedBefore = Date.now() - 1_000
    markCataloguePagesStale({ kind: 'all' })
    const renderedAfter = Date.now() + 1
    expect(areTagsStale(['catalogue', 'catalogue:city:bath'], renderedBefore)).toBe(true)
    expect(areTagsExpired(['catalogue'], renderedBefore)).toBe(false)
    expect(areTagsStale(['catalogue'], renderedAfter)).toBe(false)
  })

  it('marks only what was rendered before `at` (a process start)', async () => {
    await import('@/server/page-cache/bounded-page-cache.mjs')
    const started = Date.now() - 10_000
    markCataloguePagesStale({ kind: 'all' }, started)
    expect(areTagsStale(['catalogue'], started - 1)).toBe(true)
    expect(areTagsStale(['catalogue'], started + 1)).toBe(false)
  })
})

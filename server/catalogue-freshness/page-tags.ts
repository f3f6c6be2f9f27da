/**
 * Cache tags of the pages built from the catalogue, so that a catalogue change revalidates
 * them (server/catalogue-freshness/catalogue-watcher.ts): every such page carries
 * CATALOGUE_PAGES_TAG, and its city's tag when it has one.
 *
 * The pages are ISR pages (`revalidate`), not 'use cache' components, so `cacheTag` is not
 * available to them; tags given to `unstable_cache` inside a page's render are the documented
 * way to give the page's cache entry tags (Next adds them to its `x-next-cache-tags`). The
 * cached function itself returns a constant: the tags are all it is for.
 */
import { unstable_cache } from 'next/cache'

/** Every page built from the catalogue. */
export const CATALOGUE_PAGES_TAG = 'catalogue'

/** The pages of one city (a city code, e.g. 'london', or 'streaming-city'). */
export function cityPagesTag(city: string): string {
  return `catalogue:city:${city}`
}

/**
 * Landing routes that answered 404 (a slug no page has yet): any catalogue change may publish
 * one, so every change marks them stale, whatever its cities.
 */
export const MISSING_LANDING_PAGES_TAG = 'catalogue:missing-landing'

/** One landing page at its public path ('/offers/spring'): the desk revalidates it on publish. */
export function landingPageTag(publicPath: string): string {
  return `landing:${publicPath}`
}

/** The tags of a page of `city` (null: a page of no one city, e.g. the national one). */
export function cataloguePageTags(city: string | null | undefined): string[] {
  return city ? [CATALOGUE_PAGES_TAG, cityPagesTag(city)] : [CATALOGUE_PAGES_TAG]
}

/**
 * Gives the page being rendered its catalogue tags, and `extraTags` (its landingPageTag). Call
 * it from the page's render, once its city is known. Outside Next's renderer (unit tests) there
 * is no page to tag: it does nothing.
 */
export async function tagCataloguePage(
  city: string | null | undefined,
  extraTags: readonly string[] = [],
): Promise<void> {
  const tags = [...cataloguePageTags(city), ...extraTags]
  try {
    await unstable_cache(async () => true, ['catalogue-page-tags', ...tags], { tags })()
  } catch (error) {
    if (error instanceof Error && /incrementalCache missing/.test(error.message)) return
    throw error
  }
}

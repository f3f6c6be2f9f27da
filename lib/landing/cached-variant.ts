/**
 * Which landing requests deserve a cached page of their own (see
 * docs/decisions/page-cache-variants.md). Every option folded into the internal path
 * (landing-route.ts) is a separate cache entry, so a value only earns one when it can change
 * the HTML:
 * - `ref`: only a ref the catalogue names (a landing page, FAQ or text row for it). Any other
 *   ref renders exactly the page without one.
 * - `activity`: only an activity of the catalogue, on a page with the map (national, city,
 *   offer), and on a city page only an activity of that city. Any other id leaves the page as
 *   it is.
 * - the cookie notice and the three campaign flags: two values each, so at most 16 entries
 *   per page whatever a visitor sends.
 * Dropped values stay in the address bar: the browser reads them there (links, analytics).
 */
import type { LandingKind, LandingRenderOptions } from './landing-route'

/** The values the catalogue knows, loaded on the server and refreshed with its version. */
export interface KnownLandingValues {
  /** Every variantRef a landing page, FAQ or text row is written for. */
  refs: ReadonlySet<string>
  /** Every activity id (as in the URL) → its city code. */
  activityCities: ReadonlyMap<string, string>
}

/** Nothing known (the catalogue could not be read): every request gets the canonical page. */
export const NO_KNOWN_VALUES: KnownLandingValues = { refs: new Set(), activityCities: new Map() }

const KINDS_WITH_MAP = new Set<LandingKind>(['national', 'city', 'offer'])

function keepsActivity(
  kind: LandingKind,
  slug: string,
  activityId: string,
  known: KnownLandingValues,
): boolean {
  if (!KINDS_WITH_MAP.has(kind)) return false
  const city = known.activityCities.get(activityId)
  if (city === undefined) return false
  return kind !== 'city' || city === slug
}

/**
 * The options a request is cached and rendered under: its own, less every value that would not
 * change the page.
 *
 * @example cachedRenderOptions('city', 'london', { ...opts, variantRef: 'made-up' }, known)
 * // { ...opts, variantRef: null }
 */
export function cachedRenderOptions(
  kind: LandingKind,
  slug: string,
  options: LandingRenderOptions,
  known: KnownLandingValues,
): LandingRenderOptions {
  const { variantRef, activityId } = options
  return {
    ...options,
    variantRef: variantRef !== null && known.refs.has(variantRef) ? variantRef : null,
    activityId:
      activityId !== null && keepsActivity(kind, slug, activityId, known) ? activityId : null,
  }
}

/**
 * Whether these options are a plain visit's, possibly with the cookie notice dismissed: the
 * public routes and next.config.js's cookie rewrites already serve those entries.
 */
export function isPlainVisit(options: LandingRenderOptions): boolean {
  return (
    options.variantRef === null &&
    options.activityId === null &&
    !options.isTargetedCampaign &&
    !options.isTargetedCity &&
    !options.isBrandSearch
  )
}

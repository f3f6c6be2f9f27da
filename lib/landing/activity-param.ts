/**
 * `?activity={id}` on a landing page with the map (a city page, an offer, the national page)
 * opens that activity's details: a shareable link to one activity. The id must look like one of
 * ours (digits); anything else is ignored, never an error. Partner and venue pages have no map
 * and ignore it.
 */
import { ACTIVITY_ID, KEY_QUERY_PARAMS } from './landing-cache-key.mjs'
import type { QueryInput } from './query-flags'

/** Part of the landing cache key, which names it (a shared activity gets its own cached page). */
export const ACTIVITY_PARAM = KEY_QUERY_PARAMS.activityId

export { ACTIVITY_ID }

/** The activity a landing URL asks to open, or null. A repeated parameter counts by its first value. */
export function activityQueryArg(query: QueryInput): string | null {
  let value: string | null | undefined
  if (query == null) return null
  if (typeof query === 'string' || query instanceof URLSearchParams) {
    value = new URLSearchParams(query).get(ACTIVITY_PARAM)
  } else {
    const raw = query[ACTIVITY_PARAM]
    value = Array.isArray(raw) ? raw[0] : raw
  }
  const trimmed = value?.trim() ?? ''
  return ACTIVITY_ID.test(trimmed) ? trimmed : null
}

/** Where a shared activity's details open: the discovery section's anchor. */
const DETAILS_ANCHOR = '#activities-list'

/**
 * The address with `activity` set to the id and the discovery anchor (so the shared link lands
 * on the details, with or without JavaScript), or without `activity` for null; everything else
 * is kept. The panel writes the open activity into the address bar so the link can be shared.
 *
 * @example activityHref('https://x.test/london?city=a', '42')
 * // '/london?city=a&activity=42#activities-list'
 */
export function activityHref(currentHref: string, activityId: string | null): string {
  const url = new URL(currentHref)
  if (activityId && ACTIVITY_ID.test(activityId)) {
    url.searchParams.set(ACTIVITY_PARAM, activityId)
    url.hash = DETAILS_ANCHOR
  } else {
    url.searchParams.delete(ACTIVITY_PARAM)
  }
  return `${url.pathname}${url.search}${url.hash}`
}

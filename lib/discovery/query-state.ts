/**
 * The city and activity type in the address bar (spec §2): setting one adds its query
 * parameter, emptying it removes the parameter, and every link lands on #activities-list.
 */
import { ANY_ACTIVITY_TYPE, isActivityType } from '../activity-types'

export interface DiscoveryQuery {
  city: string | null
  activityType: string | null
}

export const ACTIVITIES_LIST_ANCHOR = 'activities-list'

const CITY_PARAM = 'city'
const ACTIVITY_TYPE_PARAM = 'activityType'
const CITY_CODE = /^[a-z0-9-]{1,64}$/

/**
 * Reads `city` and `activityType` from a query string, dropping values no page could use.
 *
 * @example readDiscoveryQuery('?city=Leeds&activityType=yoga') // { city: 'leeds', activityType: 'yoga' }
 */
export function readDiscoveryQuery(search: string | URLSearchParams): DiscoveryQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const city = params.get(CITY_PARAM)?.toLowerCase() ?? null
  const activityType = params.get(ACTIVITY_TYPE_PARAM)
  return {
    city: city !== null && CITY_CODE.test(city) ? city : null,
    activityType: activityType !== null && isActivityType(activityType) ? activityType : null,
  }
}

/**
 * The path, query and #activities-list anchor after applying `change` to `currentHref` (an
 * absolute URL). Other query parameters (utm_*, flags) are kept; keys absent from `change` are
 * left alone.
 *
 * @example discoveryHref('https://x.test/london?utm_source=a', { activityType: 'gym' })
 * // '/london?utm_source=a&activityType=gym#activities-list'
 */
export function discoveryHref(currentHref: string, change: Partial<DiscoveryQuery>): string {
  const url = new URL(currentHref)
  const entries: Array<[string, string | null | undefined]> = [
    [CITY_PARAM, change.city],
    [ACTIVITY_TYPE_PARAM, change.activityType],
  ]
  for (const [param, value] of entries) {
    if (value === undefined) continue
    if (value === null || value === '' || value === ANY_ACTIVITY_TYPE) {
      url.searchParams.delete(param)
    } else {
      url.searchParams.set(param, value)
    }
  }
  return `${url.pathname}${url.search}#${ACTIVITIES_LIST_ANCHOR}`
}

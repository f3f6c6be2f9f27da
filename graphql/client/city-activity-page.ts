/**
 * Loads a city × activity page (/london/yoga) through the in-process GraphQL client, as the
 * venue directory does: one query (the type's activities with their venues; ratings and review
 * counts batched), shaped by lib/discovery/city-activity.ts. Null (→ 404) for an unknown city or
 * type, a reserved first segment, live streams, or a city with no activities of the type.
 */
import { cache } from 'react'
import { isActivityType, STREAMING_CITY, type ActivityType } from '@/lib/activity-types'
import { hasErrorCode } from '@/lib/apollo/errors'
import { getClient } from '@/graphql/client/server-client'
import { isCitySlug } from '@/lib/city-slug'
import {
  otherActivityTypes,
  venuesOffering,
  type VenuesOffering,
} from '@/lib/discovery/city-activity'
import { CityActivityTypeDocument } from '@/graphql/generated/client/graphql'
import { isReservedSegment } from '@/lib/landing/reserved-routes'

export interface CityActivityPage extends VenuesOffering {
  city: { city: string; cityName: string }
  activityType: ActivityType
  /** The city's other types that have activities, for links to their pages. */
  otherTypes: ActivityType[]
}

/** Cached per request, so generateMetadata and the page share one load. */
export const loadCityActivityPage = cache(
  async (city: string, activityType: string): Promise<CityActivityPage | null> => {
    if (!isCitySlug(city) || city === STREAMING_CITY || isReservedSegment(city)) return null
    if (!isActivityType(activityType)) return null
    try {
      const { data } = await getClient().query({
        query: CityActivityTypeDocument,
        variables: { city, activityType },
      })
      if (!data?.city) return null
      const offering = venuesOffering(data.activities.activities)
      if (offering.venueCount === 0) return null
      return {
        ...offering,
        city: data.city,
        activityType,
        otherTypes: otherActivityTypes(data.activities.availableActivityTypes, activityType),
      }
    } catch (error) {
      if (hasErrorCode(error, 'NOT_FOUND')) return null
      throw error
    }
  },
)

/** The discovery section's titles and placeholders, word for word from spec §2. */
import { ACTIVITY_TYPE_LABELS, isActivityType } from '../activity-types'

/** 'What activities are included?' when the city is fixed or the variant is Discovery. */
export function discoveryTitle(options: { cityFixed: boolean; variant?: string | null }): string {
  const discovery = options.variant?.toUpperCase() === 'DISCOVERY'
  return options.cityFixed || discovery
    ? 'What activities are included?'
    : 'What can I do and Where?'
}

/**
 * 'Popular Activities in {city}' for any or an unavailable type, 'Popular {Type} in {city}' for
 * a chosen one, 'Popular live streaming activities' for the streaming variant.
 */
export function popularActivitiesTitle(options: {
  cityName: string
  activityType?: string | null
  availableTypes?: readonly string[]
  isStreaming?: boolean
}): string {
  if (options.isStreaming) return 'Popular live streaming activities'
  const type = options.activityType
  const available =
    !options.availableTypes || (type != null && options.availableTypes.includes(type))
  if (type && isActivityType(type) && available) {
    return `Popular ${ACTIVITY_TYPE_LABELS[type]} in ${options.cityName}`
  }
  return `Popular Activities in ${options.cityName}`
}

/** The venue list's title. */
export function venueListTitle(cityName: string): string {
  return `Access to all of these venues in ${cityName}`
}

/** The map search box's placeholder by activity type. */
export function venueSearchPlaceholder(activityType?: string | null): string {
  switch (activityType) {
    case 'yoga':
    case 'dance':
    case 'swimming':
      return 'Search for yoga/dance/swimming venues'
    case 'martial-arts':
      return 'Search for martial arts venues'
    case 'gym':
      return 'Search for gyms'
    default:
      return 'Search for venues'
  }
}

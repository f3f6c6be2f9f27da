/**
 * City × activity type pages (/{city}/{activityType}, e.g. /london/yoga): their title, paths
 * and the venues they list. The page shows the best rated venues offering the type, each once,
 * and sends visitors to the map filtered to the type for the rest.
 */
import { ACTIVITY_TYPES, ACTIVITY_TYPE_LABELS, type ActivityType } from '../activity-types'
import { BRAND } from '../brand'
import { ACTIVITIES_LIST_ANCHOR } from './query-state'

/** Venues the page lists: as many as the city page links, so both stay small and fast. */
export const CITY_ACTIVITY_VENUES = 24
/** Activity titles shown per venue ('Sunrise Vinyasa, Yin & Restore and 2 more'). */
export const TITLES_PER_VENUE = 3

export interface OfferedActivity {
  id: string
  title: string
  venue: {
    id: string
    name: string
    address: string
    urlSlug: string
    /** Out of 10; 0 means no ratings yet. */
    rating: number
    reviewCount: number
  }
}

export interface CityActivityVenue {
  id: string
  name: string
  address: string
  urlSlug: string
  rating: number
  reviewCount: number
  /** The first TITLES_PER_VENUE distinct titles of the type's activities there, A to Z. */
  titles: string[]
  /** How many of the type's activities the venue runs. */
  activityCount: number
}

export interface VenuesOffering {
  /** The best rated `limit` venues. */
  venues: CityActivityVenue[]
  /** Every venue offering the type. */
  venueCount: number
  activityCount: number
}

/** 'Yoga in London', 'Dance Classes in Bath': the spec's plural labels (§2 popular titles). */
export function cityActivityTitle(activityType: ActivityType, cityName: string): string {
  return `${ACTIVITY_TYPE_LABELS[activityType]} in ${cityName}`
}

export function cityActivityDescription(
  activityType: ActivityType,
  cityName: string,
  venueCount: number,
): string {
  const where = venueCount === 1 ? '1 venue' : `${venueCount} venues`
  return `${cityActivityTitle(activityType, cityName)}: ${where} you can visit with one ${BRAND} membership, best rated first.`
}

export function cityActivityPath(cityCode: string, activityType: ActivityType): string {
  return `/${encodeURIComponent(cityCode)}/${activityType}`
}

/** The city page's map and list, filtered to the type (the discovery query, spec §2). */
export function cityActivityMapHref(cityCode: string, activityType: ActivityType): string {
  const query = new URLSearchParams({ activityType })
  return `/${encodeURIComponent(cityCode)}?${query.toString()}#${ACTIVITIES_LIST_ANCHOR}`
}

/** The spec's types the city offers, in the selectors' order, other than `except`. */
export function otherActivityTypes(
  available: readonly string[],
  except: ActivityType,
): ActivityType[] {
  return ACTIVITY_TYPES.filter((type) => type !== except && available.includes(type))
}

/**
 * Each venue once, best rated first (then most reviewed, then A to Z), the first `limit` of
 * them, with the titles of the type's activities it runs.
 */
export function venuesOffering(
  activities: readonly OfferedActivity[],
  limit: number = CITY_ACTIVITY_VENUES,
): VenuesOffering {
  const byVenue = new Map<
    string,
    { venue: OfferedActivity['venue']; titles: Set<string>; count: number }
  >()
  for (const { title, venue } of activities) {
    const entry = byVenue.get(venue.id) ?? { venue, titles: new Set<string>(), count: 0 }
    entry.titles.add(title.trim())
    entry.count += 1
    byVenue.set(venue.id, entry)
  }
  const ranked = [...byVenue.values()].sort(
    (a, b) =>
      b.venue.rating - a.venue.rating ||
      b.venue.reviewCount - a.venue.reviewCount ||
      a.venue.name.localeCompare(b.venue.name, 'en-GB') ||
      a.venue.id.localeCompare(b.venue.id),
  )
  return {
    venues: ranked.slice(0, Math.max(0, limit)).map(({ venue, titles, count }) => ({
      id: venue.id,
      name: venue.name,
      address: venue.address,
      urlSlug: venue.urlSlug,
      rating: venue.rating,
      reviewCount: venue.reviewCount,
      titles: [...titles]
        .filter((title) => title !== '')
        .sort((a, b) => a.localeCompare(b, 'en-GB'))
        .slice(0, TITLES_PER_VENUE),
      activityCount: count,
    })),
    venueCount: byVenue.size,
    activityCount: activities.length,
  }
}

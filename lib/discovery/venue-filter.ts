/**
 * The side panel's venue list (spec §2, §5, §8, §9): venues grouped from the map's activities,
 * a fuzzy search that ignores case, symbols and extra whitespace, and the list's messages.
 */
import Fuse from 'fuse.js'

import { ACTIVITY_TYPES } from '../activity-types'

export interface VenueActivityLike {
  id: string
  venue: { id: string; name: string; address?: string | null }
  rating: number
  activityType: string
}

export interface VenueSummary {
  id: string
  name: string
  address: string | null
  activityIds: string[]
  activityTypes: string[]
  /** The best rating among the venue's activities. */
  rating: number
}

function typeOrder(type: string): number {
  const index = (ACTIVITY_TYPES as readonly string[]).indexOf(type)
  return index === -1 ? ACTIVITY_TYPES.length : index
}

/** Each venue once with its activities, A to Z (English collation). */
export function venuesOf(activities: readonly VenueActivityLike[]): VenueSummary[] {
  const venues = new Map<string, VenueSummary>()
  for (const activity of activities) {
    const { venue } = activity
    let summary = venues.get(venue.id)
    if (!summary) {
      summary = {
        id: venue.id,
        name: venue.name,
        address: venue.address || null,
        activityIds: [],
        activityTypes: [],
        rating: activity.rating,
      }
      venues.set(venue.id, summary)
    }
    summary.address ??= venue.address || null
    summary.activityIds.push(activity.id)
    if (!summary.activityTypes.includes(activity.activityType)) {
      summary.activityTypes.push(activity.activityType)
    }
    summary.rating = Math.max(summary.rating, activity.rating)
  }
  const list = [...venues.values()]
  for (const venue of list) {
    venue.activityTypes.sort((a, b) => typeOrder(a) - typeOrder(b) || a.localeCompare(b))
  }
  return list.sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.id.localeCompare(b.id))
}

/**
 * Search text without case, symbols or extra whitespace (spec §5).
 *
 * @example normaliseSearchText("  O'Neill's  Gym!! ") // 'o neill s gym'
 */
export function normaliseSearchText(text: string): string {
  // NFC first: a decomposed 'é' (e + combining mark) would otherwise split the word in two.
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export const FUZZY_THRESHOLD = 0.6

interface SearchEntry {
  venue: VenueSummary
  name: string
  address: string
}

// One index per venue list: typing re-runs the search on every keystroke, not the indexing.
const indexes = new WeakMap<readonly VenueSummary[], Fuse<SearchEntry>>()

function indexFor(venues: readonly VenueSummary[]): Fuse<SearchEntry> {
  let fuse = indexes.get(venues)
  if (!fuse) {
    const entries = venues.map((venue) => ({
      venue,
      name: normaliseSearchText(venue.name),
      address: normaliseSearchText(venue.address ?? ''),
    }))
    fuse = new Fuse(entries, {
      keys: [
        { name: 'name', weight: 3 },
        { name: 'address', weight: 1 },
      ],
      threshold: FUZZY_THRESHOLD,
      ignoreLocation: true,
    })
    indexes.set(venues, fuse)
  }
  return fuse
}

/**
 * Venues matching `query`, best match first; every venue, in order, for an empty query.
 * Matches the name, and the address with less weight.
 */
export function filterVenues(venues: readonly VenueSummary[], query: string): VenueSummary[] {
  const pattern = normaliseSearchText(query)
  if (pattern === '') return venues.slice()
  return indexFor(venues)
    .search(pattern)
    .map((result) => result.item.venue)
}

export const VENUE_LIST_MAX = 100

/** The first VENUE_LIST_MAX venues and how many more there are (spec §9). */
export function limitVenues(venues: readonly VenueSummary[]): {
  visible: VenueSummary[]
  hidden: number
} {
  return {
    visible: venues.slice(0, VENUE_LIST_MAX),
    hidden: Math.max(0, venues.length - VENUE_LIST_MAX),
  }
}

export function moreVenuesMessage(hidden: number): string {
  return `${hidden} more venues available. Use the search and filters above to check them out!`
}

export const NO_VENUES_MESSAGE = 'No venues match your filters.'
export const CLEAR_FILTERS_LABEL = 'Clear filters'
export const NO_ACTIVITIES_MESSAGE = 'No activities match your filter'

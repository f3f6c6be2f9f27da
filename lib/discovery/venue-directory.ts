/**
 * A city's venues as links: the city page shows the best rated few and links to the full
 * directory page (/{city}/venues), which lists them all. Keeping hundreds of links off the
 * city page keeps its HTML (and React's copy of it) small; crawlers and visitors without
 * JavaScript still reach every venue in one click.
 */

export interface DirectoryVenue {
  id: string
  name: string
  urlSlug: string
}

interface RatedActivity {
  rating: number
  venue: DirectoryVenue
}

/** How many venue links the city page itself carries. */
export const CITY_PAGE_VENUE_LINKS = 24

/** Each venue once, A to Z (English collation). */
export function venuesByName(activities: readonly RatedActivity[]): DirectoryVenue[] {
  const venues = new Map<string, DirectoryVenue>()
  for (const { venue } of activities) venues.set(venue.id, venue)
  return [...venues.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en-GB') || a.id.localeCompare(b.id),
  )
}

/** The `count` venues whose best activity rates highest; ties A to Z. */
export function bestRatedVenues(
  activities: readonly RatedActivity[],
  count: number,
): DirectoryVenue[] {
  const best = new Map<string, { venue: DirectoryVenue; rating: number }>()
  for (const { venue, rating } of activities) {
    const seen = best.get(venue.id)
    if (!seen || rating > seen.rating) best.set(venue.id, { venue, rating })
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        b.rating - a.rating ||
        a.venue.name.localeCompare(b.venue.name, 'en-GB') ||
        a.venue.id.localeCompare(b.venue.id),
    )
    .slice(0, Math.max(0, count))
    .map((entry) => entry.venue)
}

/** The directory page of a city's venues. */
export function venueDirectoryPath(cityCode: string): string {
  return `/${encodeURIComponent(cityCode)}/venues`
}

export function venueDirectoryTitle(cityName: string): string {
  return `Gyms, pools and studios in ${cityName}`
}

export function venueDirectoryLinkText(count: number, cityName: string): string {
  return `See all ${count} venues in ${cityName}`
}

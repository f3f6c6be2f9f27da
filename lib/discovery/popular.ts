/** The popular activities carousel's picks (spec §2). */

interface PopularCandidate {
  id: string
  rating: number
  activityType: string
  venue: { id: string }
}

/** How many cards the carousel shows. */
export const POPULAR_COUNT = 12

/**
 * The `count` best rated activities of `type` ('any' or null: every type), one per venue so
 * the carousel shows a city's breadth rather than one studio's timetable; ties by id, so the
 * server's and the browser's picks agree.
 */
export function popularActivities<T extends PopularCandidate>(
  activities: readonly T[],
  type: string | null = null,
  count: number = POPULAR_COUNT,
): T[] {
  const seenVenues = new Set<string>()
  const picked: T[] = []
  const candidates = activities.filter(
    (activity) => !type || type === 'any' || activity.activityType === type,
  )
  candidates.sort((a, b) => b.rating - a.rating || a.id.localeCompare(b.id))
  for (const activity of candidates) {
    if (seenVenues.has(activity.venue.id)) continue
    seenVenues.add(activity.venue.id)
    picked.push(activity)
    if (picked.length === count) break
  }
  return picked
}

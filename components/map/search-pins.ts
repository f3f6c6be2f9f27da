import type { LocationPoint, MapFeature, MapPin } from '@/lib/map/clusters'

/** What the map's search answers, as far as the pins need it, and the pins and labels made from it. */
export function featureCount(feature: MapFeature): number {
  return feature.kind === 'cluster' ? feature.count : feature.point.pinIds.length
}

export type SearchResult = { searchActivities: ReadonlyArray<SearchActivity> }
type SearchActivity = {
  id: string
  title: string
  lat?: number | null
  lng?: number | null
  locationKey?: string | null
  activityType: string
  tags: readonly string[]
  rating: number
  venue: { id: string; name: string }
}

export function toPins(data: SearchResult | undefined): MapPin[] {
  const pins: MapPin[] = []
  for (const activity of data?.searchActivities ?? []) {
    if (activity.lat == null || activity.lng == null || !activity.locationKey) continue
    pins.push({
      id: activity.id,
      lat: activity.lat,
      lng: activity.lng,
      locationKey: activity.locationKey,
      activityType: activity.activityType,
      tags: activity.tags,
      title: activity.title,
      venueId: activity.venue.id,
      venueName: activity.venue.name,
      rating: activity.rating,
    })
  }
  return pins
}

export function locationLabel(point: LocationPoint): string {
  return point.pinIds.length > 1
    ? `${point.pinIds.length} activities at ${point.venueName}`
    : `${point.title} at ${point.venueName}`
}

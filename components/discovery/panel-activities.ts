import type { CarouselActivity } from './popular-carousel'
import type { PanelActivity } from './side-panel'
import type { CityDiscoveryQuery } from '@/graphql/generated/client/graphql'
import type { MapPin } from '@/lib/map/clusters'
import { INITIAL_PANEL_STATE, type PanelState } from '@/lib/discovery/panel-stack'
import type { CityLabel } from '@/components/map/activity-map'
import type { DiscoveryCity } from './discovery-types'

/** The activities the discovery island shows, as the side panel takes them. */
export type CityActivity = CityDiscoveryQuery['activities']['activities'][number]

export function fromCityActivity(activity: CityActivity): PanelActivity {
  return {
    id: activity.id,
    title: activity.title,
    activityType: activity.activityType,
    rating: activity.rating,
    lat: activity.lat ?? null,
    lng: activity.lng ?? null,
    locationKey: activity.locationKey ?? null,
    thumb_img_url: activity.thumb_img_url,
    venue: {
      id: activity.venue.id,
      name: activity.venue.name,
      address: activity.venue.address,
      urlSlug: activity.venue.urlSlug,
    },
  }
}

/** The panel's first state: a shared activity's details open, else nothing. */
export function openedOn(shared: PanelActivity | null): PanelState {
  return shared
    ? { ...INITIAL_PANEL_STATE, stack: [{ type: 'ACTIVITY_DETAILS', activityId: shared.id }] }
    : INITIAL_PANEL_STATE
}

export function fromCarousel(activity: CarouselActivity): PanelActivity {
  return {
    id: activity.id,
    title: activity.title,
    activityType: '',
    rating: activity.rating,
    lat: activity.lat ?? null,
    lng: activity.lng ?? null,
    locationKey: null,
    thumb_img_url: activity.thumb_img_url,
    venue: { ...activity.venue, address: null },
  }
}

export function fromPin(pin: MapPin): PanelActivity {
  return {
    id: pin.id,
    title: pin.title,
    activityType: pin.activityType,
    rating: pin.rating,
    lat: pin.lat,
    lng: pin.lng,
    locationKey: pin.locationKey,
    thumb_img_url: null,
    venue: { id: pin.venueId, name: pin.venueName, address: null, urlSlug: null },
  }
}

/** What the island knows of activities so far; each later source knows more than the last. */
export interface KnownActivitySources {
  shared: PanelActivity | null
  popular: readonly CarouselActivity[]
  pins: readonly MapPin[]
  cityActivities: readonly CityActivity[] | undefined
}

/**
 * Every activity the island can show in its panel, by id: a shared link's, the server's
 * popular picks, the map's pins, then the city's whole list, each overriding what came before.
 */
export function knownActivities({
  shared,
  popular,
  pins,
  cityActivities,
}: KnownActivitySources): Map<string, PanelActivity> {
  const all = new Map<string, PanelActivity>()
  if (shared) all.set(shared.id, shared)
  for (const activity of popular) all.set(activity.id, fromCarousel(activity))
  for (const pin of pins) all.set(pin.id, fromPin(pin))
  for (const activity of cityActivities ?? []) all.set(activity.id, fromCityActivity(activity))
  return all
}

/** The city names the map draws (the offline basemap has no fonts), at each city's centre. */
export function cityLabelsOf(cities: readonly DiscoveryCity[]): CityLabel[] {
  return cities.map((city) => ({
    name: city.cityName,
    lat: city.mapCenter.lat,
    lng: city.mapCenter.lng,
  }))
}

/**
 * The activities whose venues the venue list offers, of the chosen type: a city's whole list
 * when it is there, else every activity found so far (the pins).
 */
export function venueListActivities(
  cityActivities: readonly CityActivity[] | undefined,
  known: ReadonlyMap<string, PanelActivity> | null,
  activityType: string,
): PanelActivity[] {
  const source = cityActivities
    ? cityActivities.map(fromCityActivity)
    : [...(known?.values() ?? [])]
  return source.filter(
    (activity) => activityType === 'any' || activity.activityType === activityType,
  )
}

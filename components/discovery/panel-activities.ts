import type { CarouselActivity } from './popular-carousel'
import type { PanelActivity } from './side-panel'
import type { CityDiscoveryQuery } from '@/graphql/generated/client/graphql'
import type { MapPin } from '@/lib/map/clusters'
import { INITIAL_PANEL_STATE, type PanelState } from '@/lib/discovery/panel-stack'

/** The activities the discovery island shows, as the side panel takes them. */
type CityActivity = CityDiscoveryQuery['activities']['activities'][number]

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

import { activities, venues } from '@/server/db/schema'

/** The list columns of an activity plus its venue, for one-query lists (no venue loader). */
export const listColumns = {
  id: activities.id,
  venueId: activities.venueId,
  activityType: activities.activityType,
  title: activities.title,
  tags: activities.tags,
  lat: activities.lat,
  lng: activities.lng,
  rating: activities.rating,
  url: activities.url,
  imgUrl: activities.imgUrl,
  thumbImgUrl: activities.thumbImgUrl,
  discoveryMemberAllowed: activities.discoveryMemberAllowed,
  isStreaming: activities.isStreaming,
  isDraft: activities.isDraft,
  venueName: venues.name,
  venueAddress: venues.address,
  venueUrlSlug: venues.urlSlug,
}

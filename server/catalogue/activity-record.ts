/**
 * Activities as the catalogue seam hands them out: the GraphQL field names, so the default
 * resolvers serve them (codegen maps Activity and Venue to these through graphql/mappers.ts).
 */
import { locationKey } from '@/lib/geo/location-key'

/** An activity's venue as lists show it (spec §3 "Venue: id, name, address"). */
export interface VenueParent {
  id: number
  name: string
  address: string
  urlSlug: string
}

/**
 * An activity without its timeslots and description, which load on demand. Field names are the
 * GraphQL ones, so the default resolvers serve them; `venue` is filled when the source already
 * has it (a join, the search snapshot), else loaded by `venueId`.
 */
export interface ActivityParent {
  id: number
  title: string
  activityType: string
  tags: string[]
  lat: number | null
  lng: number | null
  locationKey: string | null
  isStreaming: boolean
  isDraft: boolean
  venueId: number
  venue?: VenueParent
  rating: number
  url: string
  img_url: string
  thumb_img_url: string
  discoveryMemberAllowed: boolean
  /** Raw HTML when the source query already read it (activity(id)); else loaded on demand. */
  descriptionHtml?: string
}

/** Columns an activity row must carry to become an ActivityParent. */
export interface ActivityListRow {
  id: number
  venueId: number
  activityType: string
  title: string
  tags: string[]
  lat: number | null
  lng: number | null
  rating: number
  url: string
  imgUrl: string
  thumbImgUrl: string
  discoveryMemberAllowed: boolean
  isStreaming: boolean
  isDraft: boolean
}

export function toActivityParent(row: ActivityListRow, venue?: VenueParent): ActivityParent {
  return {
    id: row.id,
    title: row.title,
    activityType: row.activityType,
    tags: row.tags,
    lat: row.lat,
    lng: row.lng,
    locationKey: row.lat === null || row.lng === null ? null : locationKey(row.lng, row.lat),
    isStreaming: row.isStreaming,
    isDraft: row.isDraft,
    venueId: row.venueId,
    venue,
    rating: row.rating,
    url: row.url,
    img_url: row.imgUrl,
    thumb_img_url: row.thumbImgUrl,
    discoveryMemberAllowed: row.discoveryMemberAllowed,
  }
}

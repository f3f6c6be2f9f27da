/**
 * Parent types the resolvers pass down (codegen `mappers`), and the row → parent mappings.
 * Objects not listed here are built in their GraphQL shape directly.
 */
import type { ListBlock, TextBlock } from '@/server/db/schema'
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

/** A venue landing page; the venue's details, related venues and city totals load lazily. */
export interface VenuePageParent {
  __typename: 'VenuePage'
  id: number
  urlSlug: string
  city: string | null
  cityName: string | null
  mapCenter: { lat: number; lng: number } | null
  ctaButtonText: string
  ctaText: string
  signInUrl: string
  signUpUrl: string
  signInUrlForPurchase: string
  entryContext: string
  continueUrl: string
  pageTitle: string
  pageDescription: string
  defaultProductType: 'DISCOVERY_MEMBERSHIP' | 'FULL_MEMBERSHIP' | 'MOVE_FIVE' | null
  signInToPurchase: boolean
  moversGoingToThisVenue: number
  venue: VenueDetailsParent
}

/** The venue of a venue page; activities and reviews load lazily. */
export interface VenueDetailsParent {
  id: number
  cityCode: string
  name: string
  description: string
  amenities: string[]
  address: string
  location: { lat: number; lng: number } | null
  phone: string
  email: string
  website: string
  rating: number
  logoUrl: string
  imageUrls: string[]
  thumbnailUrl: string
}

/** CMS content as stored (server/db/schema TextContentValue); `kind` resolves the unions. */
export type TextParent = TextBlock
export type ListParent = ListBlock
export interface DocumentParent {
  kind: 'Document'
  blocks: Array<TextBlock | ListBlock>
}

/**
 * Parent types the resolvers pass down (codegen `mappers`), and the row → parent mappings.
 * Objects not listed here are built in their GraphQL shape directly.
 */
import type { ListBlock, TextBlock } from '@/server/db/schema'

export type {
  ActivityListRow,
  ActivityParent,
  VenueParent,
} from '@/server/catalogue/activity-record'
export { toActivityParent } from '@/server/catalogue/activity-record'

/** A city's activities before paging: the whole list asked for, best rated first. */
export interface ActivitiesResultParent {
  all: import('@/server/catalogue/activity-record').ActivityParent[]
  availableActivityTypes: string[]
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

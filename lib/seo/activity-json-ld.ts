/**
 * Structured data and page copy for a shared activity (`?activity={id}`): the venue it
 * takes place at as a schema.org ExerciseGym (gyms) or SportsActivityLocation (everything else),
 * with its address, position and rating, and the title and description the page carries.
 */
import { BRAND } from '../brand'
import { absoluteUrl, htmlToText, type JsonLd } from './json-ld'

export interface SharedActivity {
  id: string
  title: string
  activityType: string
  lat: number | null
  lng: number | null
  description: string
  img_url: string
  venue: {
    id: string
    name: string
    address: string
    urlSlug: string
    /** Out of 10; 0 means no ratings yet. */
    rating: number
    reviewCount: number
  }
}

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_LENGTH = 155

/** '{title} at {venue} | {brand}'. */
export function sharedActivityTitle(activity: Pick<SharedActivity, 'title' | 'venue'>): string {
  return `${activity.title} at ${activity.venue.name} | ${BRAND}`
}

/**
 * The activity's description as plain text, cut at a word boundary to fit a meta description,
 * with an ellipsis when cut; the venue and address when there is no description.
 */
export function sharedActivityDescription(
  activity: Pick<SharedActivity, 'title' | 'description' | 'venue'>,
): string {
  const text =
    htmlToText(activity.description) ||
    `${activity.title} at ${activity.venue.name}, ${activity.venue.address}.`
  if (text.length <= META_DESCRIPTION_LENGTH) return text
  const cut = text.slice(0, META_DESCRIPTION_LENGTH - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/**
 * The venue as schema.org sees it. aggregateRating only with at least one review (schema.org
 * requires a count), on the 10-point scale the site shows; geo only with a position.
 */
export function activityVenueJsonLd(activity: SharedActivity, siteUrl?: string): JsonLd {
  const { venue } = activity
  const rated = venue.rating > 0 && venue.reviewCount > 0
  return {
    '@context': 'https://schema.org',
    '@type': activity.activityType === 'gym' ? 'ExerciseGym' : 'SportsActivityLocation',
    '@id': `${absoluteUrl(`/venues/${venue.urlSlug}`, siteUrl)}#venue`,
    name: venue.name,
    url: absoluteUrl(`/venues/${venue.urlSlug}`, siteUrl),
    ...(activity.img_url ? { image: absoluteUrl(activity.img_url, siteUrl) } : {}),
    address: { '@type': 'PostalAddress', streetAddress: venue.address, addressCountry: 'GB' },
    ...(activity.lat != null && activity.lng != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: activity.lat, longitude: activity.lng } }
      : {}),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(Math.min(venue.rating, 10) * 10) / 10,
            bestRating: 10,
            worstRating: 0,
            ratingCount: venue.reviewCount,
          },
        }
      : {}),
  }
}

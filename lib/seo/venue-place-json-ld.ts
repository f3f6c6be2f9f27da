/**
 * A venue page's venue as schema.org sees it: an ExerciseGym, PublicSwimmingPool or
 * SportsActivityLocation with its address, position, contact details, pictures, rating, a few
 * reviews and opening hours from its timetable. Typed with schema-dts, so a property schema.org
 * does not define on the type is a compile error; Google's rich-result rules (required and
 * recommended properties, the 10-point scale stated) are checked by the tests' validator.
 */
import type {
  AggregateRating,
  OpeningHoursSpecification,
  Review,
  SportsActivityLocation,
  WithContext,
} from 'schema-dts'
import { RATING_SCALE } from '../rating'
import { internationalPhone, mailtoHref, websiteLink } from '../venue/contact'
import { openingHoursFromSessions, type SessionTimes } from '../venue/opening-hours'
import { venuePlaceType } from '../venue/place-type'
import { parseUkAddress } from '../venue/postal-address'
import { absoluteUrl, htmlToText } from './json-ld'

/** The lowest score a rating can give: 0 is the catalogue's "no ratings", not a score. */
export const LOWEST_RATING = 1
/** Reviews in the markup: enough for a snippet, the newest first (as the page lists them). */
export const MARKED_UP_REVIEWS = 5

export interface VenuePlaceReview {
  /** Out of 10. */
  rating: number
  /** ISO 8601. */
  timeResponded: string
  review: string
  customer: { displayName: string }
}

export interface VenuePlace {
  name: string
  description: string
  amenities: readonly string[]
  /** As the catalogue writes it: '12 Pollard Street, Ancoats, Manchester M4 5AB'. */
  address: string
  location: { lat: number; lng: number } | null
  phone: string
  email: string
  website: string
  /** Out of 10; 0 means no ratings yet. */
  rating: number
  /** Every review the venue has (the list below may hold only the newest). */
  reviewCount: number
  logoUrl: string
  imageUrls: readonly string[]
  thumbnailUrl: string
  activities: readonly { activityType: string; timeslots: readonly SessionTimes[] }[]
  /** Newest first. */
  reviews: readonly VenuePlaceReview[]
}

export interface VenuePlaceOptions {
  /** The venue page's path ('/venues/yoga-barn-london'): the place's url and @id. */
  path: string
  /** The city the venue is in, to recognise the town in its address. */
  cityName?: string | null
  siteUrl?: string
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10

/** A score on our scale, or null when it is none (0, out of range, not a number). */
function score(value: number): number | null {
  return Number.isFinite(value) && value >= LOWEST_RATING && value <= RATING_SCALE
    ? oneDecimal(value)
    : null
}

/** The venue's rating with its review count; null without both (schema.org needs a count). */
export function aggregateRatingJsonLd(rating: number, reviewCount: number): AggregateRating | null {
  const value = score(rating)
  if (value === null || !Number.isInteger(reviewCount) || reviewCount < 1) return null
  return {
    '@type': 'AggregateRating',
    ratingValue: value,
    bestRating: RATING_SCALE,
    worstRating: LOWEST_RATING,
    reviewCount,
  }
}

/** The newest reviews that have words, a score and a date; at most MARKED_UP_REVIEWS. */
export function reviewsJsonLd(reviews: readonly VenuePlaceReview[]): Review[] {
  return reviews
    .flatMap((review): Review[] => {
      const value = score(review.rating)
      const body = review.review.trim()
      const author = review.customer.displayName.trim()
      const published = new Date(review.timeResponded)
      if (value === null || !body || !author || Number.isNaN(published.getTime())) return []
      return [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: author },
          reviewRating: {
            '@type': 'Rating',
            ratingValue: value,
            bestRating: RATING_SCALE,
            worstRating: LOWEST_RATING,
          },
          datePublished: published.toISOString().slice(0, 10),
          reviewBody: body,
        },
      ]
    })
    .slice(0, MARKED_UP_REVIEWS)
}

export function openingHoursJsonLd(
  activities: VenuePlace['activities'],
): OpeningHoursSpecification[] {
  return openingHoursFromSessions(activities.flatMap((activity) => activity.timeslots)).map(
    (day) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${day.dayOfWeek}`,
      opens: day.opens,
      closes: day.closes,
    }),
  )
}

/** The venue itself; optional properties are left out when the catalogue has nothing usable. */
export function venuePlaceJsonLd(
  venue: VenuePlace,
  options: VenuePlaceOptions,
): WithContext<SportsActivityLocation> {
  const url = absoluteUrl(options.path, options.siteUrl)
  const address = parseUkAddress(venue.address, options.cityName)
  const images = (venue.imageUrls.length > 0 ? venue.imageUrls : [venue.thumbnailUrl])
    .filter((image) => image.trim() !== '')
    .map((image) => absoluteUrl(image, options.siteUrl))
  const telephone = internationalPhone(venue.phone)
  const website = websiteLink(venue.website)
  const email = mailtoHref(venue.email)?.slice('mailto:'.length)
  const description = htmlToText(venue.description)
  const aggregateRating = aggregateRatingJsonLd(venue.rating, venue.reviewCount)
  const review = reviewsJsonLd(venue.reviews)
  const hours = openingHoursJsonLd(venue.activities)
  return {
    '@context': 'https://schema.org',
    '@type': venuePlaceType(venue.activities.map((activity) => activity.activityType)),
    '@id': `${url}#venue`,
    name: venue.name,
    url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(venue.logoUrl ? { logo: absoluteUrl(venue.logoUrl, options.siteUrl) } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.streetAddress,
      ...(address.addressLocality ? { addressLocality: address.addressLocality } : {}),
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
      addressCountry: 'GB',
    },
    ...(venue.location
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: venue.location.lat,
            longitude: venue.location.lng,
          },
        }
      : {}),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    ...(website ? { sameAs: website.href } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(venue.amenities.length > 0
      ? {
          amenityFeature: venue.amenities.map((name) => ({
            '@type': 'LocationFeatureSpecification' as const,
            name,
            value: true,
          })),
        }
      : {}),
    ...(aggregateRating ? { aggregateRating } : {}),
    ...(review.length > 0 ? { review } : {}),
  }
}

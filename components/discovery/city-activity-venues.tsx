import { StarRating } from '@/components/venue/star-rating'
import type { CityActivityVenue } from '@/lib/discovery/city-activity'
import { venuePath } from '@/lib/venue/venue-path'
import { Cards } from './city-activity-venues.styles'

function reviewsText(count: number): string {
  return count === 1 ? '1 review' : `${count} reviews`
}

function titlesText(venue: CityActivityVenue): string {
  const more = venue.activityCount - venue.titles.length
  return more > 0 ? `${venue.titles.join(', ')} and ${more} more` : venue.titles.join(', ')
}

/**
 * The venues of a city × activity page as cards: name (a plain link to the venue's page, so two
 * dozen links do not prefetch two dozen routes), rating, address and what runs there. No state:
 * a Server Component that ships no JavaScript.
 */
export function CityActivityVenues({ venues }: { venues: readonly CityActivityVenue[] }) {
  return (
    <Cards>
      {venues.map((venue) => (
        <li key={venue.id}>
          <h2>
            <a href={venuePath(venue.urlSlug)}>{venue.name}</a>
          </h2>
          <StarRating score={venue.rating} size="small" />
          {venue.reviewCount > 0 ? <p>{reviewsText(venue.reviewCount)}</p> : null}
          <p>{venue.address}</p>
          <p>{titlesText(venue)}</p>
        </li>
      ))}
    </Cards>
  )
}

import { Container } from '@/components/layout/container'
import type { VenuePageConfig } from '@/graphql/client/load-landing-page'
import { MoversStats } from './movers-stats'
import { RelatedVenues } from './related-venues'
import { VenueOverview } from './venue-overview'
import { VenueReviews } from './venue-reviews'
import { VenueTimetable } from './venue-timetable'

/** The single-venue page's own content: the venue, its timetable, reviews and neighbours. */
export function VenueLandingBody({ page }: { page: VenuePageConfig }) {
  const { venue } = page
  return (
    <Container>
      <VenueOverview venue={venue} headingAs="h2">
        <MoversStats
          moversGoingToThisVenue={page.moversGoingToThisVenue}
          moversInCity={page.moversInCity}
          cityName={page.cityName}
        />
      </VenueOverview>
      <VenueTimetable activities={venue.activities} venueName={venue.name} />
      <VenueReviews reviews={venue.reviews} />
      <RelatedVenues venues={page.relatedVenues} />
    </Container>
  )
}

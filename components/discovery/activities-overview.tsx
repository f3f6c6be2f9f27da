import styled from 'styled-components'
import { Container } from '@/components/layout/container'
import { Section, SectionHeading } from '@/components/landing/section'
import { discoveryTitle, popularActivitiesTitle, venueListTitle } from '@/lib/discovery/titles'
import {
  bestRatedVenues,
  CITY_PAGE_VENUE_LINKS,
  venueDirectoryLinkText,
  venueDirectoryPath,
  venuesByName,
} from '@/lib/discovery/venue-directory'
import { ratingLabel } from '@/lib/rating'
import { colors, radii, shadows, space } from '@/styles/tokens'
import { LinkGrid } from '@/components/ui/link-grid'
import { VenueLinkList } from './venue-link-list'

export interface OverviewActivity {
  id: string
  title: string
  rating: number
  isStreaming: boolean
  thumb_img_url: string
  venue: { id: string; name: string; urlSlug: string }
}

export interface OverviewCity {
  city: string
  cityName: string
}

export interface ActivitiesOverviewProps {
  variant: string
  /** The page's city; null on the national page. */
  city: { code: string; name: string } | null
  activities: readonly OverviewActivity[]
  /** The national page lists every city instead. */
  cities?: readonly OverviewCity[] | null
  isStreaming?: boolean
  /** How many popular activities to show. */
  popularCount?: number
}

const SubHeading = styled.h3`
  margin: ${space.xl} 0 ${space.md};
  font-size: 1.25rem;
`

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`

const Card = styled.li`
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
  border-radius: ${radii.md};
  background: ${colors.surface};
  box-shadow: ${shadows.card};

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${colors.subtle};
  }

  div {
    padding: ${space.sm} ${space.md} ${space.md};
  }

  h4 {
    margin: 0 0 ${space.xs};
    font-size: 1rem;
  }

  p {
    margin: 0;
    color: ${colors.muted};
    font-size: 0.9375rem;
  }
`

const LiveBadge = styled.span`
  display: inline-block;
  margin-bottom: ${space.xs};
  padding: 2px ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.error};
  color: ${colors.surface};
  font-size: 0.75rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

const DirectoryLink = styled.a`
  display: inline-block;
  margin-top: ${space.md};
  font-weight: 600;
  color: ${colors.primaryDark};
`

/** Highest rated first, one per venue so the list shows the city's breadth. */
function popularActivities(activities: readonly OverviewActivity[], count: number) {
  const seenVenues = new Set<string>()
  const picked: OverviewActivity[] = []
  for (const activity of [...activities].sort((a, b) => b.rating - a.rating)) {
    if (seenVenues.has(activity.venue.id)) continue
    seenVenues.add(activity.venue.id)
    picked.push(activity)
    if (picked.length === count) break
  }
  return picked
}

/**
 * The server-rendered discovery section: what the map island (a later issue) starts from, and
 * what crawlers and visitors without JavaScript get. Plain links to every city or venue page:
 * <a>, not next/link, so hundreds of links do not prefetch hundreds of routes.
 */
export function ActivitiesOverview({
  variant,
  city,
  activities,
  cities,
  isStreaming = false,
  popularCount = 12,
}: ActivitiesOverviewProps) {
  const cityName = city?.name ?? 'the UK'
  const popular = popularActivities(activities, popularCount)
  const venueCount = isStreaming ? 0 : venuesByName(activities).length
  const venues = isStreaming ? [] : bestRatedVenues(activities, CITY_PAGE_VENUE_LINKS)
  return (
    <Section id="activities" aria-labelledby="discovery-heading">
      <Container>
        <SectionHeading id="discovery-heading">
          {discoveryTitle({ cityFixed: city !== null, variant })}
        </SectionHeading>
        {cities && cities.length > 0 ? (
          <nav aria-labelledby="cities-heading">
            <SubHeading id="cities-heading">Cities</SubHeading>
            <LinkGrid>
              {cities.map((item) => (
                <li key={item.city}>
                  <a href={`/${item.city}`}>{item.cityName}</a>
                </li>
              ))}
            </LinkGrid>
          </nav>
        ) : null}
        {popular.length > 0 ? (
          <section aria-labelledby="popular-heading" id="activities-list">
            <SubHeading id="popular-heading">
              {popularActivitiesTitle({ cityName, isStreaming })}
            </SubHeading>
            <Cards>
              {popular.map((activity) => (
                <Card key={activity.id}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- generated thumbnails, already sized */}
                  <img
                    src={activity.thumb_img_url}
                    alt=""
                    width={160}
                    height={120}
                    loading="lazy"
                  />
                  <div>
                    {activity.isStreaming ? <LiveBadge>Live stream</LiveBadge> : null}
                    <h4>{activity.title}</h4>
                    <p>
                      {isStreaming ? (
                        activity.venue.name
                      ) : (
                        <a href={`/venues/${activity.venue.urlSlug}`}>{activity.venue.name}</a>
                      )}
                    </p>
                    <p>{ratingLabel(activity.rating)}</p>
                  </div>
                </Card>
              ))}
            </Cards>
          </section>
        ) : null}
        {venues.length > 0 && city ? (
          <nav aria-labelledby="venues-heading">
            <SubHeading id="venues-heading">{venueListTitle(cityName)}</SubHeading>
            <VenueLinkList venues={venues} />
            {venueCount > venues.length ? (
              <DirectoryLink href={venueDirectoryPath(city.code)}>
                {venueDirectoryLinkText(venueCount, cityName)}
              </DirectoryLink>
            ) : null}
          </nav>
        ) : null}
      </Container>
    </Section>
  )
}

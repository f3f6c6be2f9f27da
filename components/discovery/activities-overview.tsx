import { styled } from 'next-yak'
import { Container } from '@/components/layout/container'
import { Section, SectionHeading } from '@/components/landing/section'
import { MapFrame, MapSkeleton } from '@/components/map/map-frame'
import { LinkGrid } from '@/components/ui/link-grid'
import { selectorOptions, type ActivityTypeOption } from '@/lib/discovery/activity-selector'
import { popularActivities } from '@/lib/discovery/popular'
import { ACTIVITIES_LIST_ANCHOR } from '@/lib/discovery/query-state'
import {
  discoveryTitle,
  popularActivitiesTitle,
  venueListTitle,
  venueSearchPlaceholder,
} from '@/lib/discovery/titles'
import {
  bestRatedVenues,
  CITY_PAGE_VENUE_LINKS,
  venueDirectoryLinkText,
  venueDirectoryPath,
  venuesByName,
} from '@/lib/discovery/venue-directory'
import type { SharedActivityData } from '@/graphql/client/load-landing-page'
import type { PurchaseConfig } from '@/lib/pricing/purchase-config'
import { colors, headingSizes, radii, space } from '@/styles/tokens'
import { DiscoveryFilters } from './discovery-filters'
import { DiscoveryLoader } from './discovery-loader'
import { DiscoveryTeaser } from './discovery-teaser'
import type { DiscoveryCity } from './discovery-types'
import { PopularCarousel, type CarouselActivity } from './popular-carousel'
import { SharedActivityPreview } from './shared-activity-preview'
import { SHARED_ACTIVITY_FRAME_ID, SharedActivityScroll } from './shared-activity-scroll'
import type { PanelActivity } from './side-panel'
import { VenueLinkList } from './venue-link-list'
import { SearchToolbar, VenueSearchBox } from './venue-search-box'

export interface OverviewActivity extends CarouselActivity {
  activityType: string
}

export interface ActivitiesOverviewProps {
  variant: string
  /** The page's city; null on the national page. */
  city: DiscoveryCity | null
  activities: readonly OverviewActivity[]
  availableActivityTypes?: readonly string[]
  /** The config's activityTypeOptions: the selector's options (product pages). */
  activityTypeOptions?: readonly ActivityTypeOption[] | null
  /** The national page lists every city instead. */
  cities?: readonly DiscoveryCity[] | null
  isStreaming?: boolean
  /** The config's map centre (spec §3 mapCenter). */
  mapCenter?: { lat: number; lng: number } | null
  /** 'N+ Venues for {city}' (spec §2), when the city is fixed. */
  venueCountHeading?: string | null
  /** What the details view's purchase block needs of the page's config. */
  purchase: PurchaseConfig
  /** A shared `?activity={id}` link's activity: rendered here, opened by the island. */
  sharedActivity?: SharedActivityData | null
}

/** Only what a card shows crosses to the island (no GraphQL __typename either). */
function carouselFields(activity: OverviewActivity): CarouselActivity {
  const { id, title, rating, isStreaming, thumb_img_url, venue, lat, lng } = activity
  const { id: venueId, name, urlSlug } = venue
  return {
    id,
    title,
    rating,
    isStreaming,
    thumb_img_url,
    venue: { id: venueId, name, urlSlug },
    lat,
    lng,
  }
}

/** A city as the island takes it: its code, name and centre, without GraphQL's wrapping. */
function islandCity({ city, cityName, mapCenter }: DiscoveryCity): DiscoveryCity {
  return { city, cityName, mapCenter: { lat: mapCenter.lat, lng: mapCenter.lng } }
}

/** What the island's panel needs of a shared activity at once (its header, the map's focus). */
function panelSummary(activity: SharedActivityData): PanelActivity {
  const { id, title, activityType, rating, thumb_img_url, venue } = activity
  return {
    id,
    title,
    activityType,
    rating,
    lat: activity.lat ?? null,
    lng: activity.lng ?? null,
    locationKey: activity.locationKey ?? null,
    thumb_img_url,
    venue: { id: venue.id, name: venue.name, address: venue.address, urlSlug: venue.urlSlug },
  }
}

const SubHeading = styled.h3`
  margin: ${space.xl} 0 ${space.md};
  font-size: ${headingSizes.title};
`

const Banner = styled.p`
  margin: 0 auto ${space.lg};
  width: fit-content;
  padding: ${space.xs} ${space.md};
  border-radius: ${radii.pill};
  background: ${colors.subtle};
  color: ${colors.primaryDark};
  font-weight: 600;
  font-size: 1.125rem;
`

const DirectoryLink = styled.a`
  display: inline-block;
  margin-top: ${space.md};
  font-weight: 600;
  color: ${colors.primaryDark};
`

const Anchor = styled.div`
  scroll-margin-top: ${space.lg};
`

/**
 * The discovery section (spec §2 'City page and map discovery'). The server renders what
 * crawlers and visitors without JavaScript get — the selectors, the popular activities, the
 * map's placeholder, every city and the best rated venues as plain links — and the discovery
 * island (map, pins, side panel) takes over the middle part once it nears the viewport.
 * Streamed offers have no map: their popular live streams are the whole section.
 */
export function ActivitiesOverview({
  variant,
  city,
  activities,
  availableActivityTypes = [],
  activityTypeOptions = null,
  cities,
  isStreaming = false,
  mapCenter = null,
  venueCountHeading = null,
  purchase,
  sharedActivity = null,
}: ActivitiesOverviewProps) {
  const cityName = city?.cityName ?? 'the UK'
  const popular = popularActivities(activities)
  const popularTitle = popularActivitiesTitle({ cityName, isStreaming })
  const venueCount = isStreaming ? 0 : venuesByName(activities).length
  const venues = isStreaming ? [] : bestRatedVenues(activities, CITY_PAGE_VENUE_LINKS)
  return (
    <Section id="activities" aria-labelledby="discovery-heading">
      <Container>
        <SectionHeading level="h2" id="discovery-heading">
          {discoveryTitle({ cityFixed: city !== null, variant })}
        </SectionHeading>
        {venueCountHeading ? <Banner>{venueCountHeading}</Banner> : null}
        {isStreaming ? null : <DiscoveryTeaser />}
        {isStreaming ? (
          <PopularCarousel title={popularTitle} activities={popular} isStreaming />
        ) : (
          <Anchor id={ACTIVITIES_LIST_ANCHOR}>
            <DiscoveryLoader
              fixedCity={city ? islandCity(city) : null}
              cities={(cities ?? []).map(islandCity)}
              initialMapCenter={mapCenter ? { lat: mapCenter.lat, lng: mapCenter.lng } : null}
              initialPopular={popular.map(carouselFields)}
              initialActivityTypes={availableActivityTypes}
              activityTypeOptions={
                activityTypeOptions?.map(({ value, label }) => ({ value, label })) ?? null
              }
              purchase={purchase}
              sharedActivity={sharedActivity ? panelSummary(sharedActivity) : null}
            >
              <DiscoveryFilters
                cities={
                  city ? null : (cities ?? []).map((c) => ({ value: c.city, label: c.cityName }))
                }
                city={city?.city ?? ''}
                typeOptions={selectorOptions(
                  activityTypeOptions,
                  city ? availableActivityTypes : null,
                )}
                activityType="any"
              />
              <PopularCarousel title={popularTitle} activities={popular} />
              <SearchToolbar>
                <VenueSearchBox placeholder={venueSearchPlaceholder(null)} />
              </SearchToolbar>
              <MapFrame id={sharedActivity ? SHARED_ACTIVITY_FRAME_ID : undefined}>
                <MapSkeleton />
                {sharedActivity ? (
                  <SharedActivityPreview
                    activity={sharedActivity}
                    continueUrl={purchase.continueUrl}
                  />
                ) : null}
              </MapFrame>
            </DiscoveryLoader>
            {sharedActivity ? <SharedActivityScroll /> : null}
          </Anchor>
        )}
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
        {venues.length > 0 && city ? (
          <nav aria-labelledby="venues-heading">
            <SubHeading id="venues-heading">{venueListTitle(cityName)}</SubHeading>
            <VenueLinkList venues={venues} />
            {venueCount > venues.length ? (
              <DirectoryLink href={venueDirectoryPath(city.city)}>
                {venueDirectoryLinkText(venueCount, cityName)}
              </DirectoryLink>
            ) : null}
          </nav>
        ) : null}
      </Container>
    </Section>
  )
}

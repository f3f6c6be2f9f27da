import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { styled } from 'next-yak'
import { VenueLinkList } from '@/components/discovery/venue-link-list'
import { Container } from '@/components/layout/container'
import { PageFrame } from '@/components/layout/page-frame'
import { STREAMING_CITY } from '@/lib/activity-types'
import { getClient } from '@/graphql/client/server-client'
import { hasErrorCode } from '@/lib/apollo/errors'
import { BRAND } from '@/lib/brand'
import { isCitySlug } from '@/lib/city-slug'
import {
  venueDirectoryPath,
  venueDirectoryTitle,
  venuesByName,
} from '@/lib/discovery/venue-directory'
import { CityVenuesDocument } from '@/graphql/generated/client/graphql'
import { tagCataloguePage } from '@/server/catalogue-freshness/page-tags'
import { space } from '@/styles/tokens'

/**
 * /{city}/venues: every venue of a city as a link to its page. The city page links here after
 * its best rated venues, so crawlers and visitors without JavaScript reach every venue, and
 * the city page stays small. Cached like the landing pages: rendered on first request,
 * regenerated at most every five minutes.
 */
export const revalidate = 300
export const dynamicParams = true

/** Nothing at build time: the build never reads the database. */
export function generateStaticParams(): { city: string }[] {
  return []
}

type Params = { params: Promise<{ city: string }> }

const loadDirectory = cache(async (city: string) => {
  if (!isCitySlug(city) || city === STREAMING_CITY) return null
  try {
    const { data } = await getClient().query({ query: CityVenuesDocument, variables: { city } })
    if (!data?.city) return null
    return { city: data.city, venues: venuesByName(data.activities.activities) }
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) return null
    throw error
  }
})

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { city } = await params
  const directory = await loadDirectory(city)
  if (!directory) notFound()
  const { cityName } = directory.city
  return {
    title: `${venueDirectoryTitle(cityName)} | ${BRAND}`,
    description: `All ${directory.venues.length} gyms, pools, studios and clubs in ${cityName} you can visit with one ${BRAND} membership.`,
    alternates: { canonical: venueDirectoryPath(directory.city.city) },
  }
}

const Intro = styled.p`
  margin: 0 0 ${space.lg};
`

export default async function CityVenuesPage({ params }: Params) {
  const { city } = await params
  const directory = await loadDirectory(city)
  if (!directory) notFound()
  await tagCataloguePage(directory.city.city)
  const { cityName } = directory.city
  return (
    <PageFrame>
      <Container>
        <h1>{venueDirectoryTitle(cityName)}</h1>
        <Intro>
          {directory.venues.length} venues, one membership.{' '}
          <a href={`/${encodeURIComponent(directory.city.city)}`}>Explore {cityName} on the map</a>
        </Intro>
        <nav aria-label={`Venues in ${cityName}`}>
          <VenueLinkList venues={directory.venues} />
        </nav>
      </Container>
    </PageFrame>
  )
}

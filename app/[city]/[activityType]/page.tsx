import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CityActivityVenues } from '@/components/discovery/city-activity-venues'
import { Crumbs, Heading, Intro, Links } from '@/components/discovery/city-activity-venues.styles'
import { Container } from '@/components/layout/container'
import { PageFrame } from '@/components/layout/page-frame'
import { JsonLdScript } from '@/components/seo/json-ld-script'
import { ACTIVITY_TYPE_LABELS } from '@/lib/activity-types'
import { BRAND } from '@/lib/brand'
import {
  cityActivityDescription,
  cityActivityMapHref,
  cityActivityPath,
  cityActivityTitle,
} from '@/lib/discovery/city-activity'
import { venueDirectoryPath } from '@/lib/discovery/venue-directory'
import { cityActivityBreadcrumbs, venueItemListJsonLd } from '@/lib/seo/city-activity-json-ld'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { loadCityActivityPage } from '@/graphql/client/city-activity-page'
import { tagCataloguePage } from '@/server/catalogue-freshness/page-tags'

/**
 * /{city}/{activityType} (e.g. /london/yoga): the best rated venues of a city offering one of
 * the spec's activity types, with a way into the map filtered to it. Cached like the venue
 * directory: rendered on first request, regenerated at most every five minutes; the set of
 * pages is finite (cities × 7 types). `/{city}/venues` is a static segment and wins over this.
 */
export const revalidate = 300
export const dynamicParams = true

/** Nothing at build time: the build never reads the database. */
export function generateStaticParams(): { city: string; activityType: string }[] {
  return []
}

type Params = { params: Promise<{ city: string; activityType: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { city, activityType } = await params
  const page = await loadCityActivityPage(city, activityType)
  if (!page) notFound()
  const title = cityActivityTitle(page.activityType, page.city.cityName)
  const description = cityActivityDescription(
    page.activityType,
    page.city.cityName,
    page.venueCount,
  )
  const path = cityActivityPath(page.city.city, page.activityType)
  return {
    title: `${title} | ${BRAND}`,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: BRAND },
  }
}

export default async function CityActivityPage({ params }: Params) {
  const { city, activityType } = await params
  const page = await loadCityActivityPage(city, activityType)
  if (!page) notFound()
  const { cityName, city: cityCode } = page.city
  await tagCataloguePage(cityCode)
  const title = cityActivityTitle(page.activityType, cityName)
  const path = cityActivityPath(cityCode, page.activityType)
  const crumbs = cityActivityBreadcrumbs({ cityCode, cityName, title, path })
  const label = ACTIVITY_TYPE_LABELS[page.activityType]
  const shown = page.venues.length
  const mapHref = cityActivityMapHref(cityCode, page.activityType)
  return (
    <PageFrame>
      <Container>
        <nav aria-label="Breadcrumb">
          <Crumbs>
            {crumbs.map((crumb, index) =>
              index === crumbs.length - 1 ? (
                <li key={crumb.path} aria-current="page">
                  {crumb.name}
                </li>
              ) : (
                <li key={crumb.path}>
                  <a href={crumb.path}>{crumb.name}</a>
                </li>
              ),
            )}
          </Crumbs>
        </nav>
        <Heading>{title}</Heading>
        <Intro>
          {page.venueCount === shown
            ? `${page.venueCount} ${page.venueCount === 1 ? 'venue' : 'venues'} in ${cityName}, one ${BRAND} membership.`
            : `The ${shown} best rated of ${page.venueCount} venues in ${cityName}, one ${BRAND} membership.`}{' '}
          <a href={mapHref}>{`Find ${label} in ${cityName} on the map`}</a>
        </Intro>
        <section aria-label={`${label} venues in ${cityName}`}>
          <CityActivityVenues venues={page.venues} />
        </section>
        <nav aria-label={`More in ${cityName}`}>
          <Links>
            <li>
              <a href={mapHref}>
                {page.venueCount > shown
                  ? `See all ${page.venueCount} venues for ${label} on the map`
                  : `${label} in ${cityName} on the map`}
              </a>
            </li>
            <li>
              <a href={venueDirectoryPath(cityCode)}>{`All venues in ${cityName}`}</a>
            </li>
            {page.otherTypes.map((type) => (
              <li key={type}>
                <a href={cityActivityPath(cityCode, type)}>{cityActivityTitle(type, cityName)}</a>
              </li>
            ))}
          </Links>
        </nav>
      </Container>
      <JsonLdScript
        data={[venueItemListJsonLd(page.venues, { name: title, path }), breadcrumbJsonLd(crumbs)]}
      />
    </PageFrame>
  )
}

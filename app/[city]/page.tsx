import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { CityActivityList } from '@/components/city/city-activity-list'
import { Container } from '@/components/layout/container'
import { hasErrorCode } from '@/lib/apollo/errors'
import { getClient } from '@/lib/apollo/server-client'
import { isCitySlug } from '@/lib/city-slug'
import { CityPageDocument, type CityPageQuery } from '@/lib/gql/graphql'

type Params = { params: Promise<{ city: string }> }

/** The page's config and activities, or null for a city we do not serve. */
async function loadCityPage(city: string): Promise<CityPageQuery | null> {
  if (!isCitySlug(city)) return null
  // Rendered per request from the live catalogue, never frozen into the build.
  await connection()
  try {
    const { data } = await getClient().query({ query: CityPageDocument, variables: { city } })
    return data ?? null
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) return null
    throw error
  }
}

function productPage(data: CityPageQuery) {
  const page = data.config.page
  return page.__typename === 'ProductPage' ? page : null
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { city } = await params
  const data = await loadCityPage(city)
  const page = data && productPage(data)
  if (!page) notFound()
  return {
    title: page.pageTitle,
    description: page.pageDescription,
    alternates: { canonical: `/${city}` },
  }
}

export default async function CityPage({ params }: Params) {
  const { city } = await params
  const data = await loadCityPage(city)
  const page = data && productPage(data)
  if (!data || !page) notFound()

  return (
    <Container>
      <h1>Things to do in {page.cityName}</h1>
      <p>{page.pageDescription}</p>
      <CityActivityList cityName={page.cityName ?? city} activities={data.activities.activities} />
    </Container>
  )
}

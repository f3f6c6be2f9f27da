import Link from 'next/link'
import { connection } from 'next/server'
import styled from 'styled-components'
import { Container } from '@/components/layout/container'
import { BRAND } from '@/lib/brand'
import { getClient } from '@/lib/apollo/server-client'
import { CitiesDocument } from '@/lib/gql/graphql'
import { colors, radii, space } from '@/styles/tokens'

const CityGrid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${space.sm};
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));

  a {
    display: block;
    padding: ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    border-color: ${colors.primary};
  }
`

export default async function HomePage() {
  await connection()
  const { data } = await getClient().query({ query: CitiesDocument })
  const cities = data?.cities ?? []

  return (
    <Container>
      <h1>One membership for gyms, classes and pools across the UK</h1>
      <p>
        Try yoga, fitness classes, swimming, martial arts, gyms, dance and climbing with {BRAND}.
        Choose your city to see what you can do.
      </p>
      <nav aria-labelledby="cities-heading">
        <h2 id="cities-heading">Cities</h2>
        <CityGrid>
          {cities.map((city) => (
            <li key={city.city}>
              <Link href={`/${city.city}`}>{city.cityName}</Link>
            </li>
          ))}
        </CityGrid>
      </nav>
    </Container>
  )
}

'use client'

import { useQuery } from '@apollo/client/react'
import { CityDiscoveryDocument } from '@/graphql/generated/client/graphql'

/** A city's whole activity list (for the carousel, the venue list, a venue's activities); null: none. */
export function useCityDiscovery(city: string | null) {
  return useQuery(CityDiscoveryDocument, {
    variables: { city: city ?? '' },
    skip: !city,
  })
}

'use client'

import {
  ApolloClient,
  ApolloNextAppProvider,
  InMemoryCache,
} from '@apollo/client-integration-nextjs'
import type { ReactNode } from 'react'
import { browserGraphqlLink } from '@/lib/apollo/browser-link'

/**
 * Where client components send their GraphQL requests. Relative in the browser (same origin,
 * so the CSP's connect-src 'self' covers it). Client islands query only after they mount (the
 * server renders their first view from data it loaded itself), so the server-side client of
 * this provider never sends a request; it still needs an absolute URL to be constructible.
 */
const GRAPHQL_PATH = '/graphql'
const SERVER_ORIGIN = process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000'

function makeClient() {
  const uri =
    typeof window === 'undefined' ? new URL(GRAPHQL_PATH, SERVER_ORIGIN).href : GRAPHQL_PATH
  return new ApolloClient({
    // The client operations select only object types (no unions or interfaces), so the cache
    // needs no possibleTypes; the server client (graphql/client/server-client.ts) has them.
    cache: new InMemoryCache(),
    link: browserGraphqlLink(uri),
  })
}

/**
 * Apollo Client for client islands (the map's pin search, activity details and pricing). Mount
 * it around an island, not the whole page: pages without interactive data never load Apollo.
 */
export function ApolloBrowserProvider({ children }: { children: ReactNode }) {
  return <ApolloNextAppProvider makeClient={makeClient}>{children}</ApolloNextAppProvider>
}

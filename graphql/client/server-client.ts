import {
  ApolloClient,
  InMemoryCache,
  registerApolloClient,
} from '@apollo/client-integration-nextjs'
import { SchemaLink } from '@apollo/client/link/schema'
import { draftMode } from 'next/headers'
import { createServerContext } from '@/graphql/context'
import { schema } from '@/graphql/schema'
import { possibleTypesOf } from '@/lib/apollo/possible-types'

const possibleTypes = possibleTypesOf(schema)

/**
 * Server Components query the API in-process: the same executable schema and resolvers the
 * /graphql route serves, with no HTTP round trip to ourselves. One client per request.
 */
export const { getClient, query, PreloadQuery } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache({ possibleTypes }),
      link: new SchemaLink({
        schema,
        // Drafts are visible only inside Next's draft mode (the preview route).
        context: async () => createServerContext({ preview: (await draftMode()).isEnabled }),
      }),
    }),
)

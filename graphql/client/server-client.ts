import {
  ApolloClient,
  InMemoryCache,
  registerApolloClient,
} from '@apollo/client-integration-nextjs'
import { SchemaLink } from '@apollo/client/link/schema'
import { createServerContext } from '@/graphql/context'
import { schema } from '@/graphql/schema'
import { possibleTypesOf } from '@/lib/apollo/possible-types'
import { isDeskPreview } from '@/server/desk/draft-mode'

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
        // Drafts only in a desk preview (draft mode and a live desk session).
        context: async () => createServerContext({ preview: await isDeskPreview() }),
      }),
    }),
)

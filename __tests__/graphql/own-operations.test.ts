/** @jest-environment node */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client'
import { print } from 'graphql'
import { MAX_COMPILED_QUERIES, MAX_COMPILED_QUERY_KEY_LENGTH } from '@/graphql/compiled-query-cache'
import { OWN_OPERATION_TEXTS, isOwnOperationText } from '@/graphql/own-operations'
import {
  CityVenuesDocument,
  GetActivityDocument,
  SearchActivitiesDocument,
} from '@/lib/gql/graphql'

describe('the app own operations', () => {
  it('fit the compiled-query cache, count and key length', () => {
    expect(OWN_OPERATION_TEXTS.size).toBeGreaterThan(10)
    expect(OWN_OPERATION_TEXTS.size).toBeLessThanOrEqual(MAX_COMPILED_QUERIES)
    for (const text of OWN_OPERATION_TEXTS) {
      expect(text.length).toBeLessThanOrEqual(MAX_COMPILED_QUERY_KEY_LENGTH)
    }
  })

  it.each([
    ['printed by graphql-js', print(SearchActivitiesDocument), true],
    ['another spacing', print(SearchActivitiesDocument).replace(/\n/g, ' '), false],
    ['an ad-hoc query', '{ cities { city } }', false],
    ['nothing', undefined, false],
  ])('%s: %s', (_, text, own) => {
    expect(isOwnOperationText(text)).toBe(own)
  })

  it.each([
    ['SearchActivities', SearchActivitiesDocument, { north: 52, south: 51, west: -1, east: 0 }],
    ['CityVenues', CityVenuesDocument, { city: 'london' }],
    ['GetActivity', GetActivityDocument, { id: '1' }],
  ] as const)('%s as Apollo Client sends it from the browser', async (_, query, variables) => {
    const sent: string[] = []
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new HttpLink({
        uri: 'http://localhost/graphql',
        fetch: async (_url, init) => {
          sent.push((JSON.parse(String(init?.body)) as { query: string }).query)
          return new Response(JSON.stringify({ data: null }), {
            headers: { 'content-type': 'application/json' },
          })
        },
      }),
    })
    await client.query({ query, variables: variables as never }).catch(() => undefined)
    expect(sent).toHaveLength(1)
    expect(isOwnOperationText(sent[0])).toBe(true)
  })
})

/** @jest-environment node */
/**
 * graphql-jit executes the app's own operations (graphql/jit-execution.ts): byte for byte what
 * graphql-js answers, errors included, and only those operations are compiled and kept, however
 * many made-up documents arrive.
 */
import { addTypenameToDocument } from '@apollo/client/utilities'
import { eq } from 'drizzle-orm'
import { execute, print, type DocumentNode } from 'graphql'
import { CompiledQueryCache } from '@/graphql/compiled-query-cache'
import { createContext } from '@/graphql/context'
import { schema } from '@/graphql/schema'
import { activities, landingPages } from '@/lib/db/schema'
import { viewportBounds } from '@/lib/geo/web-mercator'
import {
  ActivityPageDocument,
  CitiesDocument,
  CityDiscoveryDocument,
  CityVenuesDocument,
  GetActivityDocument,
  GetConfigDocument,
  SearchActivitiesDocument,
  VenueCountsAroundDocument,
} from '@/lib/gql/graphql'
import { raw, testYoga } from '../../helpers/graphql-client'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

const LONDON_Z11 = viewportBounds({ lat: 51.5072, lng: -0.1276 }, 11, 1280, 800)

describe.each(DRIVERS)('graphql-jit execution (%s)', (driver) => {
  let t: TestDatabase
  let compiled: CompiledQueryCache
  let yoga: ReturnType<typeof testYoga>
  let activityId: string
  let venueSlug: string

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    compiled = new CompiledQueryCache()
    yoga = testYoga(t.db, { compiledQueries: compiled })
    const [activity] = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.isDraft, false))
      .limit(1)
    activityId = String(activity!.id)
    const [page] = await t.db
      .select({ slug: landingPages.urlSlug })
      .from(landingPages)
      .where(eq(landingPages.landingVariant, 'venue'))
      .limit(1)
    venueSlug = page!.slug!
  })
  afterAll(async () => {
    await t?.close()
  })

  /** The body yoga answers for `query` as sent, and the JSON graphql-js makes for it. */
  async function both(query: string, document: DocumentNode, variables: object) {
    const response = await raw(yoga, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    })
    const expected = await execute({
      schema,
      document,
      variableValues: variables as Record<string, unknown>,
      contextValue: createContext({ db: t.db }),
    })
    return { response, expected }
  }

  const operations: Array<[string, DocumentNode, () => object]> = [
    ['SearchActivities', SearchActivitiesDocument, () => LONDON_Z11],
    [
      'SearchActivities, streaming',
      SearchActivitiesDocument,
      () => ({ ...LONDON_Z11, kind: 'streaming' }),
    ],
    ['CityVenues', CityVenuesDocument, () => ({ city: 'london' })],
    ['CityDiscovery', CityDiscoveryDocument, () => ({ city: 'london' })],
    ['Cities', CitiesDocument, () => ({})],
    ['GetActivity', GetActivityDocument, () => ({ id: activityId })],
    ['ActivityPage', ActivityPageDocument, () => ({ id: activityId })],
    [
      'GetConfig, a venue page (a union)',
      GetConfigDocument,
      () => ({ variant: 'VENUE', urlSlug: venueSlug }),
    ],
    ['VenueCountsAround', VenueCountsAroundDocument, () => ({ addresses: ['SW1A 1AA'] })],
  ]

  it.each(operations)(
    '%s: compiled, and the same bytes as graphql-js',
    async (_, document, variables) => {
      for (const sent of [document, addTypenameToDocument(document)]) {
        const query = print(sent)
        // Twice: the first request compiles, the second runs the kept compiled query.
        for (let i = 0; i < 2; i++) {
          const { response, expected } = await both(query, sent, variables())
          expect(response.status).toBe(200)
          expect(expected.errors).toBeUndefined()
          expect(response.text).toBe(JSON.stringify(expected))
        }
        expect(compiled.get(query)).toBeDefined()
      }
    },
  )

  it.each([
    ['inverted bounds', SearchActivitiesDocument, { ...LONDON_Z11, north: 50, south: 52 }],
    ['an unknown kind', SearchActivitiesDocument, { ...LONDON_Z11, kind: 'teleport' }],
    ['an unknown activity', GetActivityDocument, { id: '999999999' }],
  ])('%s: the same error as graphql-js, with its code', async (_, document, variables) => {
    const { response, expected } = await both(print(document), document, variables)
    expect(expected.errors).toHaveLength(1)
    const body = response.json() as { errors: Array<{ message: string; extensions: object }> }
    expect(body.errors).toHaveLength(1)
    expect(body.errors[0]!.message).toBe(expected.errors![0]!.message)
    expect(body.errors[0]!.extensions).toEqual(expected.errors![0]!.extensions)
  })

  it('masks an unexpected error, with no stack, on the compiled path', async () => {
    const cache = new CompiledQueryCache()
    const broken = testYoga(
      new Proxy(t.db, {
        get: (db, property) => {
          if (property === 'select') throw new Error('postgres://secret@db is not answering')
          return Reflect.get(db, property)
        },
      }),
      { compiledQueries: cache },
    )
    const response = await raw(broken, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: print(GetActivityDocument), variables: { id: activityId } }),
    })
    expect(response.text).not.toMatch(/secret|stack|at /)
    const body = response.json() as { errors: Array<{ message: string }> }
    expect(body.errors[0]!.message).toBe('Unexpected error.')
    expect(cache.get(print(GetActivityDocument))).toBeDefined()
  })

  it('compiles only the app operations as sent: made-up documents never enter the cache', async () => {
    const before = compiled.size
    const own = print(SearchActivitiesDocument)
    const madeUp = [
      // Ad-hoc queries, a whitespace variant of an own operation, and an own operation under
      // another name: all answered by yoga's executor, none compiled.
      ...Array.from({ length: 50 }, (_, i) => `{ cities { city } c${i}: __typename }`),
      own.replace(/\n/g, '\n '),
      own,
    ]
    for (const [i, query] of madeUp.entries()) {
      const last = i === madeUp.length - 1
      const response = await raw(yoga, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query,
          variables: LONDON_Z11,
          ...(last ? { operationName: 'NotSearchActivities' } : {}),
        }),
      })
      // The last one names an operation the document does not have: graphql-js's error.
      expect(response.status).toBe(last ? 400 : 200)
    }
    expect(compiled.size).toBe(before)
  })
})

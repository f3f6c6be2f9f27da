/** @jest-environment node */
/**
 * Which GraphQL answers a shared cache (the server's micro-cache, a CDN) may keep: the browser's
 * GET queries answered without errors, outside preview; nothing else.
 */
import { print } from 'graphql'
import { SearchActivitiesDocument } from '@/graphql/generated/client/graphql'
import { APOLLO_ACCEPT, post, testYoga } from '../../helpers/graphql-client'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

const CENTRAL_LONDON = { north: 51.5352, east: -0.0836, south: 51.4961, west: -0.1718 }
const PUBLIC = 'public, max-age=0, s-maxage=1'
const PRIVATE = 'private, no-store'

describe.each(DRIVERS)('GraphQL Cache-Control (%s)', (driver) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await openTestDatabase(driver)
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A GET as Apollo Client sends it with useGETForQueries. */
  async function get(
    yoga: ReturnType<typeof testYoga>,
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
  ) {
    const params = new URLSearchParams({ query, variables: JSON.stringify(variables) })
    const response = await yoga.fetch(`http://localhost/graphql?${params}`, {
      headers: { accept: APOLLO_ACCEPT, ...headers },
    })
    const body = (await response.json()) as { data?: unknown; errors?: unknown[] }
    return { status: response.status, cacheControl: response.headers.get('cache-control'), body }
  }

  it('lets shared caches keep a map search sent as a GET for a second', async () => {
    const answer = await get(testYoga(t.db), print(SearchActivitiesDocument), CENTRAL_LONDON)
    expect(answer.status).toBe(200)
    expect(answer.body.errors).toBeUndefined()
    expect(answer.cacheControl).toBe(PUBLIC)
  })

  it.each<[string, () => Promise<{ status: number; cacheControl: string | null }>]>([
    [
      'the same search as a POST',
      async () => {
        const response = await post(testYoga(t.db), SearchActivitiesDocument, CENTRAL_LONDON)
        return { status: response.status, cacheControl: response.headers.get('cache-control') }
      },
    ],
    [
      'a search in preview, where drafts show',
      () =>
        get(
          testYoga(t.db, { isPreview: () => true }),
          print(SearchActivitiesDocument),
          CENTRAL_LONDON,
        ),
    ],
    [
      'an answer with errors',
      () => get(testYoga(t.db), print(SearchActivitiesDocument), { ...CENTRAL_LONDON, north: 'x' }),
    ],
    [
      'a GET without the CSRF header',
      () => get(testYoga(t.db), print(SearchActivitiesDocument), CENTRAL_LONDON, {}),
    ],
  ])('keeps %s private', async (_name, send) => {
    const answer = await send()
    expect(answer.cacheControl).toBe(PRIVATE)
  })
})

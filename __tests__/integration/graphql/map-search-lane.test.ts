/**
 * @jest-environment node
 *
 * The map search's own lane in front of yoga (graphql/map-search-lane.ts) answers exactly what
 * yoga answers: each request below goes to the production server's GraphQL handler with the
 * lane and without it, over real HTTP against a real, seeded database, and the two answers
 * (status, content type, Retry-After, body) must be equal. The table also says which requests
 * the lane answers itself; the rest reach yoga with their body intact.
 */
import { print } from 'graphql'
import { CitiesDocument, SearchActivitiesDocument } from '@/graphql/generated/client/graphql'
import { createGraphqlNodeRequestHandler } from '@/graphql/node-request-handler'
import { RATE_LIMIT_BUDGETS } from '@/server/security/rate-limit-budgets'
import { createMemoryRateLimiter } from '@/server/security/rate-limit'
import {
  freshClientAddress,
  peerHeader,
  releaseRouteDatabase,
  useRouteDatabase,
} from '../../helpers/route-runtime'
import { withHttpServer } from '../../helpers/raw-http'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

const SEARCH = print(SearchActivitiesDocument)
const LONDON = { north: 51.5352, east: -0.0836, south: 51.4961, west: -0.1718 }
/** The query as Apollo Client sends it: __typename on every object. */
const SEARCH_WITH_TYPENAMES = SEARCH.replace(/venue \{/, 'venue {\n      __typename').replace(
  /rating\n/,
  'rating\n    __typename\n',
)
const JSON_TYPE = { 'content-type': 'application/json' }
const APOLLO_ACCEPT = { accept: 'application/graphql-response+json,application/json;q=0.9' }

interface Case {
  name: string
  body: string
  headers?: Record<string, string>
  /** Whether the lane answers it (else yoga does). */
  lane: boolean
}

const body = (value: unknown) => JSON.stringify(value)

const CASES: Case[] = [
  {
    name: 'a search as the browser sends it',
    body: body({
      operationName: 'SearchActivities',
      query: SEARCH_WITH_TYPENAMES,
      variables: LONDON,
    }),
    headers: APOLLO_ACCEPT,
    lane: true,
  },
  {
    name: 'a search without an Accept header',
    body: body({ query: SEARCH, variables: LONDON }),
    lane: true,
  },
  {
    name: 'a search accepting */*',
    body: body({ query: SEARCH, variables: LONDON }),
    headers: { accept: '*/*' },
    lane: true,
  },
  {
    name: 'a search accepting application/json',
    body: body({ query: SEARCH, variables: LONDON }),
    headers: { accept: 'application/json' },
    lane: true,
  },
  {
    name: 'a search of one category',
    body: body({ query: SEARCH, variables: { ...LONDON, category: 'yoga' } }),
    lane: true,
  },
  {
    name: 'the live streams',
    body: body({ query: SEARCH, variables: { ...LONDON, kind: 'streaming' } }),
    lane: true,
  },
  {
    name: 'a box with nothing in it',
    body: body({ query: SEARCH, variables: { north: 1, east: 1, south: 0, west: 0 } }),
    lane: true,
  },
  {
    name: 'an unknown category (BAD_USER_INPUT)',
    body: body({ query: SEARCH, variables: { ...LONDON, category: 'hovercraft' } }),
    lane: false,
  },
  {
    name: 'south above north (BAD_USER_INPUT)',
    body: body({ query: SEARCH, variables: { ...LONDON, south: 52 } }),
    lane: false,
  },
  {
    name: 'a bound missing',
    body: body({ query: SEARCH, variables: { north: 1, east: 1, south: 0 } }),
    lane: false,
  },
  {
    name: 'a bound of the wrong type',
    body: body({ query: SEARCH, variables: { ...LONDON, north: 'north' } }),
    lane: false,
  },
  { name: 'another operation', body: body({ query: print(CitiesDocument) }), lane: false },
  {
    name: 'a search with an unknown field',
    body: body({ query: SEARCH.replace('rating', 'rating\n    secret'), variables: LONDON }),
    lane: false,
  },
  {
    name: 'a search with a directive',
    body: body({ query: SEARCH.replace('rating', 'rating @include(if: true)'), variables: LONDON }),
    lane: false,
  },
  {
    name: 'a search under aliases',
    body: body({
      query:
        '{ a: searchActivities(north: 1, east: 1, south: 0, west: 0) { id } b: searchActivities(north: 1, east: 1, south: 0, west: 0) { id } }',
    }),
    lane: false,
  },
  {
    name: 'a search with extensions',
    body: body({ query: SEARCH, variables: LONDON, extensions: {} }),
    lane: false,
  },
  {
    name: 'an operation name that is not in the document',
    body: body({ operationName: 'Other', query: SEARCH, variables: LONDON }),
    lane: false,
  },
  {
    name: 'a query that does not parse',
    body: body({ query: 'query { cities { city ' }),
    lane: false,
  },
  {
    name: 'a search that does not parse',
    body: body({ query: SEARCH.slice(0, -3), variables: LONDON }),
    lane: false,
  },
  {
    name: 'a search of more tokens than the limit',
    body: body({
      query: SEARCH.replace('rating', `rating ${'id '.repeat(2100)}`),
      variables: LONDON,
    }),
    lane: false,
  },
  { name: 'JSON that does not parse', body: '{"query": ', lane: false },
  { name: 'a JSON array', body: '[]', lane: false },
  {
    name: 'a search asking for an event stream',
    body: body({ query: SEARCH, variables: LONDON }),
    headers: { accept: 'text/event-stream' },
    lane: false,
  },
  {
    name: 'a search asking for HTML',
    body: body({ query: SEARCH, variables: LONDON }),
    headers: { accept: 'text/html' },
    lane: false,
  },
]

interface Answer {
  status: number
  type: string | null
  retryAfter: string | null
  body: string
}

async function post(origin: string, address: string, sent: Case): Promise<Answer> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { ...JSON_TYPE, ...sent.headers, ...peerHeader(address) },
    body: sent.body,
  })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    retryAfter: response.headers.get('retry-after'),
    body: await response.text(),
  }
}

/** Both handlers on servers of their own, each with its own limiter of `budget` points. */
async function withBothHandlers(
  budget: number,
  run: (
    send: (
      sent: Case,
      address: string,
    ) => Promise<{ lane: Answer; yoga: Answer; laneAnswered: boolean }>,
  ) => Promise<void>,
) {
  const budgets = {
    ...RATE_LIMIT_BUDGETS,
    graphql: { ...RATE_LIMIT_BUDGETS.graphql, points: budget },
  }
  let laneAnswers = 0
  const withLane = createGraphqlNodeRequestHandler({
    previewModeId: undefined,
    limiter: createMemoryRateLimiter({ budgets }),
    onLaneAnswer: () => {
      laneAnswers += 1
    },
  })
  const yogaOnly = createGraphqlNodeRequestHandler({
    previewModeId: undefined,
    limiter: createMemoryRateLimiter({ budgets }),
    mapSearchLane: false,
  })
  await withHttpServer(
    (req, res) => void withLane(req, res),
    (laneOrigin) =>
      withHttpServer(
        (req, res) => void yogaOnly(req, res),
        (yogaOrigin) =>
          run(async (sent, address) => {
            const before = laneAnswers
            const lane = await post(laneOrigin, address, sent)
            const yoga = await post(yogaOrigin, address, sent)
            return { lane, yoga, laneAnswered: laneAnswers > before }
          }),
      ),
  )
}

describe.each(DRIVERS)('the map search lane answers as yoga does (%s)', (driver) => {
  let t: TestDatabase

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    useRouteDatabase(t)
  })

  afterAll(async () => {
    releaseRouteDatabase()
    await t.close()
  })

  it.each(CASES)('$name', async (sent) => {
    await withBothHandlers(RATE_LIMIT_BUDGETS.graphql.points, async (send) => {
      const { lane, yoga, laneAnswered } = await send(sent, freshClientAddress())
      expect(lane).toEqual(yoga)
      expect(laneAnswered).toBe(sent.lane)
    })
  })

  it('finds pins: the answer is not an error', async () => {
    await withBothHandlers(RATE_LIMIT_BUDGETS.graphql.points, async (send) => {
      const { lane } = await send(CASES[0]!, freshClientAddress())
      expect(lane.status).toBe(200)
      const parsed = JSON.parse(lane.body) as { data: { searchActivities: unknown[] } }
      expect(parsed.data.searchActivities.length).toBeGreaterThan(0)
    })
  })

  it('charges the budget as yoga does, and refuses as yoga refuses', async () => {
    // A search costs 1 point on arrival and its price's points: 7 points leave room for two,
    // then the third is refused for its cost, and the fourth on arrival.
    await withBothHandlers(7, async (send) => {
      const address = freshClientAddress()
      const answers = []
      for (let i = 0; i < 4; i += 1) answers.push(await send(CASES[0]!, address))
      for (const { lane, yoga } of answers) expect(lane).toEqual(yoga)
      expect(answers.map(({ lane }) => lane.status)).toEqual([200, 200, 429, 429])
      expect(answers[2]!.lane.retryAfter).not.toBeNull()
      expect(JSON.parse(answers[3]!.lane.body)).toEqual({
        errors: [{ message: expect.any(String), extensions: { code: 'RATE_LIMITED' } }],
      })
    })
  })
})

/**
 * @jest-environment node
 *
 * The per-address budgets of the reads a script could hammer: /graphql on both of its paths
 * (the route module and the production server's node lane, which share createMoveYoga), the
 * activity calendar file and /api/health, through the real modules against a real, seeded
 * database, with the process's own limiter (memory on PGlite, the shared PostgreSQL store with
 * DATABASE_URL). Over budget: 429 with Retry-After.
 */
import { and, eq } from 'drizzle-orm'
import { NextRequest } from 'next/server'
import { parse, print } from 'graphql'
import { operationCost } from '@/graphql/cost-limit'
import { schema } from '@/graphql/schema'
import { GET as healthGet } from '@/app/api/health/route'
import { GET as calendarGet } from '@/app/activities/[activityId]/timeslots/[timeslotId]/calendar.ics/route'
import { GET as graphqlGet, POST as graphqlPost } from '@/app/graphql/route'
import { CitiesDocument, GetActivitiesDocument } from '@/graphql/generated/client/graphql'
import { createGraphqlNodeRequestHandler } from '@/graphql/node-request-handler'
import { extraPointsForCost } from '@/graphql/request-budget'
import { activities, timeslots } from '@/server/db/schema'
import { RATE_LIMIT_BUDGETS } from '@/server/security/rate-limit-budgets'
import { PEER_ADDRESS_HEADER } from '@/server/security/client-address'
import { peerAddressValue } from '@/server/security/peer-address-header.mjs'
import {
  freshClientAddress,
  fromClient,
  releaseRouteDatabase,
  useRouteDatabase,
} from '../../helpers/route-runtime'
import { withHttpServer } from '../../helpers/raw-http'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

jest.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
}))

const ORIGIN = 'http://localhost:3000'
const CHEAP = JSON.stringify({ query: print(CitiesDocument), variables: {} })
/** A page of GetActivities with timeslots: priced by its page size, whatever the city's size. */
const COSTLY = JSON.stringify({
  query: print(GetActivitiesDocument),
  variables: { city: 'bath' },
})
/** What COSTLY is charged: a point on arrival, and a point per 1,000 of its price. */
const COSTLY_POINTS =
  1 +
  extraPointsForCost(
    operationCost(schema, parse(print(GetActivitiesDocument)), { city: 'bath' }) as number,
  )

function graphqlRequest(address: string, body: string): NextRequest {
  return new NextRequest(`${ORIGIN}/graphql`, {
    method: 'POST',
    headers: fromClient(address, { 'content-type': 'application/json' }),
    body,
  })
}

interface Answer {
  status: number
  retryAfter: string | null
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> }
}

async function answer(response: Response): Promise<Answer> {
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Answer['body'],
  }
}

/** Sends until the first refusal (or `max` answers): how many were answered, and the refusal. */
async function untilRefused(send: () => Promise<Answer>, max: number) {
  for (let answered = 0; answered < max; answered += 1) {
    const result = await send()
    if (result.status === 429) return { answered, refusal: result }
    expect(result.status).toBe(200)
  }
  return { answered: max, refusal: null }
}

function expectRateLimited(refusal: Answer | null) {
  expect(refusal).not.toBeNull()
  expect(Number(refusal!.retryAfter)).toBeGreaterThanOrEqual(1)
  expect(refusal!.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED')
  expect(refusal!.body.errors?.[0]?.message).toMatch(/^Too many requests from your network/)
}

describe.each(DRIVERS)('read budgets per client address (%s)', (driver) => {
  let t: TestDatabase
  const budget = RATE_LIMIT_BUDGETS.graphql.points

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    useRouteDatabase(t)
  })
  afterAll(async () => {
    releaseRouteDatabase()
    await t?.close()
  })

  it('/graphql charges a costly operation by its price: a page of activities with timeslots', async () => {
    const address = freshClientAddress()
    const first = await answer(await graphqlPost(graphqlRequest(address, COSTLY)))
    expect(first.status).toBe(200)
    expect(COSTLY_POINTS).toBeGreaterThan(50)
    const { answered, refusal } = await untilRefused(
      async () => answer(await graphqlPost(graphqlRequest(address, COSTLY))),
      100,
    )
    expect(answered + 1).toBe(Math.floor(budget / COSTLY_POINTS))
    expectRateLimited(refusal)
    // Another address is not affected.
    const other = await answer(await graphqlPost(graphqlRequest(freshClientAddress(), COSTLY)))
    expect(other.status).toBe(200)
  })

  it('/graphql is generous with cheap queries: a point each, all of them counted', async () => {
    const address = freshClientAddress()
    const { answered, refusal } = await untilRefused(
      async () => answer(await graphqlPost(graphqlRequest(address, CHEAP))),
      budget + 5,
    )
    expect(answered).toBe(budget)
    expectRateLimited(refusal)
    // The refusal comes before parsing: a GET on the same route, even a malformed one, too.
    const get = await answer(
      await graphqlGet(
        new NextRequest(`${ORIGIN}/graphql?query=%7B`, {
          headers: fromClient(address, { 'x-graphql-csrf': '1' }),
        }),
      ),
    )
    expect(get.status).toBe(429)
  })

  it("the production server's node lane draws on the same budget", async () => {
    const handler = createGraphqlNodeRequestHandler({ previewModeId: undefined })
    const address = freshClientAddress()
    await withHttpServer(
      (req, res) => void handler(req, res),
      async (origin) => {
        const send = async () =>
          answer(
            await fetch(`${origin}/graphql`, {
              method: 'POST',
              // The production server stamps the peer with its proof; this bare server leaves it to us.
              headers: {
                'content-type': 'application/json',
                [PEER_ADDRESS_HEADER]: peerAddressValue(address),
              },
              body: COSTLY,
            }),
          )
        const { answered, refusal } = await untilRefused(send, 100)
        expect(answered).toBe(Math.floor(budget / COSTLY_POINTS))
        expectRateLimited(refusal)
        // The route answers the same address with 429 now, too.
        const routed = await answer(await graphqlPost(graphqlRequest(address, CHEAP)))
        expect(routed.status).toBe(429)
      },
    )
  })

  it('calendar.ics and /api/health answer 429 with Retry-After past their budgets', async () => {
    const [slot] = await t.db
      .select({ activityId: timeslots.activityId, id: timeslots.id })
      .from(timeslots)
      .innerJoin(activities, eq(activities.id, timeslots.activityId))
      .where(and(eq(activities.isDraft, false), eq(activities.isStreaming, false)))
      .limit(1)
    const address = freshClientAddress()
    const params = { activityId: String(slot!.activityId), timeslotId: String(slot!.id) }
    const calendar = () =>
      calendarGet(
        new Request(
          `${ORIGIN}/activities/${params.activityId}/timeslots/${params.timeslotId}/calendar.ics`,
          {
            headers: fromClient(address),
          },
        ),
        { params: Promise.resolve(params) },
      )
    for (let i = 0; i < RATE_LIMIT_BUDGETS.calendar.points; i += 1) {
      expect((await calendar()).status).toBe(200)
    }
    const refusedCalendar = await calendar()
    expect(refusedCalendar.status).toBe(429)
    expect(Number(refusedCalendar.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)

    const health = () =>
      healthGet(new Request(`${ORIGIN}/api/health`, { headers: fromClient(address) }))
    for (let i = 0; i < RATE_LIMIT_BUDGETS.health.points; i += 1) {
      expect((await health()).status).toBe(200)
    }
    const refusedHealth = await health()
    expect(refusedHealth.status).toBe(429)
    expect(Number(refusedHealth.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(await refusedHealth.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } })
    // Each budget is its own: health's refusal leaves this address's GraphQL budget alone.
    expect((await graphqlPost(graphqlRequest(address, CHEAP))).status).toBe(200)
  })
})

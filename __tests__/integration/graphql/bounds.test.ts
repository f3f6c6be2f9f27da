/** @jest-environment node */
/**
 * The API's bounds through real GraphQL requests (docs/decisions/0023-graphql-bounds.md): list
 * maxima, the cost limit priced by them, the 15-alias attack, detail-only descriptions, the
 * response size and execution time limits, and 400s for parse and validation errors.
 */
import { eq, sql } from 'drizzle-orm'
import { parse, print } from 'graphql'
import { getSearchSnapshot } from '@/server/catalogue/search-snapshot'
import { usesMapSearchExecutor } from '@/graphql/map-search-executor'
import { schema } from '@/graphql/schema'
import { LIST_MAXIMA, MAX_COST } from '@/graphql/limits'
import {
  ActivityPageDocument,
  CityDiscoveryDocument,
  CityVenuesDocument,
  GetActivityDocument,
  SearchActivitiesDocument,
} from '@/graphql/generated/client/graphql'
import { activities, timeslots, venues } from '@/server/db/schema'
import { APOLLO_ACCEPT, dataOf, post, raw, testYoga } from '../../helpers/graphql-client'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

const london = { north: 51.6, south: 51.4, west: -0.35, east: 0.1 }

/** The 15-alias attack: 15 aliases of a whole city's list with descriptions and timeslots. */
const ATTACK = `{ ${Array.from(
  { length: 15 },
  (_, i) =>
    `a${i}: activities(city: "london") { activities { id title description tags rating url ` +
    `img_url venue { id name address } timeslots { id start_time end_time day_of_week } } }`,
).join(' ')} }`

describe.each(DRIVERS)('GraphQL bounds (%s)', (driver) => {
  let t: TestDatabase
  let yoga: ReturnType<typeof testYoga>
  /** An activity of London's list, changed by the list-maximum tests. */
  let activityId: number

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    yoga = testYoga(t.db)
    const [row] = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(sql`${activities.cityCode} = 'london' and not ${activities.isDraft}`)
      .limit(1)
    activityId = row!.id
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('list maxima', () => {
    it('cuts a list longer than its maximum, through graphql-js and the map search executor', async () => {
      const tags = Array.from({ length: LIST_MAXIMA['Activity.tags'] + 5 }, (_, i) => `tag-${i}`)
      await t.db.update(activities).set({ tags }).where(eq(activities.id, activityId))
      const slots = Array.from({ length: LIST_MAXIMA['Activity.timeslots'] + 4 }, (_, i) => ({
        activityId,
        dayOfWeek: 'Monday',
        startTime: `${String(6 + (i % 14)).padStart(2, '0')}:${i < 14 ? '00' : '30'}:00`,
        endTime: '23:00:00',
      }))
      await t.db.insert(timeslots).values(slots)
      t.invalidateCaches()

      const detail = dataOf(await post(yoga, GetActivityDocument, { id: String(activityId) }))
      expect(detail.activity?.tags).toEqual(tags.slice(0, LIST_MAXIMA['Activity.tags']))
      expect(detail.activity?.timeslots).toHaveLength(LIST_MAXIMA['Activity.timeslots'])

      // The search answers from its in-memory snapshot on the map search executor: the same cut.
      const [at] = await t.db
        .select({ lat: activities.lat, lng: activities.lng })
        .from(activities)
        .where(eq(activities.id, activityId))
      const query = `query ($north: Float!, $east: Float!, $south: Float!, $west: Float!) {
        searchActivities(north: $north, east: $east, south: $south, west: $west) { id tags } }`
      expect(usesMapSearchExecutor(schema, parse(query))).toBe(true)
      const around = {
        north: at!.lat! + 1e-4,
        south: at!.lat! - 1e-4,
        east: at!.lng! + 1e-4,
        west: at!.lng! - 1e-4,
      }
      const found = (
        dataOf(await post(yoga, query, around)) as {
          searchActivities: Array<{ id: string; tags: string[] }>
        }
      ).searchActivities.find((activity) => activity.id === String(activityId))
      expect(found?.tags).toEqual(tags.slice(0, LIST_MAXIMA['Activity.tags']))
    })

    it('serves a city list from memory, best rated first, at most its maximum', async () => {
      dataOf(await post(yoga, CityVenuesDocument, { city: 'london' }))
      t.queries.reset()
      const list = dataOf(await post(yoga, CityVenuesDocument, { city: 'london' })).activities
        .activities
      expect(t.queries.statements.filter((sql) => /from "activities"/i.test(sql))).toEqual([])
      expect(list.length).toBeGreaterThan(1000)
      expect(list.length).toBeLessThanOrEqual(LIST_MAXIMA['ActivitiesResult.activities'])
      const snapshot = await getSearchSnapshot(t.db)
      const top = snapshot.cityActivities('london', { limit: 25, includeDrafts: false })
      expect(top.map((activity) => String(activity.id))).toEqual(
        list.slice(0, 25).map((activity) => activity.id),
      )
      expect(top.every((a, i) => i === 0 || top[i - 1]!.rating >= a.rating)).toBe(true)
    })
  })

  describe('cost limit', () => {
    it('prices lists by their maximum: a small city with every timeslot field is refused', async () => {
      // Bath has a few dozen activities, but the price is what any city could return.
      const response = await post(
        yoga,
        `{ activities(city: "bath") { activities(first: 2500) { timeslots { id start_time end_time day_of_week } } } }`,
      )
      expect(response.status).toBe(400)
      expect(response.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY')
      expect(response.body.errors?.[0]?.message).toBe(
        'This query is too costly: it could return 282,502 values, and the limit is ' +
          `${MAX_COST.toLocaleString('en-GB')}. Ask for fewer fields, or for big lists ` +
          '(activities, timeslots) once rather than under aliases.',
      )
      expect(response.body.data).toBeUndefined()
    })

    it('allows every operation the pages send', async () => {
      for (const [document, variables] of [
        [CityDiscoveryDocument, { city: 'london' }],
        [CityVenuesDocument, { city: 'london' }],
        [ActivityPageDocument, { id: String(activityId) }],
        [SearchActivitiesDocument, london],
      ] as const) {
        dataOf(await post(yoga, document, variables))
      }
    })

    it('prices @include by the variables of each request, not once per document', async () => {
      const query = `query ($all: Boolean!) { activities(city: "bath") { activities(first: 2500) { id timeslots @include(if: $all) { id start_time end_time day_of_week } } } }`
      dataOf(await post(yoga, query, { all: false }))
      const refused = await post(yoga, query, { all: true })
      expect(refused.status).toBe(400)
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY')
    })

    it('refuses two venue pages under aliases (their SQL is priced), allows one', async () => {
      const page = (alias: string) =>
        `${alias}: config(variant: VENUE, urlSlug: $slug) { page { ... on VenuePage { ` +
        'relatedVenues { name } venue { activities { id } reviews { id } } } } }'
      const [venue] = await t.db.select({ slug: venues.urlSlug }).from(venues).limit(1)
      const one = `query ($slug: String!) { ${page('a')} }`
      dataOf(await post(yoga, one, { slug: venue!.slug }))
      const two = `query ($slug: String!) { ${page('a')} ${page('b')} }`
      const refused = await post(yoga, two, { slug: venue!.slug })
      expect(refused.status).toBe(400)
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY')
    })

    it('refuses the 15-alias attack before any SQL, with 400 and QUERY_TOO_COSTLY', async () => {
      t.queries.reset()
      const response = await post(yoga, ATTACK.replaceAll(' description', ''))
      expect(response.status).toBe(400)
      expect(response.body.errors).toHaveLength(1)
      expect(response.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY')
      expect(response.body.errors?.[0]?.message).toMatch(/^This query is too costly/)
      expect(t.queries.count).toBe(0)
    })

    it('refuses the attack as sent (with descriptions) at validation', async () => {
      const response = await post(yoga, ATTACK)
      expect(response.status).toBe(400)
      expect(response.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
    })
  })

  describe('description is detail-only', () => {
    const refusedMessage =
      'Activity.description is detail-only: lists do not serve it. Ask activity(id) for it, one at a time.'

    it.each([
      ['a city list', `{ activities(city: "bath") { activities { id description } } }`],
      [
        'the map search',
        `{ searchActivities(north: 51.6, east: 0.1, south: 51.4, west: -0.35) { id description } }`,
      ],
      [
        'a fragment spread into a list',
        `{ activities(city: "bath") { activities { ...More } } } fragment More on Activity { id description }`,
      ],
      [
        'an inline fragment in a list',
        `{ searchActivities(north: 51.6, east: 0.1, south: 51.4, west: -0.35) { ... on Activity { description } } }`,
      ],
    ])('is refused in %s with 400 GRAPHQL_VALIDATION_FAILED', async (_, query) => {
      const response = await post(yoga, query)
      expect(response.status).toBe(400)
      expect(response.body.errors?.[0]?.message).toBe(refusedMessage)
      expect(response.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
      expect(response.body.data).toBeUndefined()
    })

    it('is served by activity(id), also through a fragment', async () => {
      const detail = dataOf(await post(yoga, GetActivityDocument, { id: String(activityId) }))
      expect(detail.activity?.description).toMatch(/\S/)
      const viaFragment = dataOf(
        await post(
          yoga,
          `query ($id: ID!) { activity(id: $id) { ...More } } fragment More on Activity { description }`,
          { id: String(activityId) },
        ),
      ) as { activity: { description: string } }
      expect(viaFragment.activity.description).toBe(detail.activity?.description)
    })
  })

  describe('response size limit', () => {
    it('replaces a response over the limit with 400 RESPONSE_TOO_LARGE, on both execution paths', async () => {
      const small = testYoga(t.db, { executionBounds: { maxResponseBytes: 5000 } })
      for (const [document, variables] of [
        [CityVenuesDocument, { city: 'london' }],
        [SearchActivitiesDocument, london],
      ] as const) {
        const response = await post(small, document, variables)
        expect(response.status).toBe(400)
        expect(response.body.data).toBeUndefined()
        expect(response.body.errors).toHaveLength(1)
        expect(response.body.errors?.[0]?.extensions).toEqual({ code: 'RESPONSE_TOO_LARGE' })
        expect(response.body.errors?.[0]?.message).toMatch(
          /^The response would be [\d,]+ bytes, over the limit of 5,000\. Ask for fewer fields or smaller lists\.$/,
        )
      }
    })

    it('sends a response under the limit whole', async () => {
      const response = await post(yoga, SearchActivitiesDocument, london)
      const data = dataOf(response)
      expect(data.searchActivities.length).toBeGreaterThan(0)
      const fast = await raw(yoga, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: print(SearchActivitiesDocument), variables: london }),
      })
      expect(JSON.parse(fast.text)).toEqual({ data })
    })
  })

  describe('execution time limit', () => {
    /** A database whose every query never answers (a frozen server behind a dead link). */
    const pending: unknown = new Proxy(function pendingQuery() {}, {
      get: (_, property) => (property === 'then' ? () => undefined : pending),
      apply: () => pending,
    })
    const frozen = new Proxy(
      {},
      { get: (_, property) => (property === 'then' ? undefined : pending) },
    )

    it('ends a hung execution with 503 EXECUTION_TIMEOUT instead of hanging', async () => {
      const hung = testYoga(frozen as never, { executionBounds: { maxExecutionMs: 200 } })
      const response = await post(hung, GetActivityDocument, { id: '1' })
      expect(response.status).toBe(503)
      expect(response.body.errors).toEqual([
        {
          message:
            'This query took longer than 0.2 s and was stopped. Try again shortly, or ask for less.',
          extensions: { code: 'EXECUTION_TIMEOUT' },
        },
      ])
    })
  })

  describe('request errors answer 400 whatever the client accepts', () => {
    it.each([APOLLO_ACCEPT, 'application/json', '*/*', undefined])(
      'a syntax error: GRAPHQL_PARSE_FAILED (accept %s)',
      async (accept) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' }
        if (accept) headers.accept = accept
        const response = await yoga.fetch('http://localhost/graphql', {
          method: 'POST',
          headers,
          body: JSON.stringify({ query: 'query { cities { city ' }),
        })
        expect(response.status).toBe(400)
        const body = (await response.json()) as {
          errors: Array<{ message: string; extensions: object }>
        }
        expect(body.errors[0]).toMatchObject({
          message: 'Syntax Error: Expected Name, found <EOF>.',
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        })
      },
    )

    it.each([APOLLO_ACCEPT, 'application/json'])(
      'an invalid document: GRAPHQL_VALIDATION_FAILED (accept %s)',
      async (accept) => {
        const response = await yoga.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept },
          body: JSON.stringify({ query: '{ cities { town } }' }),
        })
        expect(response.status).toBe(400)
        const body = (await response.json()) as {
          errors: Array<{ message: string; extensions: object }>
        }
        expect(body.errors[0]).toMatchObject({
          message: 'Cannot query field "town" on type "City".',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        })
      },
    )
  })
})

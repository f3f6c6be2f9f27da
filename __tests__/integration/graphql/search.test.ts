/** @jest-environment node */
/**
 * searchActivities end to end: the bound and sampling rule against the database, the fast
 * execution path against graphql-js (same bytes), and the snapshot following a re-seed.
 */
import { and, asc, between, eq, sql } from 'drizzle-orm'
import { execute, parse, print } from 'graphql'
import { createContext } from '@/graphql/context'
import { executeMapSearch, usesMapSearchExecutor } from '@/graphql/map-search-executor'
import { schema } from '@/graphql/schema'
import { activities, catalogueMeta } from '@/server/db/schema'
import { viewportBounds } from '@/lib/geo/web-mercator'
import { SearchActivitiesDocument } from '@/graphql/generated/client/graphql'
import { MAX_SEARCH_RESULTS } from '@/lib/search/limits'
import { dataOf, post, raw, testYoga } from '../../helpers/graphql-client'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

const UK = { north: 61, south: 49, west: -9, east: 2 }
const LONDON_Z11 = viewportBounds({ lat: 51.5072, lng: -0.1276 }, 11, 1280, 800)

describe.each(DRIVERS)('searchActivities (%s)', (driver) => {
  let t: TestDatabase
  let yoga: ReturnType<typeof testYoga>

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    yoga = testYoga(t.db)
  })
  afterAll(async () => {
    await t?.close()
  })

  async function expectedIds(box: typeof UK, type?: string): Promise<string[]> {
    const rows = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(
        and(
          eq(activities.isDraft, false),
          eq(activities.isStreaming, false),
          between(activities.lat, box.south, box.north),
          between(activities.lng, box.west, box.east),
          type ? sql`${activities.activityType} = ${type}` : undefined,
        ),
      )
      .orderBy(asc(activities.sampleRank), asc(activities.id))
      .limit(MAX_SEARCH_RESULTS)
    return rows.map((row) => String(row.id))
  }

  it.each([
    ['the whole country', UK, undefined],
    ['London at zoom 11', LONDON_Z11, undefined],
    ['London, one type', LONDON_Z11, 'swimming'],
    ['a street corner', { north: 51.515, south: 51.51, west: -0.13, east: -0.12 }, undefined],
  ])(
    '%s: the matches with the lowest sample rank, at most MAX_SEARCH_RESULTS',
    async (_, box, category) => {
      const found = dataOf(
        await post(yoga, SearchActivitiesDocument, { ...box, category }),
      ).searchActivities
      expect(found.map((a) => a.id)).toEqual(await expectedIds(box, category))
      expect(found.length).toBeLessThanOrEqual(MAX_SEARCH_RESULTS)
    },
  )

  it('a box holding more than the maximum returns exactly the maximum', async () => {
    const found = dataOf(await post(yoga, SearchActivitiesDocument, UK)).searchActivities
    expect(found).toHaveLength(MAX_SEARCH_RESULTS)
    // An even sample: not all from one city.
    const lats = found.map((a) => a.lat!)
    expect(Math.max(...lats) - Math.min(...lats)).toBeGreaterThan(2)
  })

  describe('the map search executor returns exactly what graphql-js returns', () => {
    const documents = [
      ['the map operation', print(SearchActivitiesDocument), true],
      [
        'aliases and __typename',
        `query($n: Float!, $s: Float!, $w: Float!, $e: Float!) { pins: searchActivities(north: $n, south: $s, west: $w, east: $e, category: "yoga") { __typename key: id t: title lat lng isStreaming url img_url thumb_img_url discoveryMemberAllowed place: venue { __typename id name address urlSlug } } }`,
        true,
      ],
      [
        'an inline fragment',
        `query($n: Float!, $s: Float!, $w: Float!, $e: Float!) { searchActivities(north: $n, south: $s, west: $w, east: $e) { ... on Activity { id rating } tags } }`,
        true,
      ],
      [
        'timeslots (general executor)',
        `query($n: Float!, $s: Float!, $w: Float!, $e: Float!) { searchActivities(north: $n, south: $s, west: $w, east: $e) { id timeslots { day_of_week start_time } } }`,
        false,
      ],
      [
        'a directive (general executor)',
        `query($n: Float!, $s: Float!, $w: Float!, $e: Float!) { searchActivities(north: $n, south: $s, west: $w, east: $e) { id title @include(if: false) } }`,
        false,
      ],
      [
        'a fragment spread (general executor)',
        `query($n: Float!, $s: Float!, $w: Float!, $e: Float!) { searchActivities(north: $n, south: $s, west: $w, east: $e) { ...F } } fragment F on Activity { id }`,
        false,
      ],
      [
        'two root fields (general executor)',
        `query($n: Float!, $s: Float!, $w: Float!, $e: Float!) { searchActivities(north: $n, south: $s, west: $w, east: $e) { id } cities { city } }`,
        false,
      ],
      [
        'bad bounds (error path)',
        `query($n: Float!, $s: Float!, $w: Float!, $e: Float!) { searchActivities(north: $s, south: $n, west: $w, east: $e) { id } }`,
        true,
      ],
      [
        'streaming kind',
        `query($n: Float!, $s: Float!, $w: Float!, $e: Float!) { searchActivities(north: $n, south: $s, west: $w, east: $e, kind: "streaming") { id lat lng locationKey venue { name } } }`,
        true,
      ],
    ] as const

    it.each(documents)('%s', async (_, query, fast) => {
      expect(usesMapSearchExecutor(schema, parse(query))).toBe(fast)
      const variables = {
        n: LONDON_Z11.north,
        s: LONDON_Z11.south,
        w: LONDON_Z11.west,
        e: LONDON_Z11.east,
      }
      const document = parse(query)
      const viaGraphql = await execute({
        schema,
        document,
        variableValues: variables,
        contextValue: createContext({ db: t.db }),
      })
      const viaFast = await executeMapSearch({
        schema,
        document,
        variableValues: variables,
        contextValue: createContext({ db: t.db }),
      })
      expect(JSON.stringify(viaFast)).toBe(JSON.stringify(viaGraphql))
      const overHttp = await post(yoga, query, variables)
      expect(JSON.stringify(overHttp.body.data ?? null)).toBe(
        JSON.stringify(viaGraphql.data ?? null),
      )
      if (!viaGraphql.errors) {
        // The map search executor writes the response body itself (cached fragments from the second
        // request on): byte for byte what graphql-js's result serialises to.
        for (let i = 0; i < 2; i++) {
          const body = JSON.stringify({ query, variables })
          const response = await raw(yoga, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          })
          expect(response.text).toBe(JSON.stringify(viaGraphql))
        }
      }
    })
  })

  it('follows a re-seed: the snapshot rebuilds when catalogue_meta.version moves', async () => {
    const box = { north: 51.515, south: 51.5, west: -0.14, east: -0.11 }
    const [first] = dataOf(await post(yoga, SearchActivitiesDocument, box)).searchActivities
    expect(first).toBeDefined()
    await t.db
      .update(activities)
      .set({ title: 'Renamed by a re-seed' })
      .where(eq(activities.id, Number(first!.id)))
    await t.db.update(catalogueMeta).set({ version: sql`${catalogueMeta.version} + 1` })
    const realNow = Date.now
    const nowSpy = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 60_000)
    try {
      let title = first!.title
      for (let i = 0; i < 100 && title === first!.title; i++) {
        const [again] = dataOf(await post(yoga, SearchActivitiesDocument, box)).searchActivities
        title = again!.title
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(title).toBe('Renamed by a re-seed')
    } finally {
      nowSpy.mockRestore()
    }
  })
})

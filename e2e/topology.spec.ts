/**
 * Several instances, tested: two production servers behind nginx (Debian's package) on one
 * PostgreSQL, as deploy/ sets them up (deploy/topology.mjs renders deploy/nginx's configuration
 * and starts the instances as `npm start` does). Runs alone after every other spec (its own
 * Playwright project); needs nginx (.ci/run installs it) and TEST_DATABASE_URL, skipped without.
 *
 * - A catalogue change made through one instance is served by both within 2 s.
 * - nginx sends each page view's assignment request to the instances' assignments threads, and an
 *   experiment started on the desk reaches them all.
 * - A desk session and the rate limits hold across instances.
 * - A rolling restart under bench:load's traffic, sent through nginx, fails
 *   no request.
 */
import { BENCH_CTA_TEXT, startCtaTextExperiment } from '../bench/desk-experiment'
import { randomVisitor } from '../bench/experiments-path'
import { mixedTraffic } from '../bench/mixed-traffic'
import type { Topology } from '../deploy/topology.mjs'
import { expect, test } from './fixtures'
import {
  createThrowawayDatabase,
  TEST_DATABASE_URL,
  type ThrowawayDatabase,
} from './support/throwaway-database'

const FRESH_WITHIN_MS = 2_000
/**
 * Connections the rolling restart runs under: bench:load's. On a shared 2-core host each request
 * then waits seconds for its answer; late is fine, failed is not (bench/RESULTS.md).
 */
const ROLLING_RESTART_CONNECTIONS = 100
const DESK_PASSWORD = 'topology-desk-password'
/**
 * A reload makes nginx 1.22 (Debian's) close its old workers' idle keep-alive connections, and a
 * request the client had just sent on one is reset: a known race of nginx before 1.27.4's
 * keepalive_min_timeout (nginx/nginx#456). Browsers send such a request again on a new connection
 * (a reused connection reset before any answer), so visitors never see it; the load client here
 * does not. Resets this soon after one of the restart's reloads count apart, as long as they stay
 * rare; any other failure fails the test.
 */
const RELOAD_RESET_KINDS = new Set(['ECONNRESET', 'EPIPE'])
const RELOAD_RESET_WITHIN_MS = 2_000
const MAX_RELOAD_RESETS_PER_RELOAD = 5
const OFFER_SLUG = 'northwind-health-welcome'
/** Each visitor's own address, as a CDN in front of nginx would give it. */
const VISITOR = { 'x-forwarded-for': '198.51.100.23' }

/** Central London, as the map asks for it at zoom 13. */
const LONDON_BOX = { north: 51.5352, east: -0.0836, south: 51.4961, west: -0.1718 }

/**
 * A catalogue change made through one instance: an offer page's title and an activity's. The
 * desk edits no catalogue row yet (its offers editor will): until then the change is the UPDATE
 * it will make, on the database the instance writes to. At merge, swap this for the editor's
 * form post to `instance`.
 */
async function changeCatalogueThrough(
  _instance: { origin: string },
  database: ThrowawayDatabase,
  change: { offerTitle: string; activityId: string; activityTitle: string },
): Promise<void> {
  await database.sql.query('BEGIN')
  const offer = await database.sql.query(
    `UPDATE landing_pages SET page_title = $1 WHERE url_slug = $2 AND variant_ref = ''`,
    [change.offerTitle, OFFER_SLUG],
  )
  const activity = await database.sql.query('UPDATE activities SET title = $1 WHERE id = $2', [
    change.activityTitle,
    Number(change.activityId),
  ])
  await database.sql.query('COMMIT')
  expect([offer.rowCount, activity.rowCount]).toEqual([1, 1])
}

/**
 * The desk's sign-in form (Email and Password at /marketing/sign-in) as the first admin, whom
 * MARKETING_PASSWORD made on the first start; answered with the session cookie (`name=value`).
 */
async function signInToDesk(origin: string): Promise<string> {
  const response = await fetch(`${origin}/marketing/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...VISITOR },
    body: new URLSearchParams({ email: 'admin@localhost', password: DESK_PASSWORD }),
  })
  expect(response.status).toBe(303)
  expect(response.headers.get('location') ?? '').not.toMatch(/^\/marketing\/sign-in/)
  const cookie = response.headers.getSetCookie().find((value) => value.includes('session'))
  expect(cookie).toBeDefined()
  return cookie!.split(';')[0]!
}

/** Whether a desk session cookie opens the desk at `origin`. */
async function deskOpens(origin: string, cookie: string): Promise<boolean> {
  const response = await fetch(`${origin}/marketing`, {
    redirect: 'manual',
    headers: { cookie, ...VISITOR },
  })
  await response.arrayBuffer()
  return response.status === 200
}

async function graphql<T>(origin: string, query: string, variables: object): Promise<T> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  return ((await response.json()) as { data: T }).data
}

/** The offer's title, from the page's config. */
async function offerTitle(origin: string): Promise<string | undefined> {
  const data = await graphql<{ config?: { page?: { pageTitle?: string } } }>(
    origin,
    `
      query ($slug: String) {
        config(variant: PRODUCT, urlSlug: $slug) {
          page {
            ... on ProductPage {
              pageTitle
            }
          }
        }
      }
    `,
    { slug: OFFER_SLUG },
  )
  return data.config?.page?.pageTitle
}

/** The activities the map finds in central London (from each instance's search snapshot). */
async function searchedActivities(origin: string): Promise<Array<{ id: string; title: string }>> {
  const data = await graphql<{ searchActivities: Array<{ id: string; title: string }> }>(
    origin,
    `
      query ($north: Float!, $east: Float!, $south: Float!, $west: Float!) {
        searchActivities(north: $north, east: $east, south: $south, west: $west) {
          id
          title
        }
      }
    `,
    LONDON_BOX,
  )
  return data.searchActivities
}

test.describe('two instances behind nginx on one PostgreSQL', () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(!TEST_DATABASE_URL, 'TEST_DATABASE_URL is not set')

  let database: ThrowawayDatabase | undefined
  let topology: Topology | undefined

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    // Imported when it runs: Playwright's loader compiles a static import of an .mjs as CommonJS.
    const { nginxAvailable, startTopology } = await import('../deploy/topology.mjs')
    test.skip(!nginxAvailable(), 'nginx is not installed (Debian: apt-get install nginx)')
    database = await createThrowawayDatabase('move_topology')
    topology = await startTopology({
      databaseUrl: database.url,
      // The tests stand in for a CDN in front of nginx: each sends its visitor's address.
      trustedFrontProxies: ['127.0.0.1'],
      env: { MARKETING_PASSWORD: DESK_PASSWORD },
    })
  })

  test.afterAll(async () => {
    await topology?.stop()
    await database?.drop()
  })

  test('serve a catalogue change made through one instance from both within 2 s', async () => {
    const [first, second] = topology!.instances
    const activityId = (await searchedActivities(first!.origin))[0]!.id
    for (const instance of [first!, second!]) {
      expect(await offerTitle(instance.origin)).not.toBe(undefined)
      expect((await searchedActivities(instance.origin)).map(({ id }) => id)).toContain(activityId)
    }
    const stamp = Date.now().toString(36)
    const change = {
      offerTitle: `Northwind Health ${stamp}`,
      activityId,
      activityTitle: `Sunrise Flow ${stamp}`,
    }
    const shows = async (origin: string) =>
      (await offerTitle(origin)) === change.offerTitle &&
      (await searchedActivities(origin)).some(
        ({ id, title }) => id === activityId && title === change.activityTitle,
      )
    await changeCatalogueThrough(first!, database!, change)
    const changed = performance.now()
    // Each instance asked until it answers with the change (its search snapshot rebuilt): when
    // that request was sent is how fresh the instance was (its answer's own time is the host's).
    const seenAfterMs = await Promise.all(
      [first!, second!].map(async (instance) => {
        while (performance.now() - changed < FRESH_WITHIN_MS) {
          const sent = performance.now()
          if (await shows(instance.origin)) return Math.round(sent - changed)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        return Infinity
      }),
    )
    test.info().annotations.push({
      type: 'fresh within',
      description: seenAfterMs.map((ms) => `${ms} ms`).join(', '),
    })
    console.log(`catalogue change served by both instances after ${seenAfterMs.join(' and ')} ms`)
    expect(Math.max(...seenAfterMs)).toBeLessThanOrEqual(FRESH_WITHIN_MS)
  })

  test("answer assignments from the instances' threads, a desk change on every one", async () => {
    const visitor = randomVisitor()
    const threads = topology!.instances.map((instance) => instance.assignmentsOrigin)
    expect(threads.every((origin) => origin !== null)).toBe(true)
    /** The CTA text each thread, and nginx, gives one visitor. */
    const ctaTexts = () =>
      Promise.all(
        [...(threads as string[]), topology!.origin].map(async (origin) => {
          const response = await fetch(
            `${origin}/api/experiments?path=/london&visitor=${visitor}`,
            { headers: VISITOR },
          )
          expect(response.status).toBe(200)
          const body = (await response.json()) as { buttonTexts: Record<string, string> }
          return body.buttonTexts.ctaButtonText ?? null
        }),
      )
    expect(await ctaTexts()).toEqual([null, null, null])
    // Everyone in the variant, saved through the first instance's desk.
    await startCtaTextExperiment(topology!.instances[0]!.origin, [0, 100], DESK_PASSWORD)
    // Within the 60 s the desk promises (each instance reloads every 10 s, its thread a second on).
    await expect
      .poll(ctaTexts, { timeout: 60_000, intervals: [500] })
      .toEqual([BENCH_CTA_TEXT, BENCH_CTA_TEXT, BENCH_CTA_TEXT])
  })

  test('hold a desk session signed in on one instance on the other, and through nginx', async () => {
    const [first, second] = topology!.instances
    const cookie = await signInToDesk(first!.origin)
    expect(await deskOpens(second!.origin, cookie)).toBe(true)
    expect(await deskOpens(topology!.origin, cookie)).toBe(true)
    const [cookieName] = cookie.split('=')
    expect(await deskOpens(second!.origin, `${cookieName}=made-up`)).toBe(false)
  })

  test('count one visitor’s requests to either instance against one budget', async () => {
    const [first, second] = topology!.instances
    // The callsign's budget: 30 a minute per address (server/security/rate-limit-budgets.ts).
    const statuses: number[] = []
    for (let i = 0; i < 34; i += 1) {
      const instance = i % 2 === 0 ? first! : second!
      const response = await fetch(`${instance.origin}/api/2/visitor/callsign`, {
        headers: { 'x-forwarded-for': '198.51.100.77', 'sec-fetch-site': 'same-origin' },
      })
      await response.arrayBuffer()
      statuses.push(response.status)
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      }
    }
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 200))
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429])
  })

  test('fail no request while the instances restart one at a time under load', async () => {
    test.setTimeout(900_000)
    let restart: Promise<number[]> | undefined
    let restartEnded = Infinity
    const run = await mixedTraffic(topology!.origin, {
      connections: ROLLING_RESTART_CONNECTIONS,
      // The load lasts until a few seconds after the restarts (at most 10 minutes).
      seconds: 600,
      madeUp: false,
      // A busy CI host answers slowly, not wrongly: only a request that never comes back fails
      // (nginx's read timeout, 60 s, would have answered 504 by then).
      timeoutSeconds: 65,
      onLoadStart: () => {
        // A few seconds into the load, so the restarts meet it at full speed.
        restart = new Promise((resolve) => setTimeout(resolve, 5_000))
          .then(() => topology!.rollingRestart())
          .then((took) => {
            restartEnded = performance.now()
            return took
          })
        return restart
      },
    })
    const loadEnded = performance.now()
    const took = await restart!
    const { result } = run
    test.info().annotations.push({
      type: 'rolling restart under load',
      description:
        `${result.requests.total} requests in ${result.duration.toFixed(0)} s, ` +
        `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, max ${result.latency.max} ms; errors ${result.errors} / ` +
        `timeouts ${result.timeouts} / non-2xx ${result.non2xx}, failures ` +
        `${JSON.stringify(run.failureKinds)} (statuses ` +
        `${JSON.stringify(result.statusCodeStats)}); restarts took ` +
        took.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' and '),
    })
    console.log(test.info().annotations.at(-1)?.description)
    // What nginx saw go wrong, to read beside a failure.
    const nginxErrors = topology!
      .nginxErrors()
      .split('\n')
      .filter((line) => line.includes('[error]'))
    if (nginxErrors.length > 0) console.log(nginxErrors.slice(-20).join('\n'))
    // Both restarts happened under the load, and nothing failed but the reloads' resets.
    expect(restartEnded).toBeLessThan(loadEnded)
    const reloads = topology!.reloads()
    const afterReload = (at: number) =>
      reloads.some((reloaded) => at >= reloaded && at - reloaded <= RELOAD_RESET_WITHIN_MS)
    const reloadResets = run.failureLog.filter(
      ({ kind, at }) => RELOAD_RESET_KINDS.has(kind) && afterReload(at),
    )
    if (reloadResets.length > 0) {
      console.log(`${reloadResets.length} request(s) reset by a reloading nginx (browsers resend)`)
    }
    expect(run.failureLog.filter((failure) => !reloadResets.includes(failure))).toEqual([])
    expect(run.errors).toBe(run.failureLog.length)
    expect(reloadResets.length).toBeLessThanOrEqual(reloads.length * MAX_RELOAD_RESETS_PER_RELOAD)
    for (const instance of topology!.instances) {
      expect((await fetch(`${instance.origin}/api/health`)).status).toBe(200)
    }
  })
})

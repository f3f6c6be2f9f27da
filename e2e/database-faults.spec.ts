/**
 * Database faults through the production server (server/http/serve.mjs) on a PostgreSQL server of
 * this spec's own, which it stops and freezes (SIGSTOP on the postmaster and its backends): the
 * shared test server and Playwright's own web server (PGlite) are never touched. Every answer
 * comes within 6 s: a cached landing page from the cache, a page never rendered as an uncached
 * 503 page, GraphQL as SERVICE_UNAVAILABLE, a lead capture as 503; and once the database is
 * back, everything answers normally again without a restart, the failed pages rendered afresh
 * (never cached during the outage).
 */
import pg from 'pg'
import {
  postgresUnavailableReason,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../__tests__/helpers/throwaway-postgres'
import { expect, HTTP_ONLY, test } from './fixtures'
import {
  prepareDatabase,
  startOwnServer,
  stopOwnServer,
  type OwnServer,
} from './support/own-server'

const ANSWER_WITHIN_MS = 6_000
const RECOVERY_WITHIN_MS = 15_000
const FAILED_PAGE_TITLE = 'Sorry, this page is taking a break'

interface Timed {
  status: number
  ms: number
  headers: Headers
  text: string
}

const skipReason = postgresUnavailableReason()

test.describe('database faults', HTTP_ONLY, () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(skipReason !== null, `no throw-away PostgreSQL: ${skipReason}`)

  let postgres: ThrowawayPostgres | undefined
  let server: OwnServer | undefined
  /** Venue pages nobody has rendered yet: one per outage, so each is a first render. */
  let freshVenues: string[] = []

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    postgres = await startThrowawayPostgres()
    prepareDatabase({ databaseUrl: postgres.url })
    const client = new pg.Client({ connectionString: postgres.url })
    await client.connect()
    // Slugs of this run's own: servers on the same build share its page cache on disk, so a
    // venue another spec's server rendered would be answered from there, database or not.
    const tag = Date.now().toString(36)
    const { rows } = await client.query<{ url_slug: string }>(
      `UPDATE landing_pages SET url_slug = left(url_slug, 60) || '-f' || $1
       WHERE id IN (SELECT id FROM landing_pages
                    WHERE landing_variant = 'venue' AND NOT is_draft ORDER BY random() LIMIT 2)
       RETURNING url_slug`,
      [tag],
    )
    await client.end()
    freshVenues = rows.map((row) => `/venues/${row.url_slug}`)
    server = await startOwnServer({ databaseUrl: postgres.url })
  })

  test.afterAll(async () => {
    postgres?.thaw()
    await stopOwnServer(server)
    postgres?.destroy()
  })

  async function timed(path: string, init: RequestInit = {}): Promise<Timed> {
    const started = performance.now()
    const response = await fetch(`${server!.origin}${path}`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
      ...init,
    })
    const text = await response.text()
    return {
      status: response.status,
      ms: performance.now() - started,
      headers: response.headers,
      text,
    }
  }

  const graphql = () =>
    timed('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: '{ config(variant: PRODUCT, city: "london") { variant } }' }),
    })

  let leads = 0
  const captureLead = () => {
    leads += 1
    const email = encodeURIComponent(`fault-${Date.now()}-${leads}@example.com`)
    // As the email form submits it: a same-origin navigation.
    return timed(`/store-cookies?utm_capture_email=${email}&landing=/london`, {
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    })
  }

  /** During an outage: every kind of answer within 6 s, none of them cached. */
  async function expectOutageAnswers(freshVenue: string) {
    const [cached, fresh, api, lead] = await Promise.all([
      timed('/london'),
      timed(freshVenue),
      graphql(),
      captureLead(),
    ])
    for (const answer of [cached, fresh, api, lead]) {
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
    }
    expect(cached.status).toBe(200)
    expect(cached.text).toContain('London')

    expect(fresh.status).toBe(503)
    expect(fresh.headers.get('cache-control')).toBe('no-store')
    expect(fresh.headers.get('retry-after')).toBe('30')
    expect(fresh.text).toContain(`<h1>${FAILED_PAGE_TITLE}</h1>`)

    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toBe('10')
    expect(JSON.parse(api.text)).toMatchObject({
      errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    })

    expect(lead.status).toBe(503)
    expect(lead.headers.get('cache-control')).toBe('no-store')
  }

  /** The same server, no restart: polled while the database comes back and the pool notices. */
  async function expectRecovery(freshVenue: string) {
    const deadline = performance.now() + RECOVERY_WITHIN_MS
    let page = await timed(freshVenue)
    while (page.status !== 200 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      page = await timed(freshVenue)
    }
    expect(page.status).toBe(200)
    expect(page.text).not.toContain(FAILED_PAGE_TITLE)
    expect(page.headers.get('cache-control')).toContain('s-maxage=')
    expect((await graphql()).status).toBe(200)
    expect((await captureLead()).status).toBe(303)
  }

  test('a landing page renders and is cached while the database is up', async () => {
    const page = await timed('/london')
    expect(page.status).toBe(200)
    expect((await timed('/london')).headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
  })

  test('the database stopped: answers within 6 s, then recovery without a restart', async () => {
    postgres!.stop()
    await expectOutageAnswers(freshVenues[0]!)
    // Asked again: the failed page was not cached.
    expect((await timed(freshVenues[0]!)).status).toBe(503)
    postgres!.start()
    await expectRecovery(freshVenues[0]!)
  })

  test('the database frozen: answers within 6 s, then recovery without a restart', async () => {
    postgres!.freeze()
    try {
      await expectOutageAnswers(freshVenues[1]!)
    } finally {
      postgres!.thaw()
    }
    await expectRecovery(freshVenues[1]!)
  })
})

/**
 * @jest-environment node
 *
 * Database faults against a PostgreSQL server of this test's own (never the shared
 * TEST_DATABASE_URL one, which other suites are using): stopped outright, then frozen
 * (SIGSTOP on the postmaster and its backends, as behind a dropped network). Lead capture and
 * GraphQL, through their real handlers on the app's own pool (server/db/client), must answer 503
 * within 6 s, and answer normally again once the server is back, on the same pool.
 */
import { createMoveYoga } from '@/graphql/yoga'
import { openDatabase, type DatabaseHandle } from '@/server/db/client'
import { seedCatalogue } from '@/server/db/seed'
import { handleStoreCookies } from '@/server/landing/store-cookies'
import {
  postgresUnavailableReason,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../helpers/throwaway-postgres'

/** What the issue allows a caller to wait during an outage. */
const ANSWER_WITHIN_MS = 6_000
/** The server's own start-up, then the pool's cool-down after the outage (2 s). */
const RECOVERY_WITHIN_MS = 10_000
const ORIGIN = 'http://localhost:3000'

const skipReason = postgresUnavailableReason()
if (skipReason) {
  console.warn(`Skipping the database fault tests: ${skipReason}.`)
}
const describeWithPostgres = skipReason ? describe.skip : describe

interface Timed {
  status: number
  ms: number
  code?: string
  retryAfter: string | null
}

let counter = 0

describeWithPostgres('database faults (a throw-away PostgreSQL, stopped and frozen)', () => {
  let postgres: ThrowawayPostgres
  let handle: DatabaseHandle
  let yoga: ReturnType<typeof createMoveYoga>

  beforeAll(async () => {
    // The outages below are logged by the app as they would be in production; not here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    postgres = await startThrowawayPostgres()
    const seeding = await openDatabase({ databaseUrl: postgres.url, workload: 'maintenance' })
    await seedCatalogue(seeding.db, { activities: 2_000 })
    await seeding.close()
    // The app's own pool, with the request timeouts, kept across every outage below.
    handle = await openDatabase({ databaseUrl: postgres.url })
    yoga = createMoveYoga({ db: handle.db, production: true, logging: false })
  })

  afterAll(async () => {
    jest.restoreAllMocks()
    postgres?.thaw()
    await handle?.close().catch(() => undefined)
    postgres?.destroy()
  })

  async function captureLead(): Promise<Timed> {
    counter += 1
    const email = `fault-${Date.now()}-${counter}@example.com`
    const request = new Request(
      `${ORIGIN}/store-cookies?utm_capture_email=${encodeURIComponent(email)}&landing=/london`,
    )
    const started = performance.now()
    // A same-site navigation: otherwise nothing is stored and the database is never asked.
    const response = await handleStoreCookies(request, {
      db: handle.db,
      allowedHosts: [],
      sameSiteNavigation: true,
    })
    return {
      status: response.status,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
    }
  }

  async function queryConfig(): Promise<Timed> {
    const started = performance.now()
    const response = await yoga.fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: '{ config(variant: PRODUCT, city: "london") { variant } }' }),
    })
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] }
    return {
      status: response.status,
      ms: performance.now() - started,
      code: body.errors?.[0]?.extensions?.code,
      retryAfter: response.headers.get('retry-after'),
    }
  }

  /** Both callers at once, as during a real outage. */
  const probe = () => Promise.all([captureLead(), queryConfig()])

  async function expectHealthy() {
    const [lead, graphql] = await probe()
    expect(lead.status).toBe(303)
    expect(graphql).toMatchObject({ status: 200, code: undefined })
  }

  /** Back to normal on the same pool, without a restart: polled, since the server needs a moment. */
  async function expectRecovery() {
    const deadline = performance.now() + RECOVERY_WITHIN_MS
    for (;;) {
      const [lead, graphql] = await probe()
      if ((lead.status === 303 && graphql.status === 200) || performance.now() > deadline) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    await expectHealthy()
  }

  async function expectUnavailable(): Promise<number> {
    const [lead, graphql] = await probe()
    expect(lead.status).toBe(503)
    expect(lead.ms).toBeLessThan(ANSWER_WITHIN_MS)
    expect(graphql).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: '10' })
    expect(graphql.ms).toBeLessThan(ANSWER_WITHIN_MS)
    return Math.max(lead.ms, graphql.ms)
  }

  it('answers normally while the server is up', async () => {
    await expectHealthy()
  })

  it('answers 503 within 6 s while the server is stopped, and recovers when it starts', async () => {
    postgres.stop()
    await expectUnavailable()
    postgres.start()
    await expectRecovery()
  })

  it('answers 503 within 6 s while the server is frozen, and recovers when it thaws', async () => {
    // Pooled connections are open and idle: the frozen server never answers on them, and new
    // connections are accepted by the kernel but never get past the start-up handshake.
    await expectHealthy()
    postgres.freeze()
    try {
      await expectUnavailable()
      // Found unreachable a moment ago: the next calls fail at once (the pool's outage breaker).
      expect(await expectUnavailable()).toBeLessThan(1_000)
      // Still frozen after the cool-down: connections opened now time out the same way.
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      await expectUnavailable()
    } finally {
      postgres.thaw()
    }
    await expectRecovery()
  })
})

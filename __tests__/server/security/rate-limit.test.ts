/**
 * @jest-environment node
 *
 * The rate limiter: budgets, the 429 answers, address buckets, the memory bound, and the
 * PostgreSQL store (shared by replicas, falling back to memory when the store fails), the last
 * against TEST_DATABASE_URL when it is set.
 */
import type { Pool } from 'pg'
import { openDatabase, type DatabaseHandle } from '@/server/db/client'
import { PEER_ADDRESS_HEADER, peerAddressValue } from '@/server/security/peer-address-header.mjs'
import {
  chargeRate,
  createMemoryRateLimiter,
  createPostgresRateLimiter,
  limitRate,
  OVERFLOW_FACTOR,
  RATE_LIMIT_BUDGETS,
  type RateLimiter,
  type RateLimitBudgetName,
} from '@/server/security/rate-limit'

function request(address: string | null, init: { accept?: string } = {}): Request {
  const headers = new Headers()
  if (address !== null) headers.set(PEER_ADDRESS_HEADER, peerAddressValue(address))
  if (init.accept) headers.set('accept', init.accept)
  return new Request('http://localhost:3000/api/events', { headers })
}

/** Sends `count` requests and returns how many were let through. */
async function allowedOf(
  limiter: RateLimiter,
  budget: RateLimitBudgetName,
  count: number,
  address: string,
): Promise<number> {
  let allowed = 0
  for (let i = 0; i < count; i += 1) {
    if ((await limitRate(request(address), budget, { limiter })) === null) allowed += 1
  }
  return allowed
}

let addressCounter = 0
/** A fresh IPv4 address per test, so counters never carry over (also in a shared database). */
function freshAddress(): string {
  addressCounter += 1
  const n = (process.pid * 1000 + addressCounter + Date.now()) % 16_000_000
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

describe('RATE_LIMIT_BUDGETS', () => {
  it.each(Object.entries(RATE_LIMIT_BUDGETS))('%s has a positive budget and a reason', (_, b) => {
    expect(b.points).toBeGreaterThan(0)
    expect(b.durationSeconds).toBeGreaterThan(0)
    expect(b.reason.length).toBeGreaterThan(20)
  })

  it.each([
    // [budget, what a normal visitor sends per minute at most]
    ['lead', 5],
    ['analytics-event', 60],
    ['callsign', 2],
    ['visitor-action', 20],
    ['preview', 10],
  ] as const)('%s lets a visitor send %i a minute and stops hundreds', (name, normal) => {
    const budget = RATE_LIMIT_BUDGETS[name]
    const perMinute = (budget.points * 60) / budget.durationSeconds
    expect(perMinute).toBeGreaterThanOrEqual(normal)
    expect(perMinute).toBeLessThan(200)
  })
})

describe('limitRate with the memory store', () => {
  it('lets the lead budget through, then answers the 61st with 429 JSON and Retry-After', async () => {
    const limiter = createMemoryRateLimiter()
    const address = freshAddress()
    expect(RATE_LIMIT_BUDGETS.lead.points).toBe(60)
    expect(await allowedOf(limiter, 'lead', 60, address)).toBe(60)
    const response = await limitRate(request(address), 'lead', { limiter })
    expect(response?.status).toBe(429)
    const retryAfter = Number(response?.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(response?.headers.get('cache-control')).toBe('no-store')
    expect(await response?.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: `Too many requests from your network in a short time. Please wait ${retryAfter} seconds and try again.`,
      },
    })
  })

  it('answers a browser (Accept: text/html) or format html with a page', async () => {
    const limiter = createMemoryRateLimiter()
    const address = freshAddress()
    await allowedOf(limiter, 'preview', RATE_LIMIT_BUDGETS.preview.points, address)
    for (const response of [
      await limitRate(request(address, { accept: 'text/html,*/*' }), 'preview', { limiter }),
      await limitRate(request(address), 'preview', { limiter, format: 'html' }),
    ]) {
      expect(response?.status).toBe(429)
      expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response?.headers.get('retry-after')).toMatch(/^\d+$/)
      const html = await response!.text()
      expect(html).toContain('<h1>Too many requests</h1>')
      expect(html).toContain('Please wait')
    }
    const json = await limitRate(request(address, { accept: 'text/html' }), 'preview', {
      limiter,
      format: 'json',
    })
    expect(json?.headers.get('content-type')).toMatch(/^application\/json/)
  })

  it('charges weighted requests by their points (the GraphQL budget)', async () => {
    const limiter = createMemoryRateLimiter()
    const address = freshAddress()
    const budget = RATE_LIMIT_BUDGETS.graphql.points
    expect(await chargeRate(request(address), 'graphql', { limiter, points: budget - 70 })).toEqual(
      {
        allowed: true,
      },
    )
    expect(await chargeRate(request(address), 'graphql', { limiter, points: 70 })).toEqual({
      allowed: true,
    })
    const over = await chargeRate(request(address), 'graphql', { limiter, points: 1 })
    expect(over.allowed).toBe(false)
    expect(over.allowed === false && over.retryAfterSeconds).toBeGreaterThanOrEqual(1)
  })

  it('keeps budgets and addresses apart', async () => {
    const limiter = createMemoryRateLimiter()
    const [a, b] = [freshAddress(), freshAddress()]
    await allowedOf(limiter, 'callsign', RATE_LIMIT_BUDGETS.callsign.points + 5, a)
    expect(await limitRate(request(a), 'callsign', { limiter })).not.toBeNull()
    expect(await limitRate(request(b), 'callsign', { limiter })).toBeNull()
    expect(await limitRate(request(a), 'lead', { limiter })).toBeNull()
  })

  it('counts an IPv6 /64 as one client', async () => {
    const limiter = createMemoryRateLimiter()
    const points = RATE_LIMIT_BUDGETS.callsign.points
    for (let i = 0; i < points; i += 1) {
      expect(
        await limitRate(request(`2001:db8:1:2::${i.toString(16)}`), 'callsign', { limiter }),
      ).toBeNull()
    }
    expect(await limitRate(request('2001:db8:1:2:ffff::1'), 'callsign', { limiter })).not.toBeNull()
    expect(await limitRate(request('2001:db8:1:3::1'), 'callsign', { limiter })).toBeNull()
  })

  it('counts requests that did not come through our server in one shared bucket', async () => {
    const limiter = createMemoryRateLimiter()
    await allowedOf(limiter, 'preview', RATE_LIMIT_BUDGETS.preview.points, 'not-an-address')
    expect(await limitRate(request(null), 'preview', { limiter })).not.toBeNull()
  })

  it('tracks a bounded number of addresses; the rest share an overflow counter', async () => {
    const budgets = {
      ...RATE_LIMIT_BUDGETS,
      lead: { ...RATE_LIMIT_BUDGETS.lead, points: 2 },
    }
    const limiter = createMemoryRateLimiter({ maxTrackedAddresses: 10, budgets })
    // Ten addresses get their own counters…
    for (let i = 0; i < 10; i += 1) {
      expect(await allowedOf(limiter, 'lead', 3, `192.0.2.${i}`)).toBe(2)
    }
    // …every further address draws on one overflow counter of OVERFLOW_FACTOR budgets.
    let allowed = 0
    for (let i = 0; i < 2 * OVERFLOW_FACTOR + 50; i += 1) {
      if ((await limitRate(request(`198.51.${i >> 8}.${i & 255}`), 'lead', { limiter })) === null) {
        allowed += 1
      }
    }
    expect(allowed).toBe(2 * OVERFLOW_FACTOR)
    // Tracked addresses keep their own counters meanwhile.
    expect(await limitRate(request('192.0.2.0'), 'lead', { limiter })).not.toBeNull()
  })
})

describe('the PostgreSQL store when the store fails', () => {
  it('stops asking a failed store for a while, then asks again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    let calls = 0
    const pool = {
      query: () => {
        calls += 1
        return Promise.reject(new Error('connect ECONNREFUSED'))
      },
    } as unknown as Pool
    try {
      const limiter = createPostgresRateLimiter(pool, { storeRetryAfterMs: 60_000 })
      const address = freshAddress()
      expect(await allowedOf(limiter, 'lead', 5, address)).toBe(5)
      expect(calls).toBe(1)
      expect(warn).toHaveBeenCalledTimes(1)
      jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000)
      await limitRate(request(address), 'lead', { limiter })
      expect(calls).toBe(2)
    } finally {
      jest.restoreAllMocks()
    }
  })

  const hanging = { query: () => new Promise(() => undefined) } as unknown as Pool
  const failing = {
    query: () => Promise.reject(new Error('connect ECONNREFUSED')),
  } as unknown as Pool

  it.each([
    ['does not answer', hanging],
    ['refuses connections', failing],
  ])('when PostgreSQL %s, requests are counted in memory instead', async (_, pool) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const limiter = createPostgresRateLimiter(pool, { storeTimeoutMs: 20, storeRetryAfterMs: 0 })
      const address = freshAddress()
      const points = RATE_LIMIT_BUDGETS.preview.points
      expect(await allowedOf(limiter, 'preview', points + 3, address)).toBe(points)
      // Tried every time here (retry after 0 ms), and each failure said so.
      expect(warn).toHaveBeenCalledTimes(points + 3)
    } finally {
      warn.mockRestore()
    }
  })
})

const describeIfPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip

describeIfPostgres('the PostgreSQL store', () => {
  let handle: DatabaseHandle
  let pool: Pool

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL })
    pool = (handle.db as unknown as { $client: Pool }).$client
  })

  afterAll(async () => {
    await handle?.close()
  })

  it('answers the 61st lead in a minute with 429 and Retry-After', async () => {
    const limiter = createPostgresRateLimiter(pool)
    expect(limiter.store).toBe('postgres')
    const address = freshAddress()
    expect(await allowedOf(limiter, 'lead', 60, address)).toBe(60)
    const response = await limitRate(request(address), 'lead', { limiter })
    expect(response?.status).toBe(429)
    expect(Number(response?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    const { rows } = await pool.query<{ points: number }>(
      'SELECT points FROM rate_limit_buckets WHERE key = $1',
      [`lead:${address}`],
    )
    expect(rows[0]?.points).toBe(61)
  })

  it('charges weighted requests by their points in the shared store', async () => {
    const limiter = createPostgresRateLimiter(pool)
    const address = freshAddress()
    const budget = RATE_LIMIT_BUDGETS.graphql.points
    expect(await chargeRate(request(address), 'graphql', { limiter, points: budget })).toEqual({
      allowed: true,
    })
    expect((await chargeRate(request(address), 'graphql', { limiter })).allowed).toBe(false)
    const { rows } = await pool.query<{ points: number }>(
      'SELECT points FROM rate_limit_buckets WHERE key = $1',
      [`graphql:${address}`],
    )
    expect(rows[0]?.points).toBe(budget + 1)
  })

  it('shares one budget between replicas (two limiters on one database)', async () => {
    const [first, second] = [createPostgresRateLimiter(pool), createPostgresRateLimiter(pool)]
    const address = freshAddress()
    const points = RATE_LIMIT_BUDGETS.callsign.points
    expect(await allowedOf(first, 'callsign', points / 2, address)).toBe(points / 2)
    expect(await allowedOf(second, 'callsign', points / 2, address)).toBe(points / 2)
    expect(await limitRate(request(address), 'callsign', { limiter: first })).not.toBeNull()
    expect(await limitRate(request(address), 'callsign', { limiter: second })).not.toBeNull()
  })
})

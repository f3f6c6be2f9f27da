/**
 * Rate limits per client address (rate-limiter-flexible), with the budgets of
 * rate-limit-budgets.ts.
 *
 * Stores:
 * - PostgreSQL (DATABASE_URL set): counters in the `rate_limit_buckets` table, so every replica
 *   draws on one budget. Uses the app's own pool (no second pool, no second PGlite). Each call
 *   has its own time limit (STORE_TIMEOUT_MS) on top of the pool's.
 * - Memory (PGlite: one process owns the database anyway).
 *
 * When the PostgreSQL store fails or is slow, the request is counted in this process's memory
 * store instead, and so are the next STORE_RETRY_AFTER_MS of requests (no request waits on a
 * store known to be down): limits still hold per replica, and a store outage never takes lead
 * capture or analytics down (fail over, neither fail closed nor fail open).
 *
 * Memory is bounded: a counter lives one window, and each budget tracks at most
 * MAX_TRACKED_ADDRESSES new addresses per window (about 450 bytes each, measured with 200,000
 * keys). Addresses beyond that share one overflow counter with OVERFLOW_FACTOR times the budget,
 * so a flood from millions of addresses costs megabytes, not gigabytes (bench:rate-limit-memory:
 * a million addresses on one budget, +14 MB of heap; the library's store alone, ~424 MB).
 * MAX_TRACKED_ADDRESSES is sized to the server's capacity: at bench:load's ~1,300 req/s each
 * page view's assignment request is a new visitor, ~26,000 a minute, which a bound of 10,000
 * sent to the shared overflow counter and refused (429) by the thousand (bench/RESULTS.md,
 * 2026-12-01). 40,000 costs at most ~18 MB per budget under a flood.
 */
import type { Pool } from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { parseIpAddress, rateLimitBucket } from '@/lib/http/ip-address'
import { escapeHtml, NO_STORE } from '@/lib/http/responses'
import { registry } from '@/server/process-registry.mjs'
import { clientAddress, UNKNOWN_CLIENT_ADDRESS, type RequestHeaders } from './client-address'
import {
  RATE_LIMIT_BUDGETS,
  type RateLimitBudget,
  type RateLimitBudgetName,
} from './rate-limit-budgets'

export { RATE_LIMIT_BUDGETS, type RateLimitBudgetName }

/** The table the PostgreSQL store keeps its counters in (server/db/schema.ts rateLimitBuckets). */
export const RATE_LIMIT_TABLE = 'rate_limit_buckets'
/** A rate-limit check must never hold a request up for long: past this, memory decides. */
export const STORE_TIMEOUT_MS = 1000
/** After a store failure, requests are counted in memory this long before the store is retried. */
export const STORE_RETRY_AFTER_MS = 10_000
/** New addresses each budget tracks per window before they share the overflow counter. */
export const MAX_TRACKED_ADDRESSES = 40_000
export const OVERFLOW_FACTOR = 100
const OVERFLOW_KEY = 'overflow'
const NEW_ADDRESSES_KEY = 'new-addresses'

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  readonly store: 'memory' | 'postgres'
  /** Charges `points` (default 1: one request) from `bucket` against `budget`. */
  consume(budget: RateLimitBudgetName, bucket: string, points?: number): Promise<RateLimitDecision>
}

function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000))
}

/** Runs a consume; a RateLimiterRes rejection means over budget, anything else is a store fault. */
async function decide(consume: () => Promise<unknown>): Promise<RateLimitDecision> {
  try {
    await consume()
    return { allowed: true }
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(error) }
    }
    throw error
  }
}

/** One budget's in-memory counters, bounded as described above. */
class BoundedMemoryBudget {
  private readonly counters: RateLimiterMemory
  private readonly overflow: RateLimiterMemory
  private readonly newAddresses: RateLimiterMemory

  constructor(name: string, budget: RateLimitBudget, maxTracked: number) {
    const duration = budget.durationSeconds
    this.counters = new RateLimiterMemory({ keyPrefix: name, points: budget.points, duration })
    this.overflow = new RateLimiterMemory({
      keyPrefix: `${name}:overflow`,
      points: budget.points * OVERFLOW_FACTOR,
      duration,
    })
    this.newAddresses = new RateLimiterMemory({
      keyPrefix: `${name}:new`,
      points: maxTracked,
      duration,
    })
  }

  async consume(bucket: string, points = 1): Promise<RateLimitDecision> {
    if ((await this.counters.get(bucket)) === null) {
      const room = await decide(() => this.newAddresses.consume(NEW_ADDRESSES_KEY))
      if (!room.allowed) return decide(() => this.overflow.consume(OVERFLOW_KEY, points))
    }
    return decide(() => this.counters.consume(bucket, points))
  }
}

export interface RateLimiterOptions {
  /** Default MAX_TRACKED_ADDRESSES (tests lower it). */
  maxTrackedAddresses?: number
  /** Default STORE_TIMEOUT_MS. */
  storeTimeoutMs?: number
  /** Default STORE_RETRY_AFTER_MS. */
  storeRetryAfterMs?: number
  /** Default RATE_LIMIT_BUDGETS (tests shrink them). */
  budgets?: Record<RateLimitBudgetName, RateLimitBudget>
}

function memoryBudgets(
  budgets: Record<RateLimitBudgetName, RateLimitBudget>,
  maxTracked: number,
): Map<RateLimitBudgetName, BoundedMemoryBudget> {
  const entries = Object.entries(budgets) as Array<[RateLimitBudgetName, RateLimitBudget]>
  return new Map(
    entries.map(([name, budget]) => [name, new BoundedMemoryBudget(name, budget, maxTracked)]),
  )
}

/** Counters in this process only. */
export function createMemoryRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const budgets = memoryBudgets(
    options.budgets ?? RATE_LIMIT_BUDGETS,
    options.maxTrackedAddresses ?? MAX_TRACKED_ADDRESSES,
  )
  return {
    store: 'memory',
    consume: (name, bucket, points) => budgets.get(name)!.consume(bucket, points),
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rate-limit store timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Counters in PostgreSQL (shared by replicas), falling back to memory when the store fails. */
export function createPostgresRateLimiter(
  pool: Pool,
  options: RateLimiterOptions = {},
): RateLimiter {
  const budgets = options.budgets ?? RATE_LIMIT_BUDGETS
  const timeoutMs = options.storeTimeoutMs ?? STORE_TIMEOUT_MS
  const fallback = memoryBudgets(budgets, options.maxTrackedAddresses ?? MAX_TRACKED_ADDRESSES)
  const entries = Object.entries(budgets) as Array<[RateLimitBudgetName, RateLimitBudget]>
  const stores = new Map(
    entries.map(([name, budget], index) => [
      name,
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        // The table comes from our migrations, not from the library at run time.
        tableCreated: true,
        keyPrefix: name,
        points: budget.points,
        duration: budget.durationSeconds,
        // One sweep of expired rows (every 5 min, rows expired over an hour) is enough.
        clearExpiredByTimeout: index === 0,
      }),
    ]),
  )
  const retryAfterMs = options.storeRetryAfterMs ?? STORE_RETRY_AFTER_MS
  let storeDownUntil = 0
  return {
    store: 'postgres',
    async consume(name, bucket, points = 1) {
      if (Date.now() < storeDownUntil) return fallback.get(name)!.consume(bucket, points)
      try {
        return await withTimeout(
          decide(() => stores.get(name)!.consume(bucket, points)),
          timeoutMs,
        )
      } catch (error) {
        storeDownUntil = Date.now() + retryAfterMs
        console.warn(
          `Rate-limit store unavailable; counting in memory for ${retryAfterMs / 1000} s:`,
          error instanceof Error ? error.message : error,
        )
        return fallback.get(name)!.consume(bucket, points)
      }
    },
  }
}

export interface ProcessLimiterState {
  /** The limiter once built (or being built). */
  limiter?: Promise<RateLimiter>
  /** Counts requests while the database cannot be reached to build the shared one. */
  interim?: RateLimiter
  /** No new attempt to reach the database before this time (ms). */
  retryAt: number
}

async function buildProcessLimiter(): Promise<RateLimiter> {
  if (!process.env.DATABASE_URL) return createMemoryRateLimiter()
  const { getDatabase } = await import('@/server/db')
  const handle = await withTimeout(getDatabase(), STORE_TIMEOUT_MS)
  if (handle.driver !== 'postgres') return createMemoryRateLimiter()
  // drizzle's node-postgres driver keeps the pool it was given as $client.
  const pool = (handle.db as unknown as { $client: Pool }).$client
  return createPostgresRateLimiter(pool)
}

/**
 * The process-wide limiter: PostgreSQL when DATABASE_URL is set (the app's pool), else memory.
 * While the database cannot be opened (within STORE_TIMEOUT_MS), requests are counted in memory
 * and the database is tried again after STORE_RETRY_AFTER_MS, so no request waits on it twice.
 */
async function processRateLimiter(): Promise<RateLimiter> {
  const state = (registry.rateLimiter ??= { retryAt: 0 })
  if (!state.limiter && Date.now() >= state.retryAt) {
    const limiter = buildProcessLimiter()
    state.limiter = limiter
    limiter.catch(() => {
      state.limiter = undefined
      state.retryAt = Date.now() + STORE_RETRY_AFTER_MS
    })
  }
  try {
    if (state.limiter) return await state.limiter
  } catch {
    // counted in memory below
  }
  state.interim ??= createMemoryRateLimiter()
  return state.interim
}

/** The bucket a request is counted in: its client's address, or its IPv6 /64. */
export function rateLimitKey(request: RequestHeaders): string {
  const address = clientAddress(request)
  if (address === UNKNOWN_CLIENT_ADDRESS) return address
  const parsed = parseIpAddress(address)
  return parsed ? rateLimitBucket(parsed) : address
}

export type RateLimitFormat = 'json' | 'html'

/** HTML for a browser navigation or form post (it accepts text/html), else JSON. */
function formatFor(request: Request): RateLimitFormat {
  return (request.headers.get('accept') ?? '').includes('text/html') ? 'html' : 'json'
}

export function rateLimitMessage(retryAfter: number): string {
  const wait = retryAfter === 1 ? '1 second' : `${retryAfter} seconds`
  return `Too many requests from your network in a short time. Please wait ${wait} and try again.`
}

/** The 429 answer, with Retry-After, as JSON `{ error: { message, code } }` or a small page. */
export function tooManyRequests(retryAfter: number, format: RateLimitFormat): Response {
  const message = rateLimitMessage(retryAfter)
  const headers = { 'Retry-After': String(retryAfter), 'Cache-Control': NO_STORE }
  if (format === 'json') {
    return Response.json({ error: { message, code: 'RATE_LIMITED' } }, { status: 429, headers })
  }
  const title = 'Too many requests'
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the home page</a></p></main></body>
</html>
`
  return new Response(html, {
    status: 429,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  })
}

export interface LimitRateOptions {
  /** Default: 'html' when the request accepts text/html, else 'json'. */
  format?: RateLimitFormat
  /** Default: the process-wide limiter (tests pass their own). */
  limiter?: RateLimiter
  /** What this request costs from its budget (default 1). */
  points?: number
}

/**
 * Charges the request `points` (default 1) against `budget` for its client address: the
 * decision, for callers that answer a refusal in their own shape (the GraphQL API).
 */
export async function chargeRate(
  request: RequestHeaders,
  budget: RateLimitBudgetName,
  options: Pick<LimitRateOptions, 'limiter' | 'points'> = {},
): Promise<RateLimitDecision> {
  const limiter = options.limiter ?? (await processRateLimiter())
  return limiter.consume(budget, rateLimitKey(request), options.points ?? 1)
}

/**
 * Counts the request against `budget`: null when within it, else a ready 429 Response.
 *
 * @example
 * const limited = await limitRate(request, 'lead', { format: 'html' })
 * if (limited) return limited
 */
export async function limitRate(
  request: Request,
  budget: RateLimitBudgetName,
  options: LimitRateOptions = {},
): Promise<Response | null> {
  const decision = await chargeRate(request, budget, options)
  if (decision.allowed) return null
  return tooManyRequests(decision.retryAfterSeconds, options.format ?? formatFor(request))
}

/**
 * Sign-in limits per account, beside the per-address budget ('marketing-sign-in'): 10
 * failures within 15 minutes hold the account for 15 minutes (lib/desk/desk-auth-settings).
 * Counted for every address typed, whether or not it has an account, so a hold says nothing
 * about which emails exist. A success clears the count.
 *
 * Keys are an HMAC of the address under the desk's server key, never the address. Counters
 * live in PostgreSQL's rate_limit_buckets when the app runs on it (shared by instances), else
 * in memory; a store that fails is replaced by memory for that call.
 */
import { createHmac } from 'node:crypto'
import type { Pool } from 'pg'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import type { Database } from '@/server/db/client'
import { ACCOUNT_SIGN_IN_LIMIT } from '@/lib/desk/desk-auth-settings'
import { RATE_LIMIT_TABLE } from '@/server/security/rate-limit'
import { deskSecretFor } from './auth'

const { failures, windowSeconds, holdSeconds } = ACCOUNT_SIGN_IN_LIMIT
const KEY_PREFIX = 'staff-sign-in-account'

export interface AccountSignInLimiter {
  /** Seconds the account is still held for; 0 when it may try. */
  heldFor(email: string): Promise<number>
  /** Counts a failure; the seconds of the hold it starts (0 when none). */
  failed(email: string): Promise<number>
  succeeded(email: string): Promise<void>
}

function memoryStore(): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix: KEY_PREFIX, points: failures, duration: windowSeconds })
}

function limiterOver(
  store: RateLimiterAbstract,
  keyOf: (email: string) => string,
): AccountSignInLimiter {
  const fallback = memoryStore()
  const safely = async <T>(run: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> => {
    try {
      return await run(store)
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error
      console.warn('Sign-in limit store unavailable; counting in memory:', (error as Error).message)
      return run(fallback)
    }
  }
  const holdLeft = (result: RateLimiterRes | null) =>
    result && result.consumedPoints >= failures
      ? Math.max(1, Math.ceil(result.msBeforeNext / 1000))
      : 0
  return {
    heldFor: (email) => safely(async (limiter) => holdLeft(await limiter.get(keyOf(email)))),
    failed: (email) =>
      safely(async (limiter) => {
        const key = keyOf(email)
        let result: RateLimiterRes
        try {
          result = await limiter.consume(key)
        } catch (rejected) {
          if (!(rejected instanceof RateLimiterRes)) throw rejected
          result = rejected
        }
        if (result.consumedPoints < failures) return 0
        await limiter.block(key, holdSeconds)
        return holdSeconds
      }),
    succeeded: (email) =>
      safely(async (limiter) => {
        await limiter.delete(keyOf(email))
      }),
  }
}

export function createAccountSignInLimiter(options: {
  secret: string
  /** PostgreSQL's pool when the app runs on it; memory otherwise. */
  pool?: Pool
}): AccountSignInLimiter {
  const store = options.pool
    ? new RateLimiterPostgres({
        storeClient: options.pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix: KEY_PREFIX,
        points: failures,
        duration: windowSeconds,
        clearExpiredByTimeout: false,
      })
    : memoryStore()
  const keyOf = (email: string) =>
    createHmac('sha256', options.secret).update(`sign-in\0${email}`).digest('base64url')
  return limiterOver(store, keyOf)
}

const limiters = new WeakMap<Database, Promise<AccountSignInLimiter>>()

/** The limiter for this database (PostgreSQL's store when it is PostgreSQL). */
export function accountSignInLimiterFor(db: Database): Promise<AccountSignInLimiter> {
  let limiter = limiters.get(db)
  if (!limiter) {
    limiter = deskSecretFor(db).then((secret) => {
      // drizzle's node-postgres driver keeps its pool as $client; PGlite's client has no connect.
      const client = (db as unknown as { $client: Pool | object }).$client
      const pool = 'connect' in client && 'totalCount' in client ? (client as Pool) : undefined
      return createAccountSignInLimiter({ secret, pool })
    })
    limiters.set(db, limiter)
    limiter.catch(() => limiters.delete(db))
  }
  return limiter
}

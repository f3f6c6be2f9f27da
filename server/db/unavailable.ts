/**
 * Whether an error means the database cannot be reached or did not answer in time (stopped,
 * frozen, restarting, out of connections), as opposed to a bug or bad input. Callers answer
 * these with 503 and a retry hint rather than 500.
 *
 * Two degrees: *unreachable* (no connection, or no answer on one: the server is down, frozen or
 * cut off), which the pool's outage breaker counts, and *unavailable*, which adds a statement
 * the server cancelled after statement_timeout and a database this process has closed. A
 * cancelled statement shows the server is alive, so it must not trip the breaker: one heavy
 * query would otherwise fail everyone's for a while.
 */

/** Node socket errors: nothing listens, the peer went away or cannot be routed to. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/** Our own code for a database this process has closed (shutting down). */
export const DATABASE_CLOSED_CODE = 'DATABASE_CLOSED'
/** Our own code for a call refused at once because the database was just found unreachable. */
export const DATABASE_UNREACHABLE_CODE = 'DATABASE_UNREACHABLE'

/**
 * SQLSTATEs (PostgreSQL appendix A): 08 connection exceptions, 57P01–57P03 shutdown or start-up
 * in progress, 53300 too many connections.
 */
const UNREACHABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/
/** 57014: a statement cancelled, here by statement_timeout. */
const CANCELLED_SQLSTATE = '57014'

/** node-postgres and pg-pool messages for timeouts and lost connections. */
const UNREACHABLE_MESSAGES = [
  'Query read timeout',
  'timeout expired',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end',
]
/** PGlite's message once closed. */
const CLOSED_MESSAGES = ['PGlite is closed']

/** How far into causes and nested error lists to look: real chains are three or four deep. */
const MAX_ERRORS_VISITED = 32

interface ErrorLike {
  code?: unknown
  message?: unknown
  cause?: unknown
  originalError?: unknown
  errors?: unknown
}

function isUnreachableItself({ code, message }: ErrorLike): boolean {
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) ||
      code === DATABASE_UNREACHABLE_CODE ||
      UNREACHABLE_SQLSTATE.test(code))
  ) {
    return true
  }
  return (
    typeof message === 'string' &&
    UNREACHABLE_MESSAGES.some((fragment) => message.includes(fragment))
  )
}

function isUnavailableItself(item: ErrorLike): boolean {
  const { code, message } = item
  if (code === CANCELLED_SQLSTATE || code === DATABASE_CLOSED_CODE) return true
  if (
    typeof message === 'string' &&
    CLOSED_MESSAGES.some((fragment) => message.includes(fragment))
  ) {
    return true
  }
  return isUnreachableItself(item)
}

/** Whether the error, one of its causes or one of the errors it lists, matches. */
function someErrorWithin(error: unknown, matches: (item: ErrorLike) => boolean): boolean {
  const pending: unknown[] = [error]
  for (let visited = 0; pending.length > 0 && visited < MAX_ERRORS_VISITED; visited++) {
    const current = pending.shift()
    if (!(current instanceof Object)) continue
    const item = current as ErrorLike
    if (matches(item)) return true
    // Drizzle keeps the driver's error as `cause`, GraphQL errors the resolver's as
    // `originalError`; Apollo's CombinedGraphQLErrors and AggregateError list theirs in `errors`.
    pending.push(item.cause, item.originalError)
    if (Array.isArray(item.errors)) pending.push(...item.errors)
  }
  return false
}

/** The server is down, frozen or cut off: no connection, or no answer on one. */
export function isDatabaseUnreachableError(error: unknown): boolean {
  return someErrorWithin(error, isUnreachableItself)
}

/** Unreachable, or a statement cancelled after statement_timeout, or the database closed. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  return someErrorWithin(error, isUnavailableItself)
}

/** Seconds a client is asked to wait (Retry-After) before trying again during an outage. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10

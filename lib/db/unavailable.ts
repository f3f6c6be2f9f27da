/**
 * Whether an error means the database cannot be reached or did not answer in time (stopped,
 * frozen, restarting, out of connections), as opposed to a bug or bad input. Callers answer
 * these with 503 and a retry hint rather than 500.
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

/**
 * SQLSTATEs (PostgreSQL appendix A): 08 connection exceptions, 57014 a statement cancelled by
 * statement_timeout, 57P01–57P03 shutdown or start-up in progress, 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57014|57P0[1-3]|53300)$/

/** node-postgres and pg-pool messages for timeouts and lost connections, and PGlite after close. */
const UNAVAILABLE_MESSAGES = [
  'Query read timeout',
  'timeout expired',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end',
  'PGlite is closed',
]

/** How far into causes and nested error lists to look: real chains are three or four deep. */
const MAX_ERRORS_VISITED = 32

interface ErrorLike {
  code?: unknown
  message?: unknown
  cause?: unknown
  originalError?: unknown
  errors?: unknown
}

function isUnavailableItself({ code, message }: ErrorLike): boolean {
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || code === DATABASE_CLOSED_CODE || UNAVAILABLE_SQLSTATE.test(code))
  ) {
    return true
  }
  return (
    typeof message === 'string' &&
    UNAVAILABLE_MESSAGES.some((fragment) => message.includes(fragment))
  )
}

export function isDatabaseUnavailableError(error: unknown): boolean {
  const pending: unknown[] = [error]
  for (let visited = 0; pending.length > 0 && visited < MAX_ERRORS_VISITED; visited++) {
    const current = pending.shift()
    if (!(current instanceof Object)) continue
    const item = current as ErrorLike
    if (isUnavailableItself(item)) return true
    // Drizzle keeps the driver's error as `cause`, GraphQL errors the resolver's as
    // `originalError`; Apollo's CombinedGraphQLErrors and AggregateError list theirs in `errors`.
    pending.push(item.cause, item.originalError)
    if (Array.isArray(item.errors)) pending.push(...item.errors)
  }
  return false
}

/** Seconds a client is asked to wait (Retry-After) before trying again during an outage. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10

/**
 * Fails database calls at once for a moment after the database was found unreachable, rather
 * than let each wait out its own timeout. A page render, a GraphQL request or a lead capture may
 * make several calls one after another (Next renders a failed ISR page twice): without this a
 * frozen server cost each of them the full query timeout, 11 s for a new landing page. The first
 * call after the cool-down goes through, so recovery is noticed within `cooldownMs`.
 */
import { DATABASE_UNREACHABLE_CODE, isDatabaseUnreachableError } from './unavailable'

export class DatabaseUnreachableError extends Error {
  readonly code = DATABASE_UNREACHABLE_CODE
  constructor() {
    super('The database was unreachable a moment ago; not trying again yet.')
    this.name = 'DatabaseUnreachableError'
  }
}

export interface OutageBreaker {
  /** Throws DatabaseUnreachableError during the cool-down after an unreachable error. */
  check(): void
  /** Counts a call's outcome: an unreachable error starts the cool-down, a success ends it. */
  settled(error: unknown): void
}

export function createOutageBreaker(options: {
  cooldownMs: number
  now?: () => number
}): OutageBreaker {
  const now = options.now ?? Date.now
  let coolingUntil = 0
  return {
    check() {
      if (now() < coolingUntil) throw new DatabaseUnreachableError()
    },
    settled(error) {
      if (error === undefined) coolingUntil = 0
      else if (isDatabaseUnreachableError(error)) coolingUntil = now() + options.cooldownMs
    },
  }
}

type Callback = (error: unknown, ...results: unknown[]) => void

/**
 * `method` (a pg Pool's query or connect, in callback or promise form) behind the breaker.
 * pg-pool calls its own connect with a callback from query, so both forms are kept.
 */
export function behindBreaker<Method extends (...args: never[]) => unknown>(
  breaker: OutageBreaker,
  method: Method,
): Method {
  return function guarded(this: unknown, ...args: unknown[]) {
    const last = args[args.length - 1]
    if (typeof last === 'function') {
      const callback = last as Callback
      try {
        breaker.check()
      } catch (error) {
        queueMicrotask(() => callback(error))
        return undefined
      }
      const wrapped: Callback = (error, ...results) => {
        breaker.settled(error ?? undefined)
        callback(error, ...results)
      }
      return Reflect.apply(method, this, [...args.slice(0, -1), wrapped])
    }
    try {
      breaker.check()
    } catch (error) {
      return Promise.reject(error)
    }
    return (Reflect.apply(method, this, args) as Promise<unknown>).then(
      (result) => {
        breaker.settled(undefined)
        return result
      },
      (error: unknown) => {
        breaker.settled(error)
        throw error
      },
    )
  } as unknown as Method
}

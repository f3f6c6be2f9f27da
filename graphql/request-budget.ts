import { createGraphQLError, type Plugin } from 'graphql-yoga'
import { chargeRate, rateLimitMessage, type RateLimiter } from '@/server/security/rate-limit'
import { GRAPHQL_COST_PER_POINT } from '@/server/security/rate-limit-budgets'
import type { GraphQLContext } from './context'
import { pricedCost } from './cost-limit'

/**
 * The 'graphql' rate-limit budget per client address, on every path into the API (the route
 * and the production server's node lane both build their server with createMoveYoga). Every
 * request costs a point when it arrives, before anything is parsed, so a flood of anything,
 * malformed or not, is held; an operation that passed the cost limit then costs a point more
 * per GRAPHQL_COST_PER_POINT of its price: cheap queries (a city, FAQs, under 1,000) stay at
 * one point, a map search 3, a page of 400 activities with timeslots 70. Over budget: 429 with Retry-After, as a GraphQL error
 * (RATE_LIMITED), before any resolver runs.
 */
export function extraPointsForCost(cost: number): number {
  return Math.floor(Math.max(0, cost) / GRAPHQL_COST_PER_POINT)
}

const RATE_LIMITED = 'RATE_LIMITED'

function rateLimitedBody(retryAfter: number) {
  return { errors: [{ message: rateLimitMessage(retryAfter), extensions: { code: RATE_LIMITED } }] }
}

/** The answer to a request refused on arrival: what it says, whichever path it came by. */
export function arrivalRefusal(retryAfter: number) {
  return {
    status: 429,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': String(retryAfter),
      'cache-control': 'no-store',
    },
    body: JSON.stringify(rateLimitedBody(retryAfter)),
  }
}

/** The error of an operation refused for its cost (yoga answers it 429, with its headers). */
export function costRefusal(retryAfter: number) {
  return createGraphQLError(rateLimitMessage(retryAfter), {
    extensions: {
      code: RATE_LIMITED,
      http: {
        status: 429,
        headers: { 'retry-after': String(retryAfter), 'cache-control': 'no-store' },
      },
    },
  })
}

export interface RequestBudgetOptions {
  /** Default: the process-wide limiter (tests pass their own). */
  limiter?: RateLimiter
}

/**
 * Two plugins, for two places in yoga's list: `onArrival` first of all (every request is
 * charged, even one the CSRF check or the parser would refuse), `byCost` after the cost limit,
 * whose price it charges.
 */
export function requestBudgetPlugins(options: RequestBudgetOptions = {}): {
  onArrival: Plugin
  byCost: Plugin
} {
  const { limiter } = options
  const onArrival: Plugin = {
    async onRequest({ request, endResponse, fetchAPI }) {
      const decision = await chargeRate(request, 'graphql', { limiter })
      if (decision.allowed) return
      const refusal = arrivalRefusal(decision.retryAfterSeconds)
      endResponse(
        new fetchAPI.Response(refusal.body, { status: refusal.status, headers: refusal.headers }),
      )
    },
  }
  const byCost: Plugin = {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as unknown as GraphQLContext
      const cost = pricedCost(context)
      if (cost === undefined || !context.request) return
      const points = extraPointsForCost(cost)
      if (points === 0) return
      const decision = await chargeRate(context.request, 'graphql', { limiter, points })
      if (decision.allowed) return
      setResultAndStopExecution({ errors: [costRefusal(decision.retryAfterSeconds)] })
    },
  }
  return { onArrival, byCost }
}

/** @jest-environment node */
import { extraPointsForCost } from '@/graphql/request-budget'
import { MAX_COST } from '@/graphql/limits'
import { GRAPHQL_COST_PER_POINT, RATE_LIMIT_BUDGETS } from '@/server/security/rate-limit-budgets'

describe("the GraphQL budget's charge: a point on arrival, then one per 1,000 of the price", () => {
  it.each([
    ['a city (8)', 8, 0],
    ['the cities (701)', 701, 0],
    ['just under a point (999)', 999, 0],
    ['a map search with typenames (2,301)', 2301, 2],
    ['an activity (7,375)', 7375, 7],
    ['a page of 400 activities with timeslots (69,225)', 69_225, 69],
    ['the largest allowed (75,000)', MAX_COST, 75],
    ['nothing priced (0)', 0, 0],
  ])('%s: %i → %i more', (_, cost, extra) => {
    expect(extraPointsForCost(cost)).toBe(extra)
  })

  it('lets one address run at least ten of the largest allowed queries a minute, and no more than twenty', () => {
    const largest = 1 + extraPointsForCost(MAX_COST)
    const perMinute =
      (RATE_LIMIT_BUDGETS.graphql.points / largest) *
      (60 / RATE_LIMIT_BUDGETS.graphql.durationSeconds)
    expect(perMinute).toBeGreaterThanOrEqual(10)
    expect(perMinute).toBeLessThanOrEqual(20)
    expect(GRAPHQL_COST_PER_POINT).toBe(1000)
  })
})

import { print } from 'graphql'
import { DEFAULT_ACTIVITY_PAGE } from '../graphql/limits'
import { GetActivitiesDocument, type GetActivitiesQuery } from '../graphql/generated/client/graphql'
import { expect, HTTP_ONLY, test } from './fixtures'

/**
 * The GraphQL endpoint of the production build answers request errors and its bounds with
 * their codes. Checked here, not only in the integration tests: the 500 for a syntax error
 * (two copies of `graphql` in the Next bundle, docs/decisions/0023-graphql-bounds.md) existed only
 * in the built app, never under Jest.
 */
test.describe('GraphQL errors in the production build', () => {
  const post = (request: import('@playwright/test').APIRequestContext, query: string) =>
    request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ query }),
    })

  test('a syntax error is 400 GRAPHQL_PARSE_FAILED', HTTP_ONLY, async ({ request }) => {
    const response = await post(request, 'query { cities { city ')
    expect(response.status()).toBe(400)
    expect((await response.json()).errors[0]).toMatchObject({
      message: 'Syntax Error: Expected Name, found <EOF>.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    })
  })

  test('an invalid document is 400 GRAPHQL_VALIDATION_FAILED', HTTP_ONLY, async ({ request }) => {
    const response = await post(request, '{ cities { town } }')
    expect(response.status()).toBe(400)
    expect((await response.json()).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED')
  })

  test('the 15-alias attack is refused with 400', HTTP_ONLY, async ({ request }) => {
    const list = `activities(city: "london") { activities { id timeslots { id start_time } } }`
    const query = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${list}`).join(' ')} }`
    const response = await post(request, query)
    expect(response.status()).toBe(400)
    expect((await response.json()).errors[0].extensions.code).toBe('QUERY_TOO_COSTLY')
  })

  test(
    "the spec's GetActivities, timeslots included, is answered for London page by page",
    HTTP_ONLY,
    async ({ request }) => {
      const query = print(GetActivitiesDocument)
      const ids = new Set<string>()
      let after: string | null = null
      let total = 0
      for (let page = 0; page < 20; page += 1) {
        const response = await request.post('/graphql', {
          headers: { 'content-type': 'application/json' },
          data: JSON.stringify({ query, variables: { city: 'london', after } }),
        })
        expect(response.status()).toBe(200)
        const { activities } = (await response.json()).data as GetActivitiesQuery
        total = activities.totalCount
        for (const activity of activities.activities) ids.add(activity.id)
        expect(activities.activities.every((activity) => Array.isArray(activity.timeslots))).toBe(
          true,
        )
        if (activities.activities.length < DEFAULT_ACTIVITY_PAGE) break
        after = activities.activities.at(-1)!.id
      }
      expect(total).toBeGreaterThan(2000)
      expect(ids.size).toBe(total)
    },
  )
})

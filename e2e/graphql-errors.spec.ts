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

  test("the issue's alias attack is refused with 400", HTTP_ONLY, async ({ request }) => {
    const list = `activities(city: "london") { activities { id timeslots { id start_time } } }`
    const query = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${list}`).join(' ')} }`
    const response = await post(request, query)
    expect(response.status()).toBe(400)
    expect((await response.json()).errors[0].extensions.code).toBe('QUERY_TOO_COSTLY')
  })
})

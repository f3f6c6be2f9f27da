/**
 * @jest-environment node
 */
import { ApolloClient, InMemoryCache } from '@apollo/client'
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors'
import { GetActivityDocument } from '@/graphql/generated/client/graphql'
import { browserGraphqlLink } from '@/lib/apollo/browser-link'

const GRAPHQL_RESPONSE = 'application/graphql-response+json; charset=utf-8'
const JSON_TYPE = 'application/json; charset=utf-8'

function answer(status: number, body: string, contentType: string): typeof fetch {
  return async () => new Response(body, { status, headers: { 'content-type': contentType } })
}

async function run(fetch: typeof globalThis.fetch) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: browserGraphqlLink('http://move.test/graphql', fetch),
  })
  try {
    const result = await client.query({
      query: GetActivityDocument,
      variables: { id: '7' },
      fetchPolicy: 'no-cache',
      errorPolicy: 'none',
    })
    return { error: result.error, data: result.data }
  } catch (error) {
    return { error, data: undefined }
  }
}

const yogaError = JSON.stringify({
  errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }],
})
const activity = {
  activity: {
    __typename: 'Activity',
    id: '7',
  },
}

describe('the browser GraphQL client wording the spec error catalogue (§8)', () => {
  let warn: jest.SpyInstance
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => warn.mockRestore())

  it.each([
    [
      'status 400 with a GraphQL error body (yoga)',
      answer(400, yogaError, GRAPHQL_RESPONSE),
      'ServerError',
      'Response not successful: Received status code 400',
      '[Network error]: ServerError: Response not successful: Received status code 400',
    ],
    [
      'status 503 with a GraphQL error body as application/json',
      answer(503, yogaError, JSON_TYPE),
      'ServerError',
      'Response not successful: Received status code 503',
      '[Network error]: ServerError: Response not successful: Received status code 503',
    ],
    [
      'status 429 with a JSON body that is not GraphQL',
      answer(429, '{"error":{"code":"RATE_LIMITED"}}', GRAPHQL_RESPONSE),
      'ServerError',
      'Response not successful: Received status code 429',
      '[Network error]: ServerError: Response not successful: Received status code 429',
    ],
    [
      'status 302',
      answer(302, '', 'text/html'),
      'ServerError',
      'Response not successful: Received status code 302',
      '[Network error]: ServerError: Response not successful: Received status code 302',
    ],
    [
      'status 502 with an HTML page that does not parse',
      answer(502, '<html>Bad gateway</html>', GRAPHQL_RESPONSE),
      'ServerError',
      'Response not successful: Received status code 502',
      '[Network error]: ServerError: Response not successful: Received status code 502',
    ],
    [
      'status 200 with neither data nor errors',
      answer(200, '{"hello":"world"}', GRAPHQL_RESPONSE),
      'ServerError',
      "Server response was missing for query 'GetActivity'.",
      "[Network error]: ServerError: Server response was missing for query 'GetActivity'.",
    ],
    [
      'status 200 with an empty object',
      answer(200, '{}', JSON_TYPE),
      'ServerError',
      "Server response was missing for query 'GetActivity'.",
      "[Network error]: ServerError: Server response was missing for query 'GetActivity'.",
    ],
    [
      'status 200 with JSON that does not parse',
      answer(200, '{"data": {', JSON_TYPE),
      'ServerParseError',
      expect.stringMatching(/JSON/),
      expect.stringMatching(/^\[Network error\]: ServerParseError: .*JSON/),
    ],
    [
      'status 200 with GraphQL errors only',
      answer(
        200,
        JSON.stringify({
          data: { activity: null },
          errors: [
            {
              message: "No activity with id '7'.",
              path: ['activity'],
              locations: [{ line: 2, column: 3 }],
            },
          ],
        }),
        GRAPHQL_RESPONSE,
      ),
      'CombinedGraphQLErrors',
      "No activity with id '7'.",
      `[GraphQL error]: Message: No activity with id '7'., Location: [{"line":2,"column":3}], Path: activity`,
    ],
    [
      'a fetch that fails (offline)',
      async () => {
        throw new TypeError('Failed to fetch')
      },
      'TypeError',
      'Failed to fetch',
      '[Network error]: TypeError: Failed to fetch',
    ],
  ] as const)('%s: the error the spec names, logged', async (_, fetch, name, message, logged) => {
    const { error } = await run(fetch as typeof globalThis.fetch)
    expect(error).toBeInstanceOf(Error)
    const failure = error as Error
    expect(failure.name).toBe(name)
    expect(failure.message).toEqual(message)
    if (name === 'ServerError') {
      expect(ServerError.is(failure)).toBe(true)
      const status = Number(/status code (\d+)/.exec(failure.message)?.[1] ?? 200)
      expect((failure as ServerError).statusCode).toBe(status)
    }
    if (name === 'ServerParseError') expect(ServerParseError.is(failure)).toBe(true)
    if (name === 'CombinedGraphQLErrors') expect(CombinedGraphQLErrors.is(failure)).toBe(true)
    expect(warn.mock.calls.map(([line]) => line)).toEqual([logged])
  })

  it('passes a successful answer through and logs nothing', async () => {
    const { error, data } = await run(answer(200, JSON.stringify({ data: activity }), JSON_TYPE))
    expect(error).toBeUndefined()
    expect(data).toEqual(activity)
    expect(warn).not.toHaveBeenCalled()
  })

  it('does not log an aborted request (a superseded map search)', async () => {
    const { error } = await run(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError')
    })
    expect((error as Error).name).toBe('AbortError')
    expect(warn).not.toHaveBeenCalled()
  })
})

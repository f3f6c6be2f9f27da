/** @jest-environment node */
import { isDatabaseUnavailableError, isDatabaseUnreachableError } from '@/server/db/unavailable'

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })
/** As Drizzle reports a driver error: its own error, the driver's as `cause`. */
const drizzleWrapped = (cause: unknown) => new Error('Failed query: select 1', { cause })
/** As a GraphQL error keeps a resolver's, and Apollo's CombinedGraphQLErrors lists them. */
const graphqlWrapped = (originalError: unknown) => ({
  message: 'Failed query',
  errors: [{ message: 'Failed query', originalError }],
})

describe('database outage errors', () => {
  it.each([
    ['connection refused (stopped)', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ['no route to the host', withCode('EHOSTUNREACH')],
    ['connect timeout (frozen)', new Error('Connection terminated due to connection timeout')],
    ['pool wait timeout', new Error('timeout exceeded when trying to connect')],
    ['query timeout (frozen)', new Error('Query read timeout')],
    ['connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['admin shutdown 57P01', withCode('57P01')],
    ['starting up 57P03', withCode('57P03')],
    ['connection failure 08006', withCode('08006')],
    ['too many connections 53300', withCode('53300')],
    ['refused by the breaker', withCode('DATABASE_UNREACHABLE')],
    ['wrapped by Drizzle', drizzleWrapped(withCode('ECONNREFUSED'))],
    ['wrapped twice', drizzleWrapped(drizzleWrapped(new Error('Query read timeout')))],
    ['inside GraphQL errors', graphqlWrapped(drizzleWrapped(withCode('ECONNREFUSED')))],
    ['an AggregateError of sockets', new AggregateError([withCode('ECONNREFUSED')], 'connect')],
  ])('%s is unreachable and unavailable', (_, error) => {
    expect(isDatabaseUnreachableError(error)).toBe(true)
    expect(isDatabaseUnavailableError(error)).toBe(true)
  })

  it.each([
    ['statement_timeout 57014', drizzleWrapped(withCode('57014'))],
    ['the process closed its database', withCode('DATABASE_CLOSED')],
    ['PGlite after close', new Error('PGlite is closed')],
  ])('%s is unavailable, but the server was reachable', (_, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true)
    expect(isDatabaseUnreachableError(error)).toBe(false)
  })

  it.each([
    ['a unique violation 23505', drizzleWrapped(withCode('23505'))],
    ['a syntax error 42601', withCode('42601')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a NOT_FOUND GraphQL error', { message: 'No such page', extensions: { code: 'NOT_FOUND' } }],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
    ['null', null],
  ])('%s is neither', (_, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false)
    expect(isDatabaseUnreachableError(error)).toBe(false)
  })

  it('stops at a cause cycle', () => {
    const error = new Error('outer') as Error & { cause?: unknown }
    error.cause = error
    expect(isDatabaseUnavailableError(error)).toBe(false)
  })
})

/**
 * @jest-environment node
 *
 * How the API tells a database outage from a bug when the database cannot even be opened
 * (the route resolves it per request): SERVICE_UNAVAILABLE with 503 and Retry-After, while any
 * other failure stays masked. Outages during execution: __tests__/integration/database-faults.
 */
import { createMoveYoga } from '@/graphql/yoga'
import type { Database } from '@/server/db/client'

async function ask(openDatabase: () => Promise<Database>) {
  const yoga = createMoveYoga({ db: openDatabase, production: true, logging: false })
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: '{ cities { city } }' }),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as {
      errors: { message: string; extensions: { code: string } }[]
    },
  }
}

const failing = (error: Error) => () => Promise.reject(error)

describe('GraphQL when the database cannot be opened', () => {
  it.each([
    ['refused (PostgreSQL stopped)', Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })],
    ['timed out (PostgreSQL frozen)', new Error('Connection terminated due to connection timeout')],
    ['closed (shutting down)', Object.assign(new Error('closed'), { code: 'DATABASE_CLOSED' })],
  ])('%s: 503 SERVICE_UNAVAILABLE with Retry-After', async (_, error) => {
    const answer = await ask(failing(error))
    expect(answer.status).toBe(503)
    expect(answer.retryAfter).toBe('10')
    expect(answer.body.errors).toEqual([
      {
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      },
    ])
  })

  it('any other failure stays masked, with no detail', async () => {
    const answer = await ask(failing(new Error('secret detail of a bug')))
    expect(answer.status).not.toBe(503)
    expect(JSON.stringify(answer.body)).not.toContain('secret detail')
    expect(answer.body.errors[0]?.message).toBe('Unexpected error.')
  })
})

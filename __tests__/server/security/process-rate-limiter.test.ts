/**
 * @jest-environment node
 *
 * The process-wide limiter limitRate uses when it is given none: with DATABASE_URL set and the
 * database not answering, requests are still counted (in memory) and the database is not asked
 * again for every request.
 */
import { getDatabase } from '@/server/db'
import { registry } from '@/server/process-registry.mjs'
import { PEER_ADDRESS_HEADER, peerAddressValue } from '@/server/security/peer-address-header.mjs'
import { limitRate, RATE_LIMIT_BUDGETS } from '@/server/security/rate-limit'

jest.mock('@/server/db', () => ({
  // A frozen database: the promise never settles.
  getDatabase: jest.fn(() => new Promise(() => undefined)),
}))

const request = () =>
  new Request('http://localhost:3000/store-cookies', {
    headers: { [PEER_ADDRESS_HEADER]: peerAddressValue('192.0.2.44') },
  })

afterAll(() => {
  delete process.env.DATABASE_URL
  registry.rateLimiter = undefined
})

it('counts in memory while the database does not answer, asking it once per retry period', async () => {
  process.env.DATABASE_URL = 'postgres://frozen.invalid/move'
  const points = RATE_LIMIT_BUDGETS.lead.points
  for (let i = 0; i < points; i += 1) expect(await limitRate(request(), 'lead')).toBeNull()
  const limited = await limitRate(request(), 'lead')
  expect(limited?.status).toBe(429)
  expect(getDatabase).toHaveBeenCalledTimes(1)
})

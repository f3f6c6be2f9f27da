/** @jest-environment node */
import {
  behindBreaker,
  createOutageBreaker,
  DatabaseUnreachableError,
} from '@/server/db/outage-breaker'

const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
const cancelled = () => Object.assign(new Error('canceling statement'), { code: '57014' })

function clockedBreaker() {
  let time = 1_000
  const breaker = createOutageBreaker({ cooldownMs: 2_000, now: () => time })
  return { breaker, advance: (ms: number) => (time += ms) }
}

describe('createOutageBreaker', () => {
  it('lets calls through until the database is found unreachable', () => {
    const { breaker } = clockedBreaker()
    expect(() => breaker.check()).not.toThrow()
    breaker.settled(refused())
    expect(() => breaker.check()).toThrow(DatabaseUnreachableError)
  })

  it('lets a call through again once the cool-down has passed', () => {
    const { breaker, advance } = clockedBreaker()
    breaker.settled(refused())
    advance(1_999)
    expect(() => breaker.check()).toThrow(DatabaseUnreachableError)
    advance(1)
    expect(() => breaker.check()).not.toThrow()
  })

  it('closes at once when a call succeeds', () => {
    const { breaker } = clockedBreaker()
    breaker.settled(refused())
    breaker.settled(undefined)
    expect(() => breaker.check()).not.toThrow()
  })

  it.each([
    ['a statement cancelled by statement_timeout', cancelled()],
    ['a constraint violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
  ])('ignores %s: the server answered', (_, error) => {
    const { breaker } = clockedBreaker()
    breaker.settled(error)
    expect(() => breaker.check()).not.toThrow()
  })
})

describe('behindBreaker', () => {
  it('guards a promise method and counts its outcome', async () => {
    const { breaker } = clockedBreaker()
    const query = jest.fn<Promise<string>, [string]>()
    const guarded = behindBreaker(breaker, query)
    query.mockResolvedValueOnce('row')
    await expect(guarded('select 1')).resolves.toBe('row')
    query.mockRejectedValueOnce(refused())
    await expect(guarded('select 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    await expect(guarded('select 1')).rejects.toBeInstanceOf(DatabaseUnreachableError)
    expect(query).toHaveBeenCalledTimes(2)
  })

  it('guards a callback method (pg-pool calls its own connect so) and keeps `this`', async () => {
    const { breaker } = clockedBreaker()
    const pool = {
      name: 'pool',
      connect(callback: (error: unknown, client?: string) => void) {
        callback(refused())
        return this.name
      },
    }
    pool.connect = behindBreaker(breaker, pool.connect)
    const first = await new Promise((resolve) => pool.connect((error) => resolve(error)))
    expect(first).toMatchObject({ code: 'ECONNREFUSED' })
    const second = await new Promise((resolve) => pool.connect((error) => resolve(error)))
    expect(second).toBeInstanceOf(DatabaseUnreachableError)
  })
})

/** @jest-environment node */
import { createLatestRequest } from '@/lib/discovery/latest-request'

describe('createLatestRequest (spec §4: a new search aborts the one in flight)', () => {
  it('hands out a live signal', () => {
    expect(createLatestRequest().next().aborted).toBe(false)
  })

  it('aborts the previous signal when the next search starts', () => {
    const latest = createLatestRequest()
    const first = latest.next()
    const second = latest.next()
    expect(first.aborted).toBe(true)
    expect(second.aborted).toBe(false)
    expect(second).not.toBe(first)
    const third = latest.next()
    expect(second.aborted).toBe(true)
    expect(third.aborted).toBe(false)
  })

  it('abort() cancels the current search and the next one starts fresh', () => {
    const latest = createLatestRequest()
    const signal = latest.next()
    latest.abort()
    expect(signal.aborted).toBe(true)
    expect(latest.next().aborted).toBe(false)
  })

  it('abort() with nothing in flight is harmless', () => {
    const latest = createLatestRequest()
    expect(() => {
      latest.abort()
      latest.abort()
    }).not.toThrow()
  })

  it('rejects an aborted fetch-like call', async () => {
    const latest = createLatestRequest()
    const slow = (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => resolve('stale'), 1000)
        signal.addEventListener('abort', () => {
          clearTimeout(timer)
          reject(new Error('aborted'))
        })
      })
    const first = slow(latest.next())
    latest.next()
    await expect(first).rejects.toThrow('aborted')
    latest.abort()
  })

  it('requests are independent of each other', () => {
    const a = createLatestRequest()
    const b = createLatestRequest()
    const signal = a.next()
    b.next()
    expect(signal.aborted).toBe(false)
  })
})

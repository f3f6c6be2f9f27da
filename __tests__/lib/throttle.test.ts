import { throttle } from '@/lib/throttle'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('throttle', () => {
  it('calls at once, then once more with the latest arguments after the wait', () => {
    const fn = jest.fn()
    const throttled = throttle(fn, 100)
    throttled(1)
    throttled(2)
    throttled(3)
    expect(fn.mock.calls).toEqual([[1]])
    jest.advanceTimersByTime(99)
    expect(fn.mock.calls).toEqual([[1]])
    jest.advanceTimersByTime(1)
    expect(fn.mock.calls).toEqual([[1], [3]])
  })

  it('calls at most once per wait under a steady stream', () => {
    const fn = jest.fn()
    const throttled = throttle(fn, 100)
    for (let time = 0; time < 1000; time += 10) {
      throttled(time)
      jest.advanceTimersByTime(10)
    }
    jest.advanceTimersByTime(100)
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(10)
    expect(fn.mock.calls.length).toBeLessThanOrEqual(11)
  })

  it('calls at once again after a quiet period', () => {
    const fn = jest.fn()
    const throttled = throttle(fn, 100)
    throttled('a')
    jest.advanceTimersByTime(500)
    throttled('b')
    expect(fn.mock.calls).toEqual([['a'], ['b']])
  })

  it('cancel drops the pending call', () => {
    const fn = jest.fn()
    const throttled = throttle(fn, 100)
    throttled(1)
    throttled(2)
    throttled.cancel()
    jest.advanceTimersByTime(200)
    expect(fn.mock.calls).toEqual([[1]])
  })
})

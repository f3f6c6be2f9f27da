/**
 * Leading and trailing throttle: calls at once, then at most once per `waitMs` with the latest
 * arguments. `cancel()` drops a pending trailing call (for effect clean-up).
 */
export interface Throttled<A extends unknown[]> {
  (...args: A): void
  cancel: () => void
}

export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): Throttled<A> {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined

  const run = (args: A) => {
    last = Date.now()
    fn(...args)
  }

  const throttled = (...args: A) => {
    const remaining = waitMs - (Date.now() - last)
    if (remaining <= 0 && timer === undefined) {
      run(args)
      return
    }
    pending = args
    if (timer !== undefined) return
    timer = setTimeout(
      () => {
        timer = undefined
        const next = pending
        pending = undefined
        if (next) run(next)
      },
      Math.max(remaining, 0),
    )
  }

  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pending = undefined
  }

  return throttled
}

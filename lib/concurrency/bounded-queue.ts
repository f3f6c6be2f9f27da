/**
 * Runs async jobs at most `concurrency` at a time, with at most `maxWaiting` queued behind
 * them; a job beyond that is refused at once (QueueFullError) rather than queued without end,
 * so a flood of work waits a bounded time or is turned away.
 */
export class QueueFullError extends Error {
  readonly code = 'QUEUE_FULL'
  constructor(what: string) {
    super(`Too many ${what} are waiting; try again shortly.`)
    this.name = 'QueueFullError'
  }
}

export interface BoundedQueue {
  run<T>(job: () => Promise<T>): Promise<T>
  /** Jobs running and waiting now. */
  readonly running: number
  readonly waiting: number
}

export function createBoundedQueue(options: {
  concurrency: number
  maxWaiting: number
  /** Names the jobs in the refusal's message. */
  what: string
}): BoundedQueue {
  const concurrency = Math.max(1, Math.floor(options.concurrency))
  const waiters: Array<() => void> = []
  let running = 0

  const release = () => {
    running -= 1
    const next = waiters.shift()
    if (next) {
      running += 1
      next()
    }
  }

  return {
    get running() {
      return running
    },
    get waiting() {
      return waiters.length
    },
    async run(job) {
      if (running >= concurrency) {
        if (waiters.length >= options.maxWaiting) throw new QueueFullError(options.what)
        await new Promise<void>((resolve) => waiters.push(resolve))
      } else {
        running += 1
      }
      try {
        return await job()
      } finally {
        release()
      }
    },
  }
}

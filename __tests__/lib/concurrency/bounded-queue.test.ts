import { createBoundedQueue, QueueFullError } from '@/lib/concurrency/bounded-queue'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('createBoundedQueue', () => {
  it('runs at most `concurrency` jobs at once, queues up to `maxWaiting`, refuses the rest', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 2, what: 'hashes' })
    const gates = [deferred(), deferred(), deferred()]
    const order: number[] = []
    const jobs = gates.map((gate, index) =>
      queue.run(async () => {
        order.push(index)
        await gate.promise
        return index
      }),
    )
    await Promise.resolve()
    expect(queue.running).toBe(1)
    expect(queue.waiting).toBe(2)
    await expect(queue.run(async () => 99)).rejects.toBeInstanceOf(QueueFullError)
    await expect(queue.run(async () => 99)).rejects.toThrow('Too many hashes are waiting')
    gates.forEach((gate) => gate.resolve())
    expect(await Promise.all(jobs)).toEqual([0, 1, 2])
    expect(order).toEqual([0, 1, 2])
    expect(queue.running).toBe(0)
  })

  it('frees its place when a job fails', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 0, what: 'jobs' })
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await queue.run(async () => 'next')).toBe('next')
  })
})

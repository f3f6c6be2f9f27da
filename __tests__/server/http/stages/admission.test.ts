/**
 * @jest-environment node
 */
import {
  admissionStage,
  admittedAtOnce,
  DEFAULT_ADMITTED_AT_ONCE,
} from '@/server/http/stages/admission.mjs'
import { Reply, type ServedRequest } from '@/server/http/reply.mjs'

/** A request as the stage sees it; `leave()` is its client closing the connection. */
function request(url: string) {
  const req = { destroyed: false, socket: { destroyed: false } }
  const served = { req, method: 'GET', url, pathname: url } as unknown as ServedRequest
  return { served, leave: () => (req.destroyed = true) }
}

/** The stages below: each call waits until the test finishes it. */
function below() {
  const started: string[] = []
  const finishers = new Map<string, (reply: Reply) => void>()
  const failers = new Map<string, (error: Error) => void>()
  const next = (url: string) => () =>
    new Promise<Reply>((resolve, reject) => {
      started.push(url)
      finishers.set(url, resolve)
      failers.set(url, reject)
    })
  return {
    started,
    next,
    finish: (url: string) => finishers.get(url)!(new Reply(200, {}, url)),
    fail: (url: string) => failers.get(url)!(new Error('render failed')),
  }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('the admission stage', () => {
  it('runs at most its limit below it at once; the rest start in the order they came', async () => {
    const stage = admissionStage({ atOnce: 2 })
    const work = below()
    const replies = ['/a', '/b', '/c', '/d'].map((url) =>
      stage.serve(request(url).served, work.next(url)),
    )
    await turn()
    expect(work.started).toEqual(['/a', '/b'])
    work.finish('/b')
    await turn()
    expect(work.started).toEqual(['/a', '/b', '/c'])
    work.finish('/a')
    await turn()
    expect(work.started).toEqual(['/a', '/b', '/c', '/d'])
    work.finish('/c')
    work.finish('/d')
    const bodies = (await Promise.all(replies)).map((reply) => reply.body)
    expect(bodies).toEqual(['/a', '/b', '/c', '/d'])
  })

  it('frees the place of a request whose work failed', async () => {
    const stage = admissionStage({ atOnce: 1 })
    const work = below()
    const failed = stage.serve(request('/a').served, work.next('/a'))
    const waiting = stage.serve(request('/b').served, work.next('/b'))
    await turn()
    work.fail('/a')
    await expect(failed).rejects.toThrow('render failed')
    await turn()
    expect(work.started).toEqual(['/a', '/b'])
    work.finish('/b')
    expect((await waiting).status).toBe(200)
  })

  it('answers 503 with Retry-After at once when the queue is full', async () => {
    const stage = admissionStage({ atOnce: 1, maxWaiting: 2 })
    const work = below()
    const kept = ['/a', '/b', '/c'].map((url) => stage.serve(request(url).served, work.next(url)))
    const refused = await stage.serve(request('/d').served, work.next('/d'))
    expect(refused.status).toBe(503)
    expect(refused.header('retry-after')).toBe('1')
    expect(refused.header('cache-control')).toBe('no-store')
    expect(String(refused.body)).toBe('The server is busy. Try again in a moment.')
    for (const url of ['/a', '/b', '/c']) {
      await turn()
      work.finish(url)
    }
    expect((await Promise.all(kept)).map((reply) => reply.status)).toEqual([200, 200, 200])
    expect(work.started).toEqual(['/a', '/b', '/c'])
  })

  it('drops a waiting request whose client left, and lets the next one in', async () => {
    const stage = admissionStage({ atOnce: 1 })
    const work = below()
    const first = stage.serve(request('/a').served, work.next('/a'))
    const gone = request('/b')
    const dropped = stage.serve(gone.served, work.next('/b'))
    const third = stage.serve(request('/c').served, work.next('/c'))
    gone.leave()
    await turn()
    work.finish('/a')
    expect((await dropped).status).toBe(503)
    await turn()
    expect(work.started).toEqual(['/a', '/c'])
    work.finish('/c')
    expect((await first).status).toBe(200)
    expect((await third).status).toBe(200)
  })

  it('keeps its order through a long queue (the array compacts as it goes)', async () => {
    const stage = admissionStage({ atOnce: 1, maxWaiting: 5000 })
    const work = below()
    const urls = Array.from({ length: 3000 }, (_, index) => `/${index}`)
    const replies = urls.map((url) => stage.serve(request(url).served, work.next(url)))
    for (const url of urls) {
      await turn()
      work.finish(url)
    }
    expect((await Promise.all(replies)).map((reply) => reply.body)).toEqual(urls)
    expect(work.started).toEqual(urls)
  })

  it.each([
    [undefined, DEFAULT_ADMITTED_AT_ONCE],
    ['', DEFAULT_ADMITTED_AT_ONCE],
    ['16', 16],
    ['0', DEFAULT_ADMITTED_AT_ONCE],
    ['-3', DEFAULT_ADMITTED_AT_ONCE],
    ['2.5', DEFAULT_ADMITTED_AT_ONCE],
    ['many', DEFAULT_ADMITTED_AT_ONCE],
  ])('MOVE_ADMITTED_AT_ONCE=%p admits %p at once', (value, expected) => {
    expect(admittedAtOnce(value)).toBe(expected)
  })

  it('with no limit, never queues', async () => {
    const stage = admissionStage({ atOnce: Infinity })
    const work = below()
    const replies = ['/a', '/b', '/c'].map((url) =>
      stage.serve(request(url).served, work.next(url)),
    )
    await turn()
    expect(work.started).toEqual(['/a', '/b', '/c'])
    for (const url of ['/a', '/b', '/c']) work.finish(url)
    await Promise.all(replies)
  })
})

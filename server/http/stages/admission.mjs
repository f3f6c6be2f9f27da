// @ts-check
import { Reply } from '../reply.mjs'

/**
 * Work below this stage (Next's renders and routes, the GraphQL lane's searches) runs for at
 * most ADMITTED_AT_ONCE requests at a time; the rest wait their turn here, first come first
 * served. Without it, a saturated server interleaves every request in flight on its one event
 * loop, so a request that needs a millisecond (an assignment, a micro-cached page, both answered
 * above this stage) waits as long as a search: bench:load's 100 connections gave the
 * assignments a p99 of 221 ms. With the queue here, they wait only for the few admitted.
 *
 * Bounded: past MAX_WAITING queued requests, a request is answered 503 with Retry-After at once.
 * A request whose client left while it waited is dropped when its turn comes.
 */

/** Requests below this stage at once (MOVE_ADMITTED_AT_ONCE). */
export const DEFAULT_ADMITTED_AT_ONCE = 8

/** Requests waiting for their turn, at most. */
export const MAX_WAITING = 2000

/** @param {string | undefined} value */
export function admittedAtOnce(value) {
  const parsed = Number(value)
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : DEFAULT_ADMITTED_AT_ONCE
}

/** @param {import('node:http').IncomingMessage} req */
function clientLeft(req) {
  return req.destroyed || req.socket?.destroyed === true
}

/**
 * @param {{ atOnce?: number, maxWaiting?: number }} [options] atOnce: Infinity turns the queue off
 * @returns {import('../reply.mjs').Stage}
 */
export function admissionStage({
  atOnce = admittedAtOnce(process.env.MOVE_ADMITTED_AT_ONCE),
  maxWaiting = MAX_WAITING,
} = {}) {
  let admitted = 0
  /** @type {Array<() => void>} */
  let waiting = []
  let head = 0

  /** Hands the finished request's place to the next in line, or frees it. */
  const release = () => {
    const nextInLine = waiting[head]
    if (nextInLine === undefined) {
      admitted -= 1
      return
    }
    waiting[head] = /** @type {any} */ (undefined)
    head += 1
    // The array is reused until it empties; a long queue compacts now and then.
    if (head === waiting.length) {
      waiting = []
      head = 0
    } else if (head > 1024) {
      waiting = waiting.slice(head)
      head = 0
    }
    nextInLine()
  }

  return {
    name: 'admission',
    async serve(request, next) {
      if (admitted < atOnce) admitted += 1
      else {
        if (waiting.length - head >= maxWaiting) {
          return new Reply(
            503,
            {
              'content-type': 'text/plain; charset=utf-8',
              'cache-control': 'no-store',
              'retry-after': '1',
            },
            'The server is busy. Try again in a moment.',
          )
        }
        // Our place, handed over by release(): `admitted` already counts it.
        await new Promise((resolve) => waiting.push(() => resolve(undefined)))
        if (clientLeft(request.req)) {
          release()
          return new Reply(503, { 'cache-control': 'no-store' })
        }
      }
      try {
        return await next()
      } finally {
        release()
      }
    },
  }
}

// @ts-check
/**
 * Starts the assignments thread (server/experiments/assignments-thread.ts, bundled by
 * scripts/build-assignments-thread.mjs into the build's folder) on its own port, and keeps its
 * copy of the experiments current: every FEED_INTERVAL_MS the app's evaluator (reloaded from the
 * database every EXPERIMENTS_REFRESH_MS, at once after a desk save) is sent over when it is a new
 * one. A desk change so reaches the thread within about 11 s; browsers ask again on every
 * navigation, so visitors see it well within the 60 s the desk promises.
 */
import { Worker } from 'node:worker_threads'
import path from 'node:path'
import { registry } from '../process-registry.mjs'

const FEED_INTERVAL_MS = 1000
/** How long the thread may take to listen before the server gives up on it. */
const LISTEN_WITHIN_MS = 10_000
/** How long a close waits for the requests in hand before it ends the thread anyway. */
const CLOSE_WITHIN_MS = 2_000

/** The bundled thread, in the build's folder. @param {string} distDir */
export function assignmentsThreadFile(distDir) {
  return path.join(distDir, 'move', 'assignments-thread.cjs')
}

/**
 * @param {{ file: string, port: number, host: string, headers: { key: string, value: string }[],
 *   evaluator?: () => Promise<import('../../lib/experiments/assign').ExperimentEvaluator | undefined> | undefined }} options
 *   evaluator: the app's current one (default: what instrumentation.ts registers)
 * @returns {Promise<{ close(): Promise<void> }>}
 */
export async function startAssignmentsThread({
  file,
  port,
  host,
  headers,
  evaluator = () => registry.currentExperimentEvaluator?.(),
}) {
  const worker = new Worker(file, { workerData: { port, host, headers } })
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`the assignments thread did not listen within ${LISTEN_WITHIN_MS} ms`)),
      LISTEN_WITHIN_MS,
    )
    worker.once('error', reject)
    worker.on('message', function onReport(report) {
      if (report.type === 'listening') resolve(undefined)
      else if (report.type === 'failed') reject(new Error(`assignments thread: ${report.message}`))
      else return
      clearTimeout(timer)
      worker.off('message', onReport)
    })
  }).catch(async (error) => {
    await worker.terminate()
    throw error
  })

  /** @type {unknown} */
  let sent = null
  let feeding = false
  async function feed() {
    if (feeding) return
    feeding = true
    try {
      const current = await evaluator()
      if (current && current !== sent) {
        worker.postMessage({
          type: 'evaluator',
          definitions: current.definitions,
          pages: current.pages,
        })
        sent = current
      }
    } catch (error) {
      // The thread keeps the last evaluator it had (control for all before the first).
      console.warn('Assignments thread not fed:', error instanceof Error ? error.message : error)
    } finally {
      feeding = false
    }
  }
  void feed()
  const timer = setInterval(feed, FEED_INTERVAL_MS)
  timer.unref()
  worker.unref()
  worker.on('error', (error) => console.error('Assignments thread failed:', error))
  return {
    async close() {
      clearInterval(timer)
      await new Promise((resolve) => {
        const deadline = setTimeout(resolve, CLOSE_WITHIN_MS)
        worker.on('message', (report) => {
          if (report.type !== 'closed') return
          clearTimeout(deadline)
          resolve(undefined)
        })
        worker.postMessage({ type: 'close' })
      })
      await worker.terminate()
    },
  }
}

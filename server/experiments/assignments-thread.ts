/**
 * GET /api/experiments in a thread of its own, on a port of its own (ASSIGNMENTS_PORT), for
 * nginx to send that one path to (deploy/nginx/move.conf.template).
 *
 * Every page view asks for its assignments after hydration. On the server's one event loop the
 * answer (well under a millisecond of work) waited behind whatever the loop had queued: under
 * bench:load's saturated mix, p99 155 ms wherever the client ran (bench/RESULTS.md). Here it
 * waits only for the requests of its own kind.
 *
 * The thread has no database (PGlite is one process's, and it needs none): the main thread sends
 * it the evaluator's inputs whenever they change (server/http/assignments-thread.mjs), and it
 * answers with the route's own function (./assignments-answer.ts). Its rate limit counts in this
 * thread's memory, per instance, whatever the database.
 */
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { createExperimentEvaluator, type ExperimentEvaluator } from '@/lib/experiments/assign'
import { jsonError } from '@/lib/http/responses'
import { stampPeerAddress } from '@/server/security/peer-address-header.mjs'
import { createMemoryRateLimiter, limitRate } from '@/server/security/rate-limit'
import { fetchHandlerOnNode } from '@/server/http/fetch-handler-on-node'
import { answerWithEvaluator, ASSIGNMENTS_UNAVAILABLE } from './assignments-answer'
import {
  ASSIGNMENTS_PATH,
  type AssignmentsThreadData,
  type AssignmentsThreadMessage,
  type AssignmentsThreadReport,
} from './assignments-thread-protocol'

/** As the main server's (server/http/serve.mjs): longer than a load balancer's idle timeout. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000

const data = workerData as AssignmentsThreadData
const port = parentPort!
const limiter = createMemoryRateLimiter()
/** Control for everyone until the main thread's first evaluator arrives. */
let evaluator: ExperimentEvaluator = createExperimentEvaluator([])

const answer = fetchHandlerOnNode(async (request) => {
  const url = new URL(request.url)
  if (url.pathname !== ASSIGNMENTS_PATH) {
    return jsonError(404, 'This port answers only GET /api/experiments.', 'NOT_FOUND')
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const refused = jsonError(405, 'Only GET is allowed here.', 'METHOD_NOT_ALLOWED')
    refused.headers.set('Allow', 'GET, HEAD')
    return refused
  }
  const limited = await limitRate(request, 'experiments', { format: 'json', limiter })
  const response = limited ?? answerWithEvaluator(request, evaluator)
  // The headers next.config.js gives the path, as the main server's lane adds them.
  for (const { key, value } of data.headers) {
    if (!response.headers.has(key)) response.headers.set(key, value)
  }
  return response
})

const server = http.createServer((req, res) => {
  stampPeerAddress(req)
  answer(req, res).catch(() => {
    // As the route answers a failure: the page keeps its usual content.
    if (res.headersSent) return void res.destroy()
    res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(
      JSON.stringify({ error: { message: ASSIGNMENTS_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' } }),
    )
  })
})
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
server.on('error', (error) => {
  port.postMessage({ type: 'failed', message: error.message } satisfies AssignmentsThreadReport)
})
server.listen(data.port, data.host, () => {
  port.postMessage({ type: 'listening' } satisfies AssignmentsThreadReport)
})
port.on('message', (message: AssignmentsThreadMessage) => {
  if (message.type === 'evaluator') {
    evaluator = createExperimentEvaluator(message.definitions, message.pages)
  } else if (message.type === 'close') {
    // Stops taking connections, finishes the requests in hand, then says so.
    server.close(() => port.postMessage({ type: 'closed' } satisfies AssignmentsThreadReport))
  }
})

#!/usr/bin/env node
// @ts-check
/**
 * The HTTP server, in production (`npm start` runs `node server/http/serve.mjs` once the build
 * and the database are ready) and in development (`npm run dev`: `serve.mjs --dev`, Next's dev
 * server with hot reload). Both answer every request through the same serving pipeline
 * (serving-pipeline.mjs: its stages, in order, around Next's request handler); only the GraphQL
 * lane and the precompressed static files wait for a build.
 */
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { servingListener } from './serving-pipeline.mjs'
import { assignmentsThreadFile, startAssignmentsThread } from './assignments-thread.mjs'
import { loadExperimentsLane } from './stages/experiments-lane.mjs'
import { shutDownGracefullyOnSignals } from './graceful-shutdown.mjs'
import { defaultDataDir, lockDataDirForProcess } from '../db/data-dir-lock.mjs'
import { runShutdown } from '../process-registry.mjs'

/*
 * Idle keep-alive connections stay open 65 s rather than Node's 5 s: a client (a load balancer,
 * a browser, Playwright's request context) that reuses a pooled connection just as the server
 * closes it gets ECONNRESET. Load balancers' own idle timeouts are 60 s by default, and the
 * server's must be the longer of the two.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000

const dev = process.argv.includes('--dev')
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'
/*
 * ASSIGNMENTS_PORT: GET /api/experiments answered on this port too, by a thread of its own
 * (assignments-thread.mjs), for a proxy in front to send that path to (deploy/nginx). Unset: the
 * pipeline's experiments lane answers it, as it always does on PORT.
 */
const assignmentsPort = process.env.ASSIGNMENTS_PORT ? Number(process.env.ASSIGNMENTS_PORT) : null
if (
  assignmentsPort !== null &&
  !(
    Number.isInteger(assignmentsPort) &&
    assignmentsPort > 0 &&
    assignmentsPort < 65536 &&
    assignmentsPort !== port
  )
) {
  console.error(
    `ASSIGNMENTS_PORT must be a port number other than PORT (${port}): got ${process.env.ASSIGNMENTS_PORT}`,
  )
  process.exit(1)
}

/*
 * Next builds the URL a request came in on from the hostname it is given, while proxy.ts sees
 * any loopback address as "localhost" (NextURL rewrites 127.x and [::1]). With HOST=127.0.0.1
 * every rewrite proxy.ts returned (the landing URLs with a ref, campaign or activity flag) looked
 * like another origin's, and Next proxied it over HTTP to this server instead of rendering it in
 * place. Next uses the name only to build URLs, never to connect, so loopback is "localhost" to
 * both.
 */
const nextHostname = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\])$/.test(hostname) ? 'localhost' : hostname

/*
 * The embedded database's folder is this process's before Next starts (Next opens it in
 * instrumentation.ts without waiting): a second server on the same DATA_DIR stops here, naming
 * the process that holds it.
 */
let releaseDataDir = async () => {}
if (!process.env.DATABASE_URL) {
  try {
    releaseDataDir = await lockDataDirForProcess(defaultDataDir())
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}

const app = next({ dev, dir: root, hostname: nextHostname, port })
await app.prepare()
const listener = await servingListener({
  handler: app.getRequestHandler(),
  distDir: path.join(root, '.next'),
  dev,
})

/*
 * Under dev the route answers /api/experiments, hot reloaded: no thread (the README's parity
 * section names it).
 */
let closeAssignmentsThread = async () => {}
if (assignmentsPort !== null && !dev) {
  const distDir = path.join(root, '.next')
  const lane = await loadExperimentsLane(distDir)
  if (lane === null) {
    // The path's headers depend on the request: only Next can answer it (and nginx's backup does).
    console.warn(
      'ASSIGNMENTS_PORT is not used: next.config.js gives /api/experiments conditional headers.',
    )
  } else {
    try {
      const thread = await startAssignmentsThread({
        file: assignmentsThreadFile(distDir),
        port: assignmentsPort,
        host: hostname,
        headers: lane.headers,
      })
      closeAssignmentsThread = () => thread.close()
      console.log(`Assignments on port ${assignmentsPort} (GET /api/experiments)`)
    } catch (error) {
      console.error(
        `ASSIGNMENTS_PORT ${assignmentsPort}: ${error instanceof Error ? error.message : error}`,
      )
      process.exit(1)
    }
  }
} else if (assignmentsPort !== null) {
  console.warn('ASSIGNMENTS_PORT is not used under `npm run dev`: the route answers on PORT.')
}

const server = http.createServer(listener)
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
server.listen(port, hostname, () => {
  const shown = hostname === '0.0.0.0' ? 'localhost' : hostname
  console.log(`Ready on http://${shown}:${port}${dev ? ' (development)' : ''}`)
})

shutDownGracefullyOnSignals(server, {
  async close() {
    await closeAssignmentsThread()
    await app.close()
    // Registered by the app's modules: the retention job, the catalogue watcher, the database.
    await runShutdown()
    await releaseDataDir()
  },
})

#!/usr/bin/env node
// @ts-check
/**
 * The production server `npm start` runs once the build and the database are ready: Next's own
 * request handler (the router `next start` uses: rewrites, proxy.ts, the ISR cache) on a Node
 * HTTP server of ours, so that each response can write its body as bytes
 * (string-bodies-as-buffers.mjs: /london's cached HTML was written as a 153 KB string on every
 * request; bench:pages) and a cached page is compressed once rather than per request
 * (response-encoding.mjs), a static file's body is sent from the brotli or gzip bytes the build
 * wrote for it (precompressed-assets.mjs), a page's scripts are fetched once it has painted
 * (scripts-after-first-paint.mjs), and a POST to /graphql is answered by the app's GraphQL
 * server without Next's router (graphql-node-lane.mjs).
 */
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { loadPrecompressedAssets, sendPrecompressedAsset } from './precompressed-assets.mjs'
import { encodeResponseBodies } from './response-encoding.mjs'
import { loadPageScriptsAfterFirstPaint } from './scripts-after-first-paint.mjs'
import { hashInlineScriptsIntoPolicy } from './script-hash-policy.mjs'
import { stampPeerAddress } from '../security/peer-address-header.mjs'
import { answerFailedPagesAsUnavailable } from './failed-page-unavailable.mjs'
import { shutDownGracefullyOnSignals } from './graceful-shutdown.mjs'
import { defaultDataDir, lockDataDirForProcess } from '../db/data-dir-lock.mjs'
import { answerOrKeepForSharedMicroCache } from './shared-micro-cache.mjs'
import { loadGraphqlNodeLane } from './graphql-node-lane.mjs'

/*
 * Idle keep-alive connections stay open 65 s rather than Node's 5 s: a client (a load balancer,
 * a browser, Playwright's request context) that reuses a pooled connection just as the server
 * closes it gets ECONNRESET. Load balancers' own idle timeouts are 60 s by default, and the
 * server's must be the longer of the two.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'

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

const app = next({ dev: false, dir: root, hostname: nextHostname, port })
await app.prepare()
const handle = app.getRequestHandler()

const findPrecompressedAsset = await loadPrecompressedAssets(path.join(root, '.next', 'static'))
// POST /graphql without Next's router (null if the app registered no handler: the route answers).
const answerGraphqlPost = await loadGraphqlNodeLane(path.join(root, '.next'))

/** @param {import('node:http').ServerResponse} res @param {unknown} error */
function answerHandlerFailure(res, error) {
  // Next and yoga answer their own errors; this is only for a failure inside a handler itself.
  console.error(error)
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
  res.end('Internal Server Error')
}

const server = http.createServer((req, res) => {
  // Rate limits count requests per client address (server/security/client-address.ts).
  stampPeerAddress(req)
  // A public answer many visitors ask for at once goes out as its final bytes, for a second.
  // First, so that an answer it keeps holds the bytes every wrapper below has made.
  if (answerOrKeepForSharedMicroCache(req, res)) return
  encodeResponseBodies(req, res)
  const graphqlAnswer = answerGraphqlPost?.(req, res)
  if (graphqlAnswer) {
    graphqlAnswer.catch((/** @type {unknown} */ error) => answerHandlerFailure(res, error))
    return
  }
  const asset = findPrecompressedAsset(req)
  if (asset) sendPrecompressedAsset(req, res, asset)
  else {
    // A page's CSP lists its inline scripts' hashes, the deferral's loader included.
    hashInlineScriptsIntoPolicy(req, res)
    // Installed last, so that it rewrites a page before the body wrappers above cache and
    // compress it.
    loadPageScriptsAfterFirstPaint(res)
  }
  // Last, so that Next's calls reach it first and its page goes out through the wrappers above.
  answerFailedPagesAsUnavailable(req, res)
  handle(req, res).catch((/** @type {unknown} */ error) => answerHandlerFailure(res, error))
})
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)
})

shutDownGracefullyOnSignals(server, {
  async close() {
    // The retention job (server/retention) must not start a pass on a closing database.
    ;/** @type {{ __moveRetentionJob?: { stop(): void } }} */ (
      globalThis
    ).__moveRetentionJob?.stop()
    await app.close()
    // Set by server/db (this module cannot import it): PGlite's folder closes and unlocks.
    const closeDatabase = /** @type {{ __moveCloseDatabase?: () => Promise<void> }} */ (globalThis)
      .__moveCloseDatabase
    await closeDatabase?.()
    await releaseDataDir()
  },
})

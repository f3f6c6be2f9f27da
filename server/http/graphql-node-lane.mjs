// @ts-check
/**
 * POST /graphql (the browser's map searches, half of bench:load's mix) answered by yoga on our
 * own Node request rather than through Next's router and route-handler runtime, whose per-request
 * work was most of a search's cost under load (docs/decisions/graphql-node-lane.md).
 *
 * The handler is the app's own GraphQL server (graphql/node-request-handler.ts: the same
 * createMoveYoga as app/graphql/route.ts), which instrumentation.ts registers on globalThis when
 * Next starts; this module cannot import the bundled TypeScript. It gets the build's preview id,
 * so that draft mode is decided as `draftMode()` decides it, and every response carries the
 * headers next.config.js gives /graphql (read from the build's routes manifest). GETs, OPTIONS
 * and `next dev` keep the route.
 */
import { readFile } from 'node:fs/promises'
import { STATUS_CODES } from 'node:http'
import path from 'node:path'

export const GRAPHQL_PATH = '/graphql'
const HANDLER_SLOT = '__moveCreateGraphqlNodeRequestHandler'

/**
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} NodeHandler
 * @typedef {{ source: string, regex: string, headers: { key: string, value: string }[], has?: unknown[], missing?: unknown[] }} HeaderRule
 */

/**
 * The lane, or null when the app registered no handler (then the route answers as before).
 * @param {string} distDir the build's folder (.next)
 * @returns {Promise<null | ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void> | null)>}
 *   a function that answers a POST /graphql (returning its promise) and returns null for
 *   anything else
 */
export async function loadGraphqlNodeLane(distDir) {
  const create = /** @type {Record<string, unknown>} */ (globalThis)[HANDLER_SLOT]
  if (typeof create !== 'function') return null
  const [prerenderManifest, routesManifest] = await Promise.all(
    ['prerender-manifest.json', 'routes-manifest.json'].map(async (name) =>
      JSON.parse(await readFile(path.join(distDir, name), 'utf8')),
    ),
  )
  const headers = headersForPath(routesManifest.headers ?? [], GRAPHQL_PATH)
  // A rule that depends on the request (has/missing) cannot be applied here: the route keeps it.
  if (!headers) return null
  const handle = /** @type {(options: { previewModeId: string | undefined }) => NodeHandler} */ (
    create
  )({ previewModeId: prerenderManifest.preview?.previewModeId })

  return (req, res) => {
    if (req.method !== 'POST' || pathOf(req.url) !== GRAPHQL_PATH) return null
    for (const { key, value } of headers) res.setHeader(key, value)
    keepStandardReasonPhrase(res)
    return handle(req, res)
  }
}

/**
 * The headers Next's `headers()` rules give `pathname`, in order (a later rule's value wins, as
 * in Next), or null when a rule that matches has conditions.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 */
export function headersForPath(rules, pathname) {
  /** @type {Map<string, { key: string, value: string }>} */
  const byName = new Map()
  for (const rule of rules) {
    if (!new RegExp(rule.regex).test(pathname)) continue
    if (rule.has?.length || rule.missing?.length) return null
    for (const header of rule.headers) byName.set(header.key.toLowerCase(), header)
  }
  return [...byName.values()]
}

/**
 * yoga's Node adapter passes its Response's statusText, which is empty, as the reason phrase
 * ('HTTP/1.1 400 '): the standard one is sent instead, as Next and Node send it.
 * @param {import('node:http').ServerResponse} res
 */
function keepStandardReasonPhrase(res) {
  const writeHead = res.writeHead
  /** @type {(...args: unknown[]) => import('node:http').ServerResponse} */
  const withReason = (statusCode, reason, ...rest) =>
    typeof reason === 'string' && reason === ''
      ? Reflect.apply(writeHead, res, [statusCode, STATUS_CODES[Number(statusCode)] ?? '', ...rest])
      : Reflect.apply(writeHead, res, [statusCode, reason, ...rest])
  res.writeHead = /** @type {typeof res.writeHead} */ (/** @type {unknown} */ (withReason))
}

/** @param {string | undefined} url */
function pathOf(url = '/') {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

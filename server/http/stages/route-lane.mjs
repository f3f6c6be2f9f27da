// @ts-check
/**
 * A route of the app answered by a handler of its own on our Node request, without Next's router
 * and route-handler runtime, whose per-request work was most of the cost of a small answer under
 * load (docs/decisions/0012-graphql-node-lane.md). The app registers a factory for the handler in
 * the process registry (instrumentation.ts); this unbundled module cannot import the bundled
 * TypeScript. Every reply carries the headers next.config.js gives the path (from the build's
 * routes manifest), as Next would add them. Under `npm run dev` there are no lanes: the routes
 * answer, hot reloaded.
 *
 * The handler is looked up when a request comes, not when the server starts: Next runs
 * instrumentation's register() after the listener is made, so a lookup at start found no factory
 * and left every request to Next (both lanes were silently off until this was found).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * @typedef {{ source: string, regex: string, headers: { key: string, value: string }[], has?: unknown[], missing?: unknown[] }} HeaderRule
 * @typedef {{ handler: () => import('../reply.mjs').NodeHandler | null, headers: { key: string, value: string }[] }} RouteLane
 *   handler: the app's handler, or null until the app has registered its factory
 * @typedef {(options: { previewModeId: string | undefined }) => import('../reply.mjs').NodeHandler} RouteHandlerFactory
 */

/**
 * The lane for `pathname` in a build, or null when a header rule for the path depends on the
 * request (then the route answers).
 * @param {string} distDir the build's folder (.next)
 * @param {string} pathname
 * @param {() => RouteHandlerFactory | undefined} factory the app's factory, once registered
 * @returns {Promise<RouteLane | null>}
 */
export async function loadRouteLane(distDir, pathname, factory) {
  const [prerenderManifest, routesManifest] = await Promise.all(
    ['prerender-manifest.json', 'routes-manifest.json'].map(async (name) =>
      JSON.parse(await readFile(path.join(distDir, name), 'utf8')),
    ),
  )
  const headers = headersForPath(routesManifest.headers ?? [], pathname)
  if (!headers) return null
  const previewModeId = prerenderManifest.preview?.previewModeId
  /** @type {import('../reply.mjs').NodeHandler | null} */
  let handler = null
  return {
    headers,
    handler() {
      if (handler) return handler
      const create = factory()
      if (create) handler = create({ previewModeId })
      return handler
    },
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
 * @param {{ name: string, pathname: string, methods?: readonly string[], lane: RouteLane | null }} route
 *   methods: those the lane answers (every one when absent; the rest go on to Next, which answers
 *   them as the route says); lane null: every request goes on to Next
 * @returns {import('../reply.mjs').Stage}
 */
export function routeLaneStage({ name, pathname, methods, lane }) {
  return {
    name,
    async serve(request, next) {
      if (request.pathname !== pathname || (methods && !methods.includes(request.method))) {
        return next()
      }
      const handler = lane?.handler()
      // Not registered yet (the first moments after start): the route answers.
      if (!lane || !handler) return next()
      const reply = await request.handle(handler)
      // Next's rules first, the handler's own headers over them.
      for (const { key, value } of lane.headers) {
        const header = key.toLowerCase()
        if (!reply.headers.has(header)) reply.headers.set(header, value)
      }
      return reply
    },
  }
}

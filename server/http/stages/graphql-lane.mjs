// @ts-check
/**
 * /graphql answered by yoga on our own Node request rather than through Next's router and
 * route-handler runtime, whose per-request work was most of a map search's cost under load
 * (docs/decisions/0012-graphql-node-lane.md).
 *
 * The handler is the app's own GraphQL server (graphql/node-request-handler.ts: the same
 * createMoveYoga as app/graphql/route.ts), which instrumentation.ts registers in the process
 * registry when Next starts; this module cannot import the bundled TypeScript. It gets the
 * build's preview id, so that draft mode is decided as `draftMode()` decides it, and every reply
 * carries the headers next.config.js gives /graphql (from the build's routes manifest), as Next
 * would add them. Under `npm run dev` there is no lane: the route answers, hot reloaded.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { registry } from '../../process-registry.mjs'

export const GRAPHQL_PATH = '/graphql'

/**
 * @typedef {{ source: string, regex: string, headers: { key: string, value: string }[], has?: unknown[], missing?: unknown[] }} HeaderRule
 * @typedef {{ handler: import('../reply.mjs').NodeHandler, headers: { key: string, value: string }[] }} GraphqlLane
 */

/**
 * The lane for a build, or null when the app registered no GraphQL handler or a header rule for
 * /graphql depends on the request (then the route answers).
 * @param {string} distDir the build's folder (.next)
 * @returns {Promise<GraphqlLane | null>}
 */
export async function loadGraphqlLane(distDir) {
  const create = registry.graphqlNodeHandler
  if (!create) return null
  const [prerenderManifest, routesManifest] = await Promise.all(
    ['prerender-manifest.json', 'routes-manifest.json'].map(async (name) =>
      JSON.parse(await readFile(path.join(distDir, name), 'utf8')),
    ),
  )
  const headers = headersForPath(routesManifest.headers ?? [], GRAPHQL_PATH)
  if (!headers) return null
  const handler = create({ previewModeId: prerenderManifest.preview?.previewModeId })
  return { handler, headers }
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
 * @param {GraphqlLane | null} lane null: every request goes on to Next
 * @returns {import('../reply.mjs').Stage}
 */
export function graphqlLaneStage(lane) {
  return {
    name: 'GraphQL lane',
    async serve(request, next) {
      if (!lane || request.pathname !== GRAPHQL_PATH) return next()
      const reply = await request.handle(lane.handler)
      // Next's rules first, the handler's own headers over them.
      for (const { key, value } of lane.headers) {
        const name = key.toLowerCase()
        if (!reply.headers.has(name)) reply.headers.set(name, value)
      }
      return reply
    },
  }
}

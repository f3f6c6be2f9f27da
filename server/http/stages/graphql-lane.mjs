// @ts-check
/**
 * /graphql answered by yoga on our own Node request (a route lane: route-lane.mjs;
 * docs/decisions/0012-graphql-node-lane.md). The handler is the app's own GraphQL server
 * (graphql/node-request-handler.ts: the same createMoveYoga as app/graphql/route.ts), which
 * instrumentation.ts registers; it gets the build's preview id, so that draft mode is decided as
 * `draftMode()` decides it.
 */
import { registry } from '../../process-registry.mjs'
import { loadRouteLane, routeLaneStage } from './route-lane.mjs'

export { headersForPath } from './route-lane.mjs'

export const GRAPHQL_PATH = '/graphql'

/** @typedef {import('./route-lane.mjs').RouteLane} GraphqlLane */

/** @param {string} distDir the build's folder (.next) */
export function loadGraphqlLane(distDir) {
  return loadRouteLane(distDir, GRAPHQL_PATH, () => registry.graphqlNodeHandler)
}

/** @param {GraphqlLane | null} lane null: every request goes on to Next */
export function graphqlLaneStage(lane) {
  return routeLaneStage({
    name: 'GraphQL lane',
    pathname: GRAPHQL_PATH,
    lane,
  })
}

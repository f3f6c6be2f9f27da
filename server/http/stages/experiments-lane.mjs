// @ts-check
/**
 * GET /api/experiments, asked for by every page view after hydration, answered on our own Node
 * request (a route lane: route-lane.mjs). Through Next's route runtime it managed 355 req/s with
 * a p99 of 934 ms on two cores (bench:load); the handler is the route's own
 * (server/experiments/assignments-node-handler.ts), which instrumentation.ts registers.
 */
import { registry } from '../../process-registry.mjs'
import { loadRouteLane, routeLaneStage } from './route-lane.mjs'

export const EXPERIMENTS_PATH = '/api/experiments'

/** @param {string} distDir the build's folder (.next) */
export function loadExperimentsLane(distDir) {
  return loadRouteLane(distDir, EXPERIMENTS_PATH, () => registry.experimentsNodeHandler)
}

/** @param {import('./route-lane.mjs').RouteLane | null} lane null: the route answers */
export function experimentsLaneStage(lane) {
  // HEAD and the rest go on to Next, which answers them as the route says (GET only).
  return routeLaneStage({
    name: 'experiments lane',
    pathname: EXPERIMENTS_PATH,
    methods: ['GET'],
    lane,
  })
}

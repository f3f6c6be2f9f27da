import { fetchHandlerOnNode, type NodeRequestHandler } from '@/server/http/fetch-handler-on-node'
import { answerAssignments } from './assignments-handler'

export type AssignmentsNodeHandler = NodeRequestHandler

/**
 * GET /api/experiments on the production server's own Node request (its experiments lane,
 * server/http/stages/experiments-lane.mjs): the route's function, without Next.
 */
export function createAssignmentsNodeHandler(): AssignmentsNodeHandler {
  return fetchHandlerOnNode(answerAssignments)
}

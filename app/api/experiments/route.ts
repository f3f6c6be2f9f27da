import { answerAssignments } from '@/server/experiments/assignments-handler'

export const dynamic = 'force-dynamic'

/**
 * GET /api/experiments: the visitor's assignments (server/experiments/assignments-handler). The
 * production server answers it in its experiments lane, with the same function.
 */
export function GET(request: Request) {
  return answerAssignments(request)
}

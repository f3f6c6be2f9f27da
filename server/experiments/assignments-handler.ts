/**
 * GET /api/experiments with the database and the rate limit: the route
 * (app/api/experiments/route.ts, under `npm run dev`) and the production server's experiments
 * lane (server/http/stages/experiments-lane.mjs). The answer itself is ./assignments-answer.ts.
 */
import type { Database } from '@/server/db/client'
import { getDatabase } from '@/server/db'
import { limitRate } from '@/server/security/rate-limit'
import { jsonError } from '@/lib/http/responses'
import { answerWithEvaluator, ASSIGNMENTS_UNAVAILABLE } from './assignments-answer'
import { experimentEvaluator } from './experiment-evaluator'

export async function answerAssignments(request: Request): Promise<Response> {
  const limited = await limitRate(request, 'experiments', { format: 'json' })
  if (limited) return limited
  try {
    const { db } = await getDatabase()
    return await handleAssignments(request, db)
  } catch {
    return jsonError(503, ASSIGNMENTS_UNAVAILABLE, 'SERVICE_UNAVAILABLE')
  }
}

export async function handleAssignments(request: Request, db: Database): Promise<Response> {
  return answerWithEvaluator(request, await experimentEvaluator(db))
}

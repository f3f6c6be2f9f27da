import { getDatabase } from '@/server/db'
import { jsonError } from '@/lib/http/responses'
import { handleAssignments } from '@/server/experiments/assignments-handler'
import { limitRate } from '@/server/security/rate-limit'

export const dynamic = 'force-dynamic'

/** GET /api/experiments: the visitor's assignments (server/experiments/assignments-handler). */
export async function GET(request: Request) {
  const limited = await limitRate(request, 'experiments', { format: 'json' })
  if (limited) return limited
  try {
    const { db } = await getDatabase()
    return await handleAssignments(request, db)
  } catch {
    return jsonError(
      503,
      'Assignments are not available just now; the page shows its usual content.',
      'SERVICE_UNAVAILABLE',
    )
  }
}

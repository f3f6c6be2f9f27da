import { getDatabase } from '@/server/db'
import { jsonError } from '@/lib/http/responses'
import { handleExperimentEvents } from '@/server/experiments/events-handler'
import { limitRate } from '@/server/security/rate-limit'

export const dynamic = 'force-dynamic'

/** POST /api/experiments/events: exposures and CTA conversions (server/experiments/events-handler). */
export async function POST(request: Request) {
  const limited = await limitRate(request, 'experiment-event', { format: 'json' })
  if (limited) return limited
  try {
    const { db } = await getDatabase()
    return await handleExperimentEvents(request, db)
  } catch {
    return jsonError(
      503,
      'The events could not be stored. Please retry later.',
      'SERVICE_UNAVAILABLE',
    )
  }
}

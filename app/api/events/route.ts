import { handleAnalyticsEvents } from '@/lib/analytics/ingest'
import { getDatabase } from '@/lib/db'
import { jsonError } from '@/lib/http/responses'

export const dynamic = 'force-dynamic'

/** POST /api/events: a batch of analytics events (lib/analytics/ingest). */
export async function POST(request: Request) {
  try {
    const { db } = await getDatabase()
    return await handleAnalyticsEvents(request, db)
  } catch {
    return jsonError(
      503,
      'The events could not be stored. Please retry later.',
      'SERVICE_UNAVAILABLE',
    )
  }
}

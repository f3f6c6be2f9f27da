import { handleAnalyticsEvents } from '@/server/analytics/ingest'
import { getDatabase } from '@/server/db'
import { jsonError } from '@/lib/http/responses'
import { emailHasherFor } from '@/server/analytics/email-hash'
import { limitRate } from '@/server/security/rate-limit'
import { hasObjection } from '@/lib/privacy/objection'
import { NO_STORE } from '@/lib/http/responses'

export const dynamic = 'force-dynamic'

/** POST /api/events: a batch of analytics events (server/analytics/ingest). */
export async function POST(request: Request) {
  const limited = await limitRate(request, 'analytics-event', { format: 'json' })
  if (limited) return limited
  // A visitor who objected on the cookie policy page: accepted and dropped unread.
  if (hasObjection(request.headers.get('cookie'))) {
    return new Response(null, { status: 204, headers: { 'Cache-Control': NO_STORE } })
  }
  try {
    const { db } = await getDatabase()
    const hashEmail = await emailHasherFor(db)
    return await handleAnalyticsEvents(request, db, { hashEmail })
  } catch {
    return jsonError(
      503,
      'The events could not be stored. Please retry later.',
      'SERVICE_UNAVAILABLE',
    )
  }
}

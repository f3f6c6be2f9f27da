import { getDatabase } from '@/server/db'
import { jsonError } from '@/lib/http/responses'
import { handleVisitorAction } from '@/server/visitors/handlers'
import { limitRate } from '@/server/security/rate-limit'
import { hasObjection } from '@/lib/privacy/objection'
import { NO_STORE } from '@/lib/http/responses'

export const dynamic = 'force-dynamic'

/** POST /api/2/visitors/{callsign}/action, form-encoded (server/visitors/handlers). */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ callsign: string }> },
) {
  const limited = await limitRate(request, 'visitor-action', { format: 'json' })
  if (limited) return limited
  // A visitor who objected on the cookie policy page: accepted and dropped unread.
  if (hasObjection(request.headers.get('cookie'))) {
    return new Response(null, { status: 204, headers: { 'Cache-Control': NO_STORE } })
  }
  try {
    const { callsign } = await params
    const { db } = await getDatabase()
    return await handleVisitorAction(request, callsign, db)
  } catch {
    return jsonError(
      503,
      'The action could not be stored. Please retry later.',
      'SERVICE_UNAVAILABLE',
    )
  }
}

import { getDatabase } from '@/server/db'
import { jsonError } from '@/lib/http/responses'
import { handleCallsign } from '@/server/visitors/handlers'
import { limitRate } from '@/server/security/rate-limit'
import { hasObjection } from '@/lib/privacy/objection'
import { isOwnSiteFetch } from '@/server/security/request-origin'

export const dynamic = 'force-dynamic'

/**
 * GET /api/2/visitor/callsign → { visitor_id } (server/visitors/handlers). Our own pages only
 * (Fetch Metadata, request-origin.ts isOwnSiteFetch), checked before the budget so that another
 * site's pages cannot spend our visitors' budget or mint rows.
 */
export async function GET(request: Request) {
  if (!isOwnSiteFetch(request)) {
    return jsonError(403, 'Visitor ids are issued to this site’s pages only.', 'FORBIDDEN')
  }
  const limited = await limitRate(request, 'callsign', { format: 'json' })
  if (limited) return limited
  if (hasObjection(request.headers.get('cookie'))) {
    return jsonError(
      403,
      'You objected to analytics and experiments on the cookie policy page, so no visitor id is issued.',
      'FORBIDDEN',
    )
  }
  try {
    const { db } = await getDatabase()
    return await handleCallsign(db)
  } catch {
    return jsonError(
      503,
      'A visitor id could not be issued. Please retry later.',
      'SERVICE_UNAVAILABLE',
    )
  }
}

/** HEAD issues nothing (Next would otherwise run GET for it, inserting a visitor). */
export function HEAD() {
  return new Response(null, {
    status: 405,
    headers: { Allow: 'GET', 'Cache-Control': 'no-store' },
  })
}

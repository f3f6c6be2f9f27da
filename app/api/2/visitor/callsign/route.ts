import { getDatabase } from '@/lib/db'
import { jsonError } from '@/lib/http/responses'
import { handleCallsign } from '@/lib/visitors/handlers'

export const dynamic = 'force-dynamic'

/** GET /api/2/visitor/callsign → { visitor_id } (lib/visitors/handlers). */
export async function GET() {
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

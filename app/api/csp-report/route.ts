import { getDatabase } from '@/server/db'
import { jsonError } from '@/lib/http/responses'
import { receiveCspReport } from '@/server/csp/receive-csp-report'

export const dynamic = 'force-dynamic'

/** POST /api/csp-report: CSP violation reports from browsers (server/csp/receive-csp-report.ts). */
export async function POST(request: Request) {
  try {
    const { db } = await getDatabase()
    return await receiveCspReport(request, db)
  } catch {
    return jsonError(
      503,
      'The report could not be stored. Please retry later.',
      'SERVICE_UNAVAILABLE',
    )
  }
}

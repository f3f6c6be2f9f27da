import { getDatabase } from '@/server/db'
import { handleAuditCsv } from '@/server/desk/audit-export'

export const dynamic = 'force-dynamic'

/** GET: the audit log as CSV (publishers and admins), newest first. */
export async function GET(request: Request) {
  const { db } = await getDatabase()
  return handleAuditCsv(request, db)
}

/**
 * A desk download: the door (session and role; 401 for a file without a session), an audit
 * entry, then the streamed CSV (csv-stream.ts).
 */
import type { Database } from '@/server/db/client'
import type { DeskAction } from '@/lib/desk/permissions'
import { clientAddress } from '@/server/security/client-address'
import { recordAudit } from './audit-log'
import { csvResponse, type CsvSource } from './csv-stream'
import { requireStaffRequest } from './staff-access'

/** An export behind `action`, audited as `auditAction`. */
export async function auditedCsv(
  request: Request,
  db: Database,
  file: {
    action: DeskAction
    auditAction: string
    name: string
    details?: Record<string, unknown>
  },
  source: () => CsvSource,
): Promise<Response> {
  const access = await requireStaffRequest(request, file.action)
  if (!access.ok) return access.response
  await recordAudit(db, {
    actor: { id: access.staff.id, email: access.staff.email },
    action: file.auditAction,
    subject: `${file.name}.csv`,
    details: file.details,
    clientAddress: clientAddress(request),
  })
  return csvResponse(file.name, source())
}

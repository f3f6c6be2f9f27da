/**
 * The desk's downloads: the door (session and role; 401 for a file without a session), an
 * audit entry, then the streamed CSV.
 */
import type { Database } from '@/server/db/client'
import type { DeskAction } from '@/lib/desk/permissions'
import { parseFunnelPeriod } from '@/lib/marketing/funnel'
import { periodDays } from '@/lib/marketing/london-days'
import { recordAudit } from '@/server/desk/audit-log'
import { requireStaffRequest } from '@/server/desk/staff-access'
import { clientAddress } from '@/server/security/client-address'
import { applicationsCsvSource } from './applications-query'
import { csvResponse, type CsvSource } from './csv-stream'
import { leadsCsvSource } from './leads-export'

/** An export behind `action`, audited as `auditAction`. */
export async function auditedCsv(
  request: Request,
  db: Database,
  file: { action: DeskAction; auditAction: string; name: string; details?: Record<string, unknown> },
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

/** GET /marketing/leads.csv[?days=7|30|90]: without `days`, every lead. */
export function handleLeadsCsv(request: Request, db: Database): Promise<Response> {
  const days = new URL(request.url).searchParams.get('days')
  const period = days === null ? null : parseFunnelPeriod(days)
  const firstDay = period === null ? null : (periodDays(new Date(), period)[0] ?? null)
  return auditedCsv(
    request,
    db,
    { action: 'leads.export', auditAction: 'leads.export', name: 'leads', details: { days: period ?? 'all' } },
    () => leadsCsvSource(db, firstDay),
  )
}

export function handleApplicationsCsv(request: Request, db: Database): Promise<Response> {
  return auditedCsv(
    request,
    db,
    { action: 'applications.export', auditAction: 'applications.export', name: 'partner-applications' },
    () => applicationsCsvSource(db),
  )
}

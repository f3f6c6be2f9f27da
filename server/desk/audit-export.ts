/**
 * GET /marketing/audit.csv: the audit log (optionally one action or subject), newest first,
 * streamed a batch at a time; downloading it is itself audited.
 */
import type { Database } from '@/server/db/client'
import { auditedCsv } from './audited-csv'
import { auditFilterOf, auditPage } from './audit-log'

export const AUDIT_CSV_HEADER = [
  'at',
  'actor_email',
  'action',
  'subject',
  'details',
  'client_address',
] as const

export function handleAuditCsv(request: Request, db: Database): Promise<Response> {
  const filter = auditFilterOf(Object.fromEntries(new URL(request.url).searchParams))
  return auditedCsv(
    request,
    db,
    { action: 'audit.read', auditAction: 'audit.export', name: 'audit-log', details: filter },
    () => ({
      header: AUDIT_CSV_HEADER,
      // Newest first: ids count down, so each batch continues below the last one's id.
      async batch(afterId, limit) {
        const entries = await auditPage(db, {
          ...filter,
          limit,
          beforeId: afterId === 0 ? undefined : afterId,
        })
        return entries.map((entry) => ({
          id: entry.id,
          cells: [
            entry.at,
            entry.actor?.email ?? 'system',
            entry.action,
            entry.subject,
            JSON.stringify(entry.details ?? {}),
            entry.clientAddress,
          ],
        }))
      },
    }),
  )
}

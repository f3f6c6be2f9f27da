/**
 * The desk's downloads: the door (session and role; 401 for a file without a session), an
 * audit entry, then the streamed CSV.
 */
import type { Database } from '@/server/db/client'
import { parseFunnelPeriod } from '@/lib/marketing/funnel'
import { periodDays } from '@/lib/marketing/london-days'
import { auditedCsv } from '@/server/desk/audited-csv'
import { applicationsCsvSource } from './applications-query'
import { leadsCsvSource } from './leads-export'

/** GET /marketing/leads.csv[?days=7|30|90]: without `days`, every lead. */
export function handleLeadsCsv(request: Request, db: Database): Promise<Response> {
  const days = new URL(request.url).searchParams.get('days')
  const period = days === null ? null : parseFunnelPeriod(days)
  const firstDay = period === null ? null : (periodDays(new Date(), period)[0] ?? null)
  return auditedCsv(
    request,
    db,
    {
      action: 'leads.export',
      auditAction: 'leads.export',
      name: 'leads',
      details: { days: period ?? 'all' },
    },
    () => leadsCsvSource(db, firstDay),
  )
}

export function handleApplicationsCsv(request: Request, db: Database): Promise<Response> {
  return auditedCsv(
    request,
    db,
    {
      action: 'applications.export',
      auditAction: 'applications.export',
      name: 'partner-applications',
    },
    () => applicationsCsvSource(db),
  )
}

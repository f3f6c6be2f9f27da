/**
 * The desk's downloads: a session or 401 (never a redirect), then the streamed CSV.
 */
import type { Database } from '@/server/db/client'
import { parseFunnelPeriod } from '@/lib/marketing/funnel'
import { periodDays } from '@/lib/marketing/london-days'
import { applicationsCsvSource } from './applications-query'
import { csvResponse } from './csv-stream'
import { fileUnauthorized } from '@/server/desk/desk-responses'
import { leadsCsvSource } from './leads-export'
import { requestSession } from './request-guards'

/** GET /marketing/leads.csv[?days=7|30|90]: without `days`, every lead. */
export async function handleLeadsCsv(request: Request, db: Database): Promise<Response> {
  if (!(await requestSession(db, request))) return fileUnauthorized()
  const days = new URL(request.url).searchParams.get('days')
  const firstDay =
    days === null ? null : (periodDays(new Date(), parseFunnelPeriod(days))[0] ?? null)
  return csvResponse('leads', leadsCsvSource(db, firstDay))
}

export async function handleApplicationsCsv(request: Request, db: Database): Promise<Response> {
  if (!(await requestSession(db, request))) return fileUnauthorized()
  return csvResponse('partner-applications', applicationsCsvSource(db))
}

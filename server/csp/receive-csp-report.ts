/**
 * POST /api/csp-report: stores the CSP violations browsers report (next.config.js sends them
 * here with `report-uri`), so a page the policy breaks shows up in the database rather than
 * only in visitors' consoles. Rate-limited per client address ('csp-report'), bodies of a few
 * KB at most, and kept CSP_REPORT_RETENTION_DAYS: older rows are deleted as new ones come,
 * at most once an hour per process.
 */
import { lt } from 'drizzle-orm'
import type { Database } from '@/lib/db/client'
import { cspReports } from '@/lib/db/schema'
import { jsonError, mediaType, readTextBody } from '@/lib/http/responses'
import { MAX_CSP_REPORT_BODY_BYTES, parseCspReport } from '@/lib/security/csp-report'
import { limitRate } from '@/server/security/rate-limit'

export const DEFAULT_CSP_REPORT_RETENTION_DAYS = 30
const PRUNE_INTERVAL_MS = 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** What browsers send: report-uri's type, the Reporting API's, and plain JSON for tools. */
const ACCEPTED_TYPES = new Set([
  'application/csp-report',
  'application/reports+json',
  'application/json',
])

/** CSP_REPORT_RETENTION_DAYS: a whole number of days from 1; anything else is the default. */
export function cspReportRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.CSP_REPORT_RETENTION_DAYS)
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_CSP_REPORT_RETENTION_DAYS
}

/** Deletes reports older than the retention period. */
export async function deleteExpiredCspReports(db: Database, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - cspReportRetentionDays() * DAY_MS)
  await db.delete(cspReports).where(lt(cspReports.createdAt, cutoff))
}

const pruned = new WeakMap<Database, number>()

function pruneNowAndThen(db: Database) {
  const last = pruned.get(db) ?? 0
  if (Date.now() - last < PRUNE_INTERVAL_MS) return
  pruned.set(db, Date.now())
  deleteExpiredCspReports(db).catch((error: unknown) => {
    console.error('Could not delete expired CSP reports:', error)
  })
}

export async function receiveCspReport(request: Request, db: Database): Promise<Response> {
  const limited = await limitRate(request, 'csp-report', { format: 'json' })
  if (limited) return limited
  if (!ACCEPTED_TYPES.has(mediaType(request))) {
    return jsonError(
      415,
      'Send reports as application/csp-report or application/reports+json.',
      'UNSUPPORTED_MEDIA_TYPE',
    )
  }
  const body = await readTextBody(request, MAX_CSP_REPORT_BODY_BYTES)
  if (!body.ok) {
    return jsonError(
      400,
      body.reason === 'too-large'
        ? `A report must be at most ${MAX_CSP_REPORT_BODY_BYTES} bytes.`
        : 'The report could not be read as UTF-8 text.',
      'BAD_REQUEST',
    )
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(body.text)
  } catch {
    return jsonError(400, 'The report is not valid JSON.', 'BAD_REQUEST')
  }
  const report = parseCspReport(parsed)
  if (!report.ok) return jsonError(400, report.message, 'BAD_REQUEST')
  if (report.rows.length > 0) {
    try {
      await db.insert(cspReports).values(report.rows)
    } catch {
      return jsonError(
        503,
        'The report could not be stored. Please retry later.',
        'SERVICE_UNAVAILABLE',
      )
    }
    pruneNowAndThen(db)
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

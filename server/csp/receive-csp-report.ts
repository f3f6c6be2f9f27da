/**
 * POST /api/csp-report: stores the CSP violations browsers report (next.config.js sends them
 * here with `report-uri`), so a page the policy breaks shows up in the database rather than
 * only in visitors' consoles. Rate-limited per client address ('csp-report'), bodies of a few
 * KB at most, email addresses in them replaced by their keyed hash, and kept CSP_REPORT_RETENTION_DAYS (the retention job deletes older ones:
 * server/retention/retention-policies.ts).
 */
import type { Database } from '@/server/db/client'
import { cspReports } from '@/server/db/schema'
import { isSameSiteRequest, jsonError, mediaType, readTextBody } from '@/lib/http/responses'
import { MAX_CSP_REPORT_BODY_BYTES, parseCspReport } from '@/lib/security/csp-report'
import { limitRate } from '@/server/security/rate-limit'
import { redactEmailsInText } from '@/lib/privacy/redact-emails'
import { emailHasherFor } from '@/server/analytics/email-hash'

/** What browsers send: report-uri's type, the Reporting API's, and plain JSON for tools. */
const ACCEPTED_TYPES = new Set([
  'application/csp-report',
  'application/reports+json',
  'application/json',
])

export async function receiveCspReport(request: Request, db: Database): Promise<Response> {
  // Our own pages report to our own host; another site's reports would only fill the table.
  if (!isSameSiteRequest(request)) {
    return jsonError(403, 'Reports are accepted from this site’s pages only.', 'FORBIDDEN')
  }
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
      // A page's address may carry an email address ('/london?email=…' after a lead error).
      const hash = await emailHasherFor(db)
      const redact = (text: string | null) =>
        text === null ? null : redactEmailsInText(text, hash)
      await db.insert(cspReports).values(
        report.rows.map((row) => ({
          ...row,
          documentUri: redactEmailsInText(row.documentUri, hash),
          blockedUri: redactEmailsInText(row.blockedUri, hash),
          sourceFile: redact(row.sourceFile),
          sample: redact(row.sample),
        })),
      )
    } catch {
      return jsonError(
        503,
        'The report could not be stored. Please retry later.',
        'SERVICE_UNAVAILABLE',
      )
    }
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

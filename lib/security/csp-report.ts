/**
 * CSP violation reports as browsers send them, validated into rows for csp_reports:
 * - `report-uri`: `application/csp-report`, `{ "csp-report": { "document-uri", "violated-directive",
 *   "effective-directive", "blocked-uri", "source-file", "line-number", "column-number",
 *   "script-sample", "disposition" } }`;
 * - the Reporting API (`report-to`): `application/reports+json`, an array of
 *   `{ type: "csp-violation", body: { documentURL, effectiveDirective, blockedURL, sourceFile,
 *   lineNumber, columnNumber, sample, disposition } }`.
 * Text is trimmed to a bound and stripped of control characters; anything malformed is an error
 * with a message, never thrown.
 */

/** A report is a few hundred bytes; a batch of the Reporting API a few of them. */
export const MAX_CSP_REPORT_BODY_BYTES = 8 * 1024
export const MAX_REPORTS_PER_REQUEST = 10
export const MAX_URI_LENGTH = 1024
export const MAX_DIRECTIVE_LENGTH = 100
export const MAX_SAMPLE_LENGTH = 200

export interface CspReportRow {
  documentUri: string
  directive: string
  blockedUri: string
  sourceFile: string | null
  lineNumber: number | null
  columnNumber: number | null
  sample: string | null
  disposition: 'enforce' | 'report'
}

export type CspReportParse = { ok: true; rows: CspReportRow[] } | { ok: false; message: string }

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g
const DIRECTIVE = /^[a-z-]+$/

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null
  const clean = value.replace(CONTROL, '').trim()
  return clean === '' ? null : clean.slice(0, max)
}

function position(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000_000
    ? value
    : null
}

interface Fields {
  document: unknown
  directive: unknown
  fallbackDirective: unknown
  blocked: unknown
  sourceFile: unknown
  line: unknown
  column: unknown
  sample: unknown
  disposition: unknown
}

function row(fields: Fields): CspReportRow | string {
  const documentUri = text(fields.document, MAX_URI_LENGTH)
  if (!documentUri) return 'A report must name the document (document-uri or documentURL).'
  const directive = (
    text(fields.directive, MAX_DIRECTIVE_LENGTH) ??
    text(fields.fallbackDirective, MAX_DIRECTIVE_LENGTH)?.split(' ')[0] ??
    ''
  ).toLowerCase()
  if (!DIRECTIVE.test(directive)) return 'A report must name the directive it violated.'
  return {
    documentUri,
    directive,
    // Empty for some inline violations; 'inline' or 'eval' for others.
    blockedUri: text(fields.blocked, MAX_URI_LENGTH) ?? '',
    sourceFile: text(fields.sourceFile, MAX_URI_LENGTH),
    lineNumber: position(fields.line),
    columnNumber: position(fields.column),
    sample: text(fields.sample, MAX_SAMPLE_LENGTH),
    disposition: fields.disposition === 'report' ? 'report' : 'enforce',
  }
}

function fromReportUri(report: Record<string, unknown>): CspReportRow | string {
  return row({
    document: report['document-uri'],
    directive: report['effective-directive'],
    fallbackDirective: report['violated-directive'],
    blocked: report['blocked-uri'],
    sourceFile: report['source-file'],
    line: report['line-number'],
    column: report['column-number'],
    sample: report['script-sample'],
    disposition: report.disposition,
  })
}

function fromReportingApi(report: unknown): CspReportRow | string | null {
  if (!isObject(report)) return 'Each report must be an object.'
  // The Reporting API batches other report types to the same endpoint: not ours to keep.
  if (report.type !== 'csp-violation') return null
  const body = report.body
  if (!isObject(body)) return 'A csp-violation report must have a body.'
  return row({
    document: body.documentURL,
    directive: body.effectiveDirective,
    fallbackDirective: undefined,
    blocked: body.blockedURL,
    sourceFile: body.sourceFile,
    line: body.lineNumber,
    column: body.columnNumber,
    sample: body.sample,
    disposition: body.disposition,
  })
}

/** The rows a parsed report body stands for, or the first problem with it. */
export function parseCspReport(body: unknown): CspReportParse {
  if (isObject(body) && isObject(body['csp-report'])) {
    const parsed = fromReportUri(body['csp-report'])
    return typeof parsed === 'string'
      ? { ok: false, message: parsed }
      : { ok: true, rows: [parsed] }
  }
  if (Array.isArray(body)) {
    if (body.length === 0 || body.length > MAX_REPORTS_PER_REQUEST) {
      return { ok: false, message: `Send 1 to ${MAX_REPORTS_PER_REQUEST} reports at a time.` }
    }
    const rows: CspReportRow[] = []
    for (const report of body) {
      const parsed = fromReportingApi(report)
      if (typeof parsed === 'string') return { ok: false, message: parsed }
      if (parsed) rows.push(parsed)
    }
    return { ok: true, rows }
  }
  return {
    ok: false,
    message: 'The body must be a {"csp-report": {…}} object or an array of reports.',
  }
}

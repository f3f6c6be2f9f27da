/**
 * @jest-environment node
 *
 * POST /api/csp-report through the real handler against a real, migrated database (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set): reports stored, bad ones refused with a code,
 * bodies bounded, the rate limit, and the retention job's policy for them.
 */
import { eq, like } from 'drizzle-orm'
import { cspReports } from '@/server/db/schema'
import { MAX_CSP_REPORT_BODY_BYTES } from '@/lib/security/csp-report'
import { receiveCspReport } from '@/server/csp/receive-csp-report'
import { deleteExpiredRows } from '@/server/retention/delete-expired-rows'
import {
  DEFAULT_CSP_REPORT_RETENTION_DAYS,
  RETENTION_POLICIES,
} from '@/server/retention/retention-policies'
import { RATE_LIMIT_BUDGETS } from '@/server/security/rate-limit-budgets'
import { PEER_ADDRESS_HEADER, peerAddressValue } from '@/server/security/peer-address-header.mjs'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

const ORIGIN = 'http://localhost:3000'

let addressCounter = 0
/** A fresh address per test: the rate limiter's counters never carry over. */
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`

function post(body: string, type = 'application/csp-report', address = freshAddress()) {
  return new Request(`${ORIGIN}/api/csp-report`, {
    method: 'POST',
    headers: { 'content-type': type, [PEER_ADDRESS_HEADER]: peerAddressValue(address) },
    body,
  })
}

const reportUriBody = (page: string) =>
  JSON.stringify({
    'csp-report': {
      'document-uri': `${ORIGIN}${page}`,
      referrer: '',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'; script-src 'self'",
      disposition: 'enforce',
      'blocked-uri': 'inline',
      'line-number': 12,
      'column-number': 34,
      'source-file': `${ORIGIN}${page}`,
      'status-code': 200,
      'script-sample': 'alert(1)',
    },
  })

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { message: string; code: string } }).error
}

describe.each(DRIVERS)('POST /api/csp-report (%s)', (driver) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await openTestDatabase(driver)
  })

  afterAll(async () => {
    await database?.close()
  })

  const rowsFor = (page: string) =>
    database.db
      .select()
      .from(cspReports)
      .where(like(cspReports.documentUri, `%${page}`))

  it('stores a report-uri report and answers 204', async () => {
    const page = `/london?case=${Date.now()}`
    const response = await receiveCspReport(post(reportUriBody(page)), database.db)
    expect(response.status).toBe(204)
    const [row] = await rowsFor(page)
    expect(row).toMatchObject({
      documentUri: `${ORIGIN}${page}`,
      directive: 'script-src-elem',
      blockedUri: 'inline',
      lineNumber: 12,
      columnNumber: 34,
      sample: 'alert(1)',
      disposition: 'enforce',
    })
    expect(row?.createdAt).toBeInstanceOf(Date)
  })

  it('stores the Reporting API’s csp-violation reports and skips its other types', async () => {
    const page = `/offers/x?case=${Date.now()}`
    const body = JSON.stringify([
      {
        type: 'csp-violation',
        age: 10,
        url: `${ORIGIN}${page}`,
        body: {
          documentURL: `${ORIGIN}${page}`,
          effectiveDirective: 'script-src-attr',
          blockedURL: 'inline',
          disposition: 'enforce',
          lineNumber: 3,
          sample: 'onclick',
        },
      },
      { type: 'deprecation', url: `${ORIGIN}${page}`, body: { id: 'x' } },
    ])
    const response = await receiveCspReport(post(body, 'application/reports+json'), database.db)
    expect(response.status).toBe(204)
    const rows = await rowsFor(page)
    expect(rows.map((row) => row.directive)).toEqual(['script-src-attr'])
  })

  it.each<[string, string, string, number, string]>([
    ['not JSON', '{"csp-report":', 'application/csp-report', 400, 'BAD_REQUEST'],
    [
      'no document',
      '{"csp-report":{"blocked-uri":"inline"}}',
      'application/csp-report',
      400,
      'BAD_REQUEST',
    ],
    ['an empty batch', '[]', 'application/reports+json', 400, 'BAD_REQUEST'],
    ['another media type', reportUriBody('/x'), 'text/plain', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'a body past the limit',
      JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(MAX_CSP_REPORT_BODY_BYTES) } }),
      'application/csp-report',
      400,
      'BAD_REQUEST',
    ],
  ])('refuses %s with a clear error', async (_, body, type, status, code) => {
    const response = await receiveCspReport(post(body, type), database.db)
    expect(response.status).toBe(status)
    const error = await errorOf(response)
    expect(error.code).toBe(code)
    expect(error.message.length).toBeGreaterThan(10)
  })

  it('limits how many reports one address sends', async () => {
    const address = freshAddress()
    const page = `/rate-limited-${Date.now()}`
    const { points } = RATE_LIMIT_BUDGETS['csp-report']
    const statuses: number[] = []
    for (let i = 0; i < points + 3; i += 1) {
      statuses.push(
        (await receiveCspReport(post(reportUriBody(page), undefined, address), database.db)).status,
      )
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(points)
    const limited = await receiveCspReport(
      post(reportUriBody(page), undefined, address),
      database.db,
    )
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await errorOf(limited)).code).toBe('RATE_LIMITED')
    expect(await rowsFor(page)).toHaveLength(points)
  })

  it(`deletes reports older than ${DEFAULT_CSP_REPORT_RETENTION_DAYS} days and keeps the rest`, async () => {
    const page = `/retention-${Date.now()}`
    const day = 24 * 60 * 60 * 1000
    const row = (ageDays: number) => ({
      documentUri: `${ORIGIN}${page}`,
      directive: `script-src-${ageDays}`,
      blockedUri: 'inline',
      disposition: 'enforce',
      createdAt: new Date(Date.now() - ageDays * day),
    })
    await database.db
      .insert(cspReports)
      .values([row(DEFAULT_CSP_REPORT_RETENTION_DAYS + 1), row(1)])
    const policies = RETENTION_POLICIES.filter((policy) => policy.table === cspReports)
    expect(policies).toHaveLength(1)
    await deleteExpiredRows(database.db, { policies, env: {} })
    const left = await rowsFor(page)
    expect(left.map((kept) => kept.directive)).toEqual(['script-src-1'])
    await database.db.delete(cspReports).where(eq(cspReports.documentUri, `${ORIGIN}${page}`))
  })
})

/**
 * The Content-Security-Policy vouches only for the scripts the framework and our server write
 * (server/http/framework-scripts.mjs, stages/csp-hashes.mjs): a script that reaches a page
 * through its content is refused and reported, even though the server hashes that page's
 * inline scripts. A plain SQL UPDATE writes a script into a catalogue field (the customer terms,
 * a CMS document), and a production server of this spec's own runs with a sanitiser that lets
 * it through (e2e/support/failing-sanitiser.cjs), so the script is in the HTML Chromium gets.
 * Needs TEST_DATABASE_URL (CI has it); skipped without.
 */
import path from 'node:path'
import { expect, HTTP_ONLY, test } from './fixtures'
import {
  prepareDatabase,
  startOwnServer,
  stopOwnServer,
  type OwnServer,
} from './support/own-server'
import {
  createThrowawayDatabase,
  TEST_DATABASE_URL,
  type ThrowawayDatabase,
} from './support/throwaway-database'

const INJECTED = 'window.__injected = true'
const FAILING_SANITISER = path.join(__dirname, 'support/failing-sanitiser.cjs')

declare global {
  interface Window {
    __injected?: boolean
    __cspViolations?: string[]
  }
}

test.describe('a script injected into a catalogue field', HTTP_ONLY, () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(!TEST_DATABASE_URL, 'TEST_DATABASE_URL is not set')
  test.use({ expectedConsoleErrors: [/Content Security Policy/] })

  let database: ThrowawayDatabase | undefined
  let server: OwnServer | undefined

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    database = await createThrowawayDatabase('move_csp_injection')
    prepareDatabase({ databaseUrl: database.url })
    // Past every check the desk makes: straight into the row, as psql would.
    const updated = await database.sql.query(
      `UPDATE texts SET content = jsonb_set(content, '{blocks,0,value}',
         to_jsonb((content #>> '{blocks,0,value}') || $1))
       WHERE key = 'terms.customer' AND content->>'kind' = 'Document'`,
      [`<script>${INJECTED}</script>`],
    )
    expect(updated.rowCount).toBe(1)
    server = await startOwnServer(
      { databaseUrl: database.url },
      { nodeArgs: ['--require', FAILING_SANITISER] },
    )
  })

  test.afterAll(async () => {
    await stopOwnServer(server)
    await database?.drop()
  })

  test('reaches the HTML past the failing sanitiser, gets no hash, and is refused and reported', async ({
    page,
  }) => {
    const origin = server!.origin
    await page.addInitScript(() => {
      window.__cspViolations = []
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`)
      })
    })
    const report = page.waitForRequest(
      (request) => request.url() === `${origin}/api/csp-report` && request.method() === 'POST',
    )
    const response = await page.goto(`${origin}/terms`)
    expect(response?.status()).toBe(200)
    // The server sent the script: the sanitiser let it through...
    expect(await response!.text()).toContain(`<script>${INJECTED}</script>`)
    // ...but vouched only for its own scripts: Next's, and the deferral's loader.
    const policy = response!.headers()['content-security-policy'] ?? ''
    const scriptSrc = policy
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src '))
    expect(scriptSrc?.trim()).toMatch(/^script-src 'self'( 'sha256-[^']+')+$/)
    // Chromium refused it, and told us.
    expect(await page.evaluate(() => window.__injected)).toBeUndefined()
    await expect
      .poll(() => page.evaluate(() => window.__cspViolations ?? []))
      .toContainEqual(expect.stringMatching(/^script-src(-elem)? inline$/))
    const sent = await report
    expect((await sent.response())?.status()).toBe(204)
    // The report is kept (csp_reports), naming the page and the directive.
    await expect
      .poll(async () => {
        const rows = await database!.sql.query<{ directive: string; document_uri: string }>(
          'SELECT directive, document_uri FROM csp_reports',
        )
        return rows.rows
      })
      .toContainEqual({
        directive: expect.stringMatching(/^script-src/),
        document_uri: `${origin}/terms`,
      })
    // The page itself still works: its own scripts ran and it hydrated.
    await expect(page.locator('script[type="text/x-after-first-paint"]')).toHaveCount(0)
    expect(server!.output()).toMatch(
      /\/terms: 1 inline script\(s\) neither the framework nor we wrote/,
    )
  })
})

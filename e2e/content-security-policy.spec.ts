import type { APIRequestContext, Page } from '@playwright/test'
import { expect, HTTP_ONLY, test } from './fixtures'

/**
 * The strict CSP (next.config.js, server/http/stages/csp-hashes.mjs): every kind of page runs
 * its inline scripts by hash, without 'unsafe-inline', hydrates, and reports no violation; a
 * script the policy does not list is refused and reported to /api/csp-report.
 */

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/** Records every violation the page reports, from before its first script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? [])
}

/** A venue page and an activity of London from the seeded catalogue. */
async function catalogueSamples(request: APIRequestContext) {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const venue = /\/venues\/([a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1]
  const response = await request.post('/graphql', {
    data: { query: '{ activities(city: "london") { activities { id } } }' },
  })
  const body = (await response.json()) as { data: { activities: { activities: { id: string }[] } } }
  const activity = body.data.activities.activities[0]?.id
  if (!venue || !activity) throw new Error('the seeded catalogue has no venue or London activity')
  return { venue, activity }
}

/** The sources a directive of the policy lists. */
function directiveSources(policy: string | undefined, name: string): string[] {
  const directive = (policy ?? '').split(';').find((part) => part.trim().startsWith(`${name} `))
  return directive?.trim().split(/\s+/).slice(1) ?? []
}

const scriptSources = (policy: string | undefined) => directiveSources(policy, 'script-src')

test.describe('Content-Security-Policy', () => {
  const pages: Array<[string, (samples: { venue: string; activity: string }) => string]> = [
    ['the national page', () => '/'],
    ['a city page', () => '/london'],
    ['an offer', () => '/offers/northwind-health-welcome'],
    ['a streaming offer', () => '/offers/move_at_home_live'],
    ['a partner page', () => '/partners/become-a-partner'],
    ['a venue page', ({ venue }) => `/venues/${venue}`],
    ["a city's venues", () => '/london/venues'],
    ['the cookie policy', () => '/cookie-policy'],
    ['partner self-signup (rendered per request)', () => '/partner-self-signup'],
    ['a page with ref and activity', ({ activity }) => `/london?ref=spring&activity=${activity}`],
    ['a page with a made-up ref', () => '/london?ref=made-up-e2e'],
  ]

  for (const [name, pathOf] of pages) {
    test(`${name} runs its scripts by hash, hydrates and reports no violation`, async ({
      page,
      request,
    }) => {
      const path = pathOf(await catalogueSamples(request))
      await recordViolations(page)
      // The fixture's goto waits for hydration, and fails the test on any console error.
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      const policy = response?.headers()['content-security-policy']
      expect(policy).toContain("script-src-attr 'none'")
      const sources = scriptSources(policy)
      expect(sources).toContain("'self'")
      expect(sources).not.toContain("'unsafe-inline'")
      expect(sources.some((source) => source.startsWith("'sha256-"))).toBe(true)
      // Styles come from our stylesheets only: no <style> element applies.
      expect(directiveSources(policy, 'style-src-elem')).toEqual(["'self'"])
      // The deferred chunks have been turned back into scripts and run.
      await expect(page.locator('script[type="text/x-after-first-paint"]')).toHaveCount(0)
      expect(await violations(page)).toEqual([])
    })
  }

  test.describe('the 404 page', () => {
    test.use({ expectedConsoleErrors: [/status of 404 .*\/no-such-city-e2e\)$/] })

    test('runs its scripts by hash and reports no violation', async ({ page }) => {
      await recordViolations(page)
      const response = await page.goto('/no-such-city-e2e')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page")
      expect(scriptSources(response?.headers()['content-security-policy'])).not.toContain(
        "'unsafe-inline'",
      )
      expect(await violations(page)).toEqual([])
    })
  })

  test.describe('a script the policy does not list', () => {
    test.use({ expectedConsoleErrors: [/Content Security Policy/] })

    test('is refused and reported to /api/csp-report', async ({ page }) => {
      await recordViolations(page)
      await page.goto('/cookie-policy')
      const report = page.waitForRequest(
        (request) => request.url().endsWith('/api/csp-report') && request.method() === 'POST',
      )
      const ran = await page.evaluate(() => {
        const script = document.createElement('script')
        script.textContent = 'window.__injected = true'
        document.body.append(script)
        return 'injected' in window
      })
      expect(ran).toBe(false)
      const sent = await report
      expect(sent.postData()).toContain('script-src')
      expect((await sent.response())?.status()).toBe(204)
      await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src/))
    })
  })

  test.describe('a <style> element', () => {
    test.use({ expectedConsoleErrors: [/Content Security Policy/] })

    test('is refused and reported, and styles nothing', async ({ page }) => {
      await recordViolations(page)
      await page.goto('/london')
      const report = page.waitForRequest(
        (request) =>
          request.url().endsWith('/api/csp-report') &&
          request.method() === 'POST' &&
          (request.postData() ?? '').includes('style-src-elem'),
      )
      const applied = await page.evaluate(() => {
        const style = document.createElement('style')
        style.textContent = ':root { --injected-by-test: yes; }'
        document.head.append(style)
        return getComputedStyle(document.documentElement).getPropertyValue('--injected-by-test')
      })
      expect(applied).toBe('')
      expect((await (await report).response())?.status()).toBe(204)
      await expect
        .poll(() => violations(page))
        .toContainEqual(expect.stringMatching(/^style-src-elem blocked inline/))
    })
  })

  test('reports refuse other types and bad bodies with a code', HTTP_ONLY, async ({ request }) => {
    const wrongType = await request.post('/api/csp-report', {
      headers: { 'content-type': 'text/plain' },
      data: 'hello',
    })
    expect(wrongType.status()).toBe(415)
    expect((await wrongType.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    const bad = await request.post('/api/csp-report', {
      headers: { 'content-type': 'application/csp-report' },
      data: '{"csp-report":{}}',
    })
    expect(bad.status()).toBe(400)
    expect((await bad.json()).error.code).toBe('BAD_REQUEST')
  })
})

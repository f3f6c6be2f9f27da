import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInAs } from './support/desk'

const DRAFT = '/offers/kestrel-rewards-preview'
const DRAFT_HEADING = 'Coming soon for Kestrel Rewards members'

/** The desk's Preview button, as a form POST from the desk. */
async function enterPreview(page: Page, baseURL: string | undefined) {
  const response = await page.request.post('/marketing/preview', {
    form: { path: DRAFT },
    headers: { origin: baseURL ?? '' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  expect(response.headers()['location']).toBe(DRAFT)
}

test.describe('draft offers', () => {
  test.use({ expectedConsoleErrors: [/status of 404 .*\/offers\/kestrel-rewards-preview\)$/] })

  test('a draft offer is a 404 page', async ({ page }) => {
    const response = await page.goto(DRAFT)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page")
    await expect(page.getByText(DRAFT_HEADING)).toHaveCount(0)
  })

  test('the ?secret= preview entry is gone', async ({ page }) => {
    const response = await page.request.get(
      `/api/preview?secret=e2e-preview-secret&path=${encodeURIComponent(DRAFT)}`,
      { maxRedirects: 0 },
    )
    expect(response.status()).toBe(404)
    const cookies = await page.context().cookies()
    expect(cookies.map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
  })

  test('preview from the desk shows a draft, noindex, to this browser only, until sign-out', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await signInAs(page, 'editor')
    await enterPreview(page, baseURL)
    const response = await page.goto(DRAFT)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_HEADING)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    // Another visitor (no desk session) still gets the 404: preview never fills the cache.
    expect((await request.get(DRAFT)).status()).toBe(404)

    const leftOver = (await page.context().cookies()).filter((cookie) =>
      ['__prerender_bypass', 'move_desk_preview'].includes(cookie.name),
    )
    expect(leftOver).toHaveLength(2)
    const signOut = await page.request.post('/marketing/sign-out', {
      headers: { origin: baseURL ?? '' },
      maxRedirects: 0,
    })
    expect(signOut.status()).toBe(303)
    expect((await page.request.get(DRAFT)).status()).toBe(404)

    // Cookies kept from before sign-out (copied, say) open nothing either.
    const other = await browser.newContext()
    try {
      await other.addCookies(leftOver)
      expect((await other.request.get(DRAFT)).status()).toBe(404)
    } finally {
      await other.close()
    }
  })
})

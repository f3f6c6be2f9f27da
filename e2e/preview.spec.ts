import { expect, HTTP_ONLY, test } from './fixtures'

/** The e2e server's PREVIEW_SECRET (playwright.config.ts). */
const SECRET = 'e2e-preview-secret'
const DRAFT = '/offers/kestrel-rewards-preview'
const DRAFT_HEADING = 'Coming soon for Kestrel Rewards members'

const previewUrl = (secret: string, path = DRAFT) =>
  `/api/preview?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(path)}`

test.describe('draft offers', () => {
  test.describe('without preview', () => {
    test.use({ expectedConsoleErrors: [/status of 404 .*\/offers\/kestrel-rewards-preview\)$/] })

    test('a draft offer is a 404 page', async ({ page }) => {
      const response = await page.goto(DRAFT)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page")
      await expect(page.getByText(DRAFT_HEADING)).toHaveCount(0)
    })
  })

  test('a wrong secret is refused and turns nothing on', HTTP_ONLY, async ({ page }) => {
    const response = await page.request.get(previewUrl('not-the-secret'), { maxRedirects: 0 })
    expect(response.status()).toBe(401)
    const cookies = await page.context().cookies()
    expect(cookies.map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
    const draft = await page.request.get(DRAFT)
    expect(draft.status()).toBe(404)
  })

  test('preview shows a draft offer, noindex, to this browser only', async ({ page, request }) => {
    const response = await page.goto(previewUrl(SECRET))
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(DRAFT)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_HEADING)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('region', { name: 'How it works' })).toBeVisible()
    // Drafts are never indexed.
    const robots = page.locator('meta[name="robots"]')
    await expect(robots).toHaveCount(1)
    await expect(robots).toHaveAttribute('content', /noindex/)

    // Another visitor (no draft-mode cookie) still gets the 404: preview never fills the cache.
    expect((await request.get(DRAFT)).status()).toBe(404)

    // Leaving preview: the draft is gone for this browser too.
    const exit = await page.request.get(`/api/preview/exit?path=${encodeURIComponent(DRAFT)}`, {
      maxRedirects: 0,
    })
    expect(exit.status()).toBe(307)
    expect((await page.request.get(DRAFT)).status()).toBe(404)
  })
})

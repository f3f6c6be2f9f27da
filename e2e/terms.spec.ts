import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

/**
 * Our terms: CMS Documents rendered as headings and numbered clauses with their
 * last-updated date, and the footer links that lead to them and to the Cookie Policy.
 */

for (const javaScript of [true, false]) {
  test.describe(`the terms links ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript })

    test('a customer page links Terms & Conditions and the Cookie Policy', async ({ page }) => {
      await page.goto('/london')
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: 'Partner Terms' })).toHaveCount(0)
      await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
        'href',
        '/cookie-policy',
      )
      await footer.getByRole('link', { name: 'Terms & Conditions' }).click()
      await expect(page).toHaveURL(/\/terms$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }),
      ).toBeVisible()
      await expect(page.getByText(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: /^1\. / })).toBeVisible()
      await expect(page.getByText('1.1', { exact: true })).toBeVisible()
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }),
      ).toHaveAttribute('href', '/cookie-policy')
    })

    test('a partner page links the Partner Terms and the Cookie Policy', async ({ page }) => {
      await page.goto('/partners/become-a-partner')
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveCount(0)
      await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
        'href',
        '/cookie-policy',
      )
      await footer.getByRole('link', { name: 'Partner Terms' }).click()
      await expect(page).toHaveURL(/\/partner-terms$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Partner Terms' })).toBeVisible()
      await expect(page.getByText(/^Last updated: /)).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: /^2\. / })).toBeVisible()
      await expect(page.getByText('2.1', { exact: true })).toBeVisible()
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Partner Terms' }),
      ).toHaveAttribute('href', '/partner-terms')
    })
  })
}

test('the terms pages pass axe, and their contents links reach each section', async ({ page }) => {
  for (const path of ['/terms', '/partner-terms']) {
    await page.goto(path)
    const results = await new AxeBuilder({ page }).include('main').analyze()
    expect(results.violations).toEqual([])
  }
  const contents = page.getByRole('navigation', { name: 'Contents' })
  const link = contents.getByRole('link').nth(2)
  await link.click()
  await expect(page).toHaveURL(/#section-3$/)
  await expect(page.getByRole('heading', { level: 2, name: /^3\. / })).toBeInViewport()
})

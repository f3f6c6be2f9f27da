import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

test.describe('city pages', () => {
  test('the home page links to every city', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const cities = page.getByRole('navigation', { name: 'Cities' }).getByRole('link')
    expect(await cities.count()).toBeGreaterThanOrEqual(20)
    await page.getByRole('link', { name: 'Manchester', exact: true }).click()
    await expect(page).toHaveURL(/\/manchester$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Things to do in Manchester')
  })

  test('a city page is server-rendered from its config and activities', async ({ page }) => {
    const response = await page.goto('/london')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/London/)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length).toBeGreaterThan(20)
    const list = page.getByRole('region', { name: /activities in London/ })
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(50)
    await expect(list.getByRole('listitem').first()).toContainText(/Rated \d+\.\d \/ 10|No ratings/)
  })

  test.describe('a missing page', () => {
    test.use({ expectedConsoleErrors: [/status of 404 .*\/atlantis\)$/] })

    test('an unknown city is a 404 page', async ({ page }) => {
      const response = await page.goto('/atlantis')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page")
    })
  })

  test('the city page has no accessibility violations', async ({ page }) => {
    await page.goto('/bath')
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations).toEqual([])
  })
})

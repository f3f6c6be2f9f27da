import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

test.describe('city pages', () => {
  test('the home page links to every city', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const cities = page.getByRole('navigation', { name: 'Cities' }).getByRole('link')
    expect(await cities.count()).toBeGreaterThanOrEqual(20)
    for (const href of await cities.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/[a-z-]+$/)
    }
    await page
      .getByRole('navigation', { name: 'Cities' })
      .getByRole('link', { name: 'Manchester', exact: true })
      .click()
    await expect(page).toHaveURL(/\/manchester$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Gyms, pools, yoga and more: one membership for Manchester',
    )
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a city page is server-rendered, its venues reachable through plain links', async ({
      page,
    }) => {
      const response = await page.goto('/london')
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(/London/)
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description?.length).toBeGreaterThan(20)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Gyms, pools, yoga and more: one membership for London',
      )

      const popular = page.getByRole('region', { name: 'Popular Activities in London' })
      const cards = popular.getByRole('listitem')
      expect(await cards.count()).toBeGreaterThanOrEqual(6)
      await expect(cards.first()).toContainText(/Rated \d+\.\d \/ 10|No ratings/)

      // The best rated venues link straight to their pages; the rest are one click away on
      // the city's venue directory.
      const venues = page.getByRole('navigation', {
        name: 'Access to all of these venues in London',
      })
      const venueLinks = venues.getByRole('link', { name: /^(?!See all)/ })
      await expect(venueLinks).toHaveCount(24)
      for (const href of await venueLinks.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      )) {
        expect(href).toMatch(/^\/venues\/[a-z0-9-]+$/)
      }
      const all = venues.getByRole('link', { name: /^See all \d+ venues in London$/ })
      const total = Number((await all.textContent())?.match(/\d+/)?.[0])
      expect(total).toBeGreaterThan(50)
      await all.click()
      await expect(page).toHaveURL(/\/london\/venues$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Gyms, pools and studios in London',
      )
      const directory = page.getByRole('navigation', { name: 'Venues in London' }).getByRole('link')
      await expect(directory).toHaveCount(total)
      const first = directory.first()
      const name = (await first.textContent())?.trim() ?? ''
      await first.click()
      await expect(page).toHaveURL(/\/venues\/[a-z0-9-]+$/)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
    })
  })

  test.describe('a missing page', () => {
    test.use({ expectedConsoleErrors: [/status of 404 .*\/atlantis(\/venues)?\)$/] })

    test('an unknown city is a 404 page', async ({ page }) => {
      const response = await page.goto('/atlantis')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page")
    })

    test('an unknown city has no venue directory', async ({ page }) => {
      const response = await page.goto('/atlantis/venues')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page")
    })
  })

  test('the city page has no accessibility violations', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/bath')
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations).toEqual([])
  })
})

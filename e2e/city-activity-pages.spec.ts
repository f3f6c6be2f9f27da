import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { ACTIVITY_TYPES } from '../lib/activity-types'
import { expect, HTTP_ONLY, test } from './fixtures'

/** /{city}/{activityType} pages, and venue pages that describe their venue. */

type Node = Record<string, unknown> & { '@type': string }

async function jsonLdOf(page: Page): Promise<Node[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.flatMap((text) => JSON.parse(text) as Node[])
}

test.describe('a city × activity page', () => {
  test('/london/yoga lists the best rated venues, links into the map and carries its markup', async ({
    page,
  }) => {
    const response = await page.goto('/london/yoga')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Yoga in London | Move')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yoga in London')
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical ?? '').pathname).toBe('/london/yoga')

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'London'])

    const venues = page.getByRole('region', { name: 'Yoga venues in London' }).getByRole('listitem')
    await expect(venues).toHaveCount(24)
    await expect(venues.first().getByRole('img')).toHaveAccessibleName(/^Rated \d+\.\d \/ 10$/)
    const links = venues.getByRole('heading', { level: 2 }).getByRole('link')
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))
    for (const href of hrefs) expect(href).toMatch(/^\/venues\/[a-z0-9-]+$/)

    // The markup lists the same venues, in the same order, and the page's breadcrumbs.
    const nodes = await jsonLdOf(page)
    expect(nodes.map((node) => node['@type'])).toEqual(['ItemList', 'BreadcrumbList'])
    const items = nodes[0]!.itemListElement as { position: number; url: string }[]
    expect(items.map((item) => new URL(item.url).pathname)).toEqual(hrefs)
    expect(items.map((item) => item.position)).toEqual(hrefs.map((_, i) => i + 1))
    const crumbs = nodes[1]!.itemListElement as { name: string; item: string }[]
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'London', 'Yoga in London'])

    const other = page.getByRole('navigation', { name: 'More in London' })
    await expect(other.getByRole('link', { name: 'Gyms in London' })).toHaveAttribute(
      'href',
      '/london/gym',
    )

    const toMap = page.getByRole('link', { name: 'Find Yoga in London on the map' })
    await expect(toMap).toHaveAttribute('href', '/london?activityType=yoga#activities-list')
    await toMap.click()
    await expect(page).toHaveURL(/\/london\?activityType=yoga#activities-list$/)
    // The city page's activity selector starts on the type.
    await expect(page.getByRole('combobox', { name: 'Activity' }).first()).toHaveValue('yoga')
  })

  test('a venue from the list describes itself as a place', async ({ page }) => {
    await page.goto('/london/swimming')
    const first = page
      .getByRole('region', { name: 'Swimming venues in London' })
      .getByRole('heading', { level: 2 })
      .getByRole('link')
      .first()
    const name = (await first.textContent())?.trim() ?? ''
    await first.click()
    await expect(page).toHaveURL(/\/venues\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
    const nodes = await jsonLdOf(page)
    const types = nodes.map((node) => node['@type'])
    expect(types).not.toContain('Organization')
    expect(types).toContain('BreadcrumbList')
    const place = nodes.find((node) =>
      ['SportsActivityLocation', 'ExerciseGym', 'PublicSwimmingPool'].includes(node['@type']),
    )
    expect(place).toMatchObject({
      name,
      url: page.url(),
      address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' },
      geo: { '@type': 'GeoCoordinates' },
    })
    expect(place?.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          '@type': 'OpeningHoursSpecification',
          opens: expect.any(String),
        }),
      ]),
    )
  })

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/bath/yoga')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yoga in Bath')
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations).toEqual([])
  })

  test.describe('a missing page', () => {
    test.use({ expectedConsoleErrors: [/status of 404 .*\/london\/pilates\)$/] })

    test('an unknown type is the 404 page', async ({ page }) => {
      const response = await page.goto('/london/pilates')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page")
    })
  })
})

test.describe('city × activity routes', () => {
  test(
    'answer 200 for their pages, 404 for anything else of that shape',
    HTTP_ONLY,
    async ({ page }) => {
      const status = async (path: string) =>
        (await page.request.get(path, { maxRedirects: 0 })).status()
      for (const path of ['/london/yoga', '/london/venues', '/manchester/gym', '/london']) {
        expect(`${path} ${await status(path)}`).toBe(`${path} 200`)
      }
      for (const path of [
        '/london/pilates',
        '/london/any',
        '/atlantis/yoga',
        '/streaming-city/yoga',
        '/api/yoga',
        '/offers/yoga',
        '/London/Yoga',
      ]) {
        expect(`${path} ${await status(path)}`).toBe(`${path} 404`)
      }
      const page200 = await page.request.get('/london/yoga')
      expect(page200.headers()['cache-control']).toMatch(/s-maxage=\d+/)
    },
  )

  test(
    'the sitemap lists each city’s types, and a city without one has no page for it',
    HTTP_ONLY,
    async ({ page }) => {
      const xml = await (await page.request.get('/sitemap.xml')).text()
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1]!).pathname,
      )
      expect(paths).toContain('/london/yoga')
      const cities = paths.filter((path) => /^\/[a-z-]+$/.test(path)).map((path) => path.slice(1))
      const listed = new Set(paths)
      // Every page listed answers; a city and type the sitemap leaves out has no activities: 404.
      const missing = cities.flatMap((city) =>
        ACTIVITY_TYPES.filter((type) => !listed.has(`/${city}/${type}`)).map(
          (type) => `/${city}/${type}`,
        ),
      )
      expect(missing.length).toBeGreaterThan(0)
      for (const path of missing)
        expect(`${path} ${(await page.request.get(path)).status()}`).toBe(`${path} 404`)
      for (const path of ['/bath/yoga', '/york/climbing'].filter((path) => listed.has(path))) {
        expect((await page.request.get(path)).status()).toBe(200)
      }
    },
  )
})

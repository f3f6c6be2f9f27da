import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * A link to an activity shows the activity: `/london?activity={id}` opens scrolled to the map
 * with the activity's details, already at the first frame the browser renders (no jump once the
 * page is seen), and the hero's call to action stays at hand in the sticky bar.
 */

/** The scroll position at each of the first frames rendered with the page's heading in it. */
interface Frames {
  scrollY: number[]
}

async function anActivity(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const response = await request.post('/graphql', {
    data: { query: '{ activities(city: "london") { activities { id title lat } } }' },
  })
  expect(response.ok()).toBe(true)
  const { data } = (await response.json()) as {
    data: { activities: { activities: Array<{ id: string; title: string; lat: number | null }> } }
  }
  const activity = data.activities.activities.find((item) => item.lat !== null)
  if (!activity) throw new Error('no London activity with a position')
  return activity
}

const VIEWPORTS = [
  { name: 'a phone', width: 390, height: 740 },
  { name: 'a desktop', width: 1366, height: 800 },
] as const

test.describe('a shared activity link', () => {
  for (const viewport of VIEWPORTS) {
    test(`on ${viewport.name} opens at the activity's details, without a jump`, async ({
      page,
      request,
    }) => {
      const activity = await anActivity(request)
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      // requestAnimationFrame runs just before each frame is painted: where the page stood.
      await page.addInitScript(() => {
        const frames: Frames = { scrollY: [] }
        Object.assign(window, { __frames: frames })
        const record = () => {
          if (document.querySelector('h1')) frames.scrollY.push(window.scrollY)
          if (frames.scrollY.length < 120) requestAnimationFrame(record)
        }
        requestAnimationFrame(record)
      })
      await page.goto(`/london?activity=${activity.id}`)

      const title = page.getByRole('heading', { name: activity.title, exact: true }).first()
      await expect(title).toBeInViewport()
      const frames = () =>
        page.evaluate(() => (window as unknown as { __frames: Frames }).__frames.scrollY)
      const [firstFrame] = await frames()
      expect(firstFrame).toBeGreaterThan(0)

      // The island takes over the details in place: still in view, the page never moved.
      const panel = page.getByTestId('side-panel')
      await expect(panel.getByRole('heading', { name: activity.title })).toBeVisible({
        timeout: 30_000,
      })
      await expect(panel.getByRole('heading', { name: activity.title })).toBeInViewport()
      // The whole map with the details is in view.
      await expect(page.getByRole('region', { name: 'Activity map', exact: true })).toBeInViewport({
        ratio: 1,
      })
      expect(await page.evaluate(() => window.scrollY)).toBe(firstFrame)
      expect(new Set(await frames())).toEqual(new Set([firstFrame]))

      // The hero's call to action is at hand: the sticky bar brings the email capture along.
      const bar = page.getByRole('region', { name: 'Join', exact: true })
      await expect(bar).toBeVisible()
      await expect(bar.getByRole('textbox', { name: 'Email address' })).toBeInViewport()
      await expect(bar.getByRole('button', { name: 'Try for £1' })).toBeInViewport()
    })
  }

  test('a page opened without an activity stays at the top', async ({ page }) => {
    await page.goto('/london')
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  })
})

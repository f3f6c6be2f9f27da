import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The map's controls never cover each other (their bounding boxes never intersect) at a small
 * phone, a phone, a tablet and a desktop width: on the map in the page, and on the phone's
 * fullscreen map, where the search box once covered the zoom control.
 */

const WIDTHS = [320, 390, 768, 1280] as const
const PHONE_WIDTHS = WIDTHS.filter((width) => width < 768)
/** maplibre on SwiftShader WebGL, loaded after the page's load event (see discovery.spec.ts). */
const ISLAND_LOAD = { timeout: 30_000 }

interface NamedBox {
  name: string
  x: number
  y: number
  width: number
  height: number
}

async function boxesOf(controls: Array<[string, Locator]>): Promise<NamedBox[]> {
  const boxes: NamedBox[] = []
  for (const [name, control] of controls) {
    await expect(control, `${name} shows`).toBeVisible()
    const box = await control.boundingBox()
    if (!box) throw new Error(`${name} has no box`)
    boxes.push({ name, ...box })
  }
  return boxes
}

/** Every pair whose boxes share some area (touching edges are fine). */
function overlaps(boxes: readonly NamedBox[]): string[] {
  const found: string[] = []
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
      const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
      if (width > 0.5 && height > 0.5) found.push(`${a.name} × ${b.name}`)
    }),
  )
  return found
}

/** Inside the map's own box: a control pushed out of the map is no answer. */
async function expectInside(map: Locator, boxes: readonly NamedBox[]) {
  const frame = await map.boundingBox()
  if (!frame) throw new Error('the map has no box')
  for (const box of boxes) {
    expect(box.x, `${box.name} left`).toBeGreaterThanOrEqual(frame.x - 0.5)
    expect(box.y, `${box.name} top`).toBeGreaterThanOrEqual(frame.y - 0.5)
    expect(box.x + box.width, `${box.name} right`).toBeLessThanOrEqual(frame.x + frame.width + 0.5)
    expect(box.y + box.height, `${box.name} bottom`).toBeLessThanOrEqual(
      frame.y + frame.height + 0.5,
    )
  }
}

async function waitForPins(page: Page) {
  await expect(page.getByTestId('map-state')).toHaveAttribute(
    'data-pins',
    /^[1-9]\d*$/,
    ISLAND_LOAD,
  )
}

/** Zoomed in once, so 'Reset zoom' shows too (the most the top row ever holds). */
async function zoomInOnce(map: Locator) {
  const zoom = Number(await map.getByTestId('map-state').getAttribute('data-zoom'))
  await map.getByRole('button', { name: 'Zoom in', exact: true }).click()
  await expect
    .poll(async () => Number(await map.getByTestId('map-state').getAttribute('data-zoom')))
    .toBeGreaterThan(zoom)
  await expect(map.getByRole('button', { name: 'Reset zoom' })).toBeVisible()
}

test.describe('map controls', { tag: '@phone' }, () => {
  for (const width of WIDTHS) {
    test(`on the map in the page at ${width} px no two controls intersect`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      // No type chosen: a phone's map works in place ('View Map' needs a type, spec §5).
      await page.goto('/london#activities-list')
      const map = page.getByRole('region', { name: 'Activity map', exact: true })
      await expect(map).toBeVisible(ISLAND_LOAD)
      await waitForPins(page)
      await zoomInOnce(map)

      const controls: Array<[string, Locator]> = [
        ['count badge', map.getByTestId('map-count')],
        ['Reset zoom', map.getByRole('button', { name: 'Reset zoom' })],
        ['Use my location', map.getByRole('button', { name: 'Use my location' })],
        ['Zoom in', map.getByRole('button', { name: 'Zoom in', exact: true })],
        ['Zoom out', map.getByRole('button', { name: 'Zoom out', exact: true })],
      ]
      const boxes = await boxesOf(controls)
      expect(overlaps(boxes)).toEqual([])
      await expectInside(map, boxes)
    })
  }

  for (const width of PHONE_WIDTHS) {
    test(`on the phone's fullscreen map at ${width} px no two controls intersect`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 })
      await page.goto('/london?activityType=yoga#activities-list')
      await page.getByRole('button', { name: 'View Map' }).click(ISLAND_LOAD)
      const map = page.getByRole('region', { name: 'Activity map, full screen' })
      await expect(map).toBeVisible()
      await page.getByRole('tab', { name: 'Map' }).click()
      await waitForPins(page)
      await zoomInOnce(map)

      const boxes = await boxesOf([
        ['List tab', map.getByRole('tab', { name: 'List' })],
        ['Map tab', map.getByRole('tab', { name: 'Map' })],
        ['Filters', map.getByRole('button', { name: 'Filters' })],
        ['Close map', map.getByRole('button', { name: 'Close map' })],
        ['search box', map.getByRole('searchbox', { name: 'Search venues' })],
        ['count badge', map.getByTestId('map-count')],
        ['Reset zoom', map.getByRole('button', { name: 'Reset zoom' })],
        ['Exit full screen', map.getByRole('button', { name: 'Exit full screen' })],
        ['Use my location', map.getByRole('button', { name: 'Use my location' })],
        ['Zoom in', map.getByRole('button', { name: 'Zoom in', exact: true })],
        ['Zoom out', map.getByRole('button', { name: 'Zoom out', exact: true })],
      ])
      expect(overlaps(boxes)).toEqual([])
      await expectInside(map, boxes)

      // The zoom works from where it now sits.
      await map.getByRole('button', { name: 'Zoom out', exact: true }).click()
      await expect(map.getByRole('button', { name: 'Reset zoom' })).toHaveCount(0)
    })
  }
})

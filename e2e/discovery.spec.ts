import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * City discovery (spec §2 'City page and map discovery', §4, §5): selectors in the address, the
 * real maplibre map in headless Chromium (SwiftShader WebGL) on the bundled offline basemap,
 * clustered pins from searchActivities, the side-panel stack and the phone's fullscreen map.
 */

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768

/**
 * The island (maplibre, ~300 KB gzip, on SwiftShader WebGL) loads once the section nears the
 * viewport after the page's load event; with two workers on the 2-core machine that took over
 * Playwright's default 10 s in some runs.
 */
const ISLAND_LOAD = { timeout: 30_000 }

async function openMap(page: Page, path: string): Promise<Locator> {
  await page.goto(`${path}#activities-list`)
  const map = page.getByRole('region', { name: /^Activity map/ })
  await expect(map).toBeVisible(ISLAND_LOAD)
  if (isPhone(page) && new URL(page.url()).searchParams.has('activityType')) {
    await map.getByRole('button', { name: 'View Map' }).click()
    await expect(page.getByRole('region', { name: 'Activity map, full screen' })).toBeVisible()
    await page.getByRole('tab', { name: 'Map' }).click()
  }
  // Without an activity type a phone uses the small map in place (spec §5: 'View Map' needs one).
  await expect(page.getByTestId('map-state')).toHaveAttribute('data-pins', /^[1-9]\d*$/, {
    timeout: 30_000,
  })
  return page.getByRole('region', { name: /^Activity map/ })
}

function mapState(page: Page) {
  return page.getByTestId('map-state')
}

async function zoomOf(page: Page): Promise<number> {
  return Number(await mapState(page).getAttribute('data-zoom'))
}

/**
 * The marker of `selector` nearest the map's centre: on a phone the map's own controls cover
 * its top edge, and a visitor taps what is in the middle.
 */
async function centralMarker(page: Page, selector: string): Promise<Locator> {
  const index = await page.locator(selector).evaluateAll((markers) => {
    const frame = document.querySelector('[data-testid="map-state"]')?.parentElement
    const box = frame?.getBoundingClientRect()
    const cx = box ? box.left + box.width / 2 : window.innerWidth / 2
    const cy = box ? box.top + box.height / 2 : window.innerHeight / 2
    let best = 0
    let bestDistance = Infinity
    markers.forEach((marker, i) => {
      const r = marker.getBoundingClientRect()
      const distance = Math.hypot(r.left + r.width / 2 - cx, r.top + r.height / 2 - cy)
      if (distance < bestDistance) {
        best = i
        bestDistance = distance
      }
    })
    return best
  })
  return page.locator(selector).nth(index)
}

/**
 * Waits until the map's markers stop changing. After a move the map searches again, and the
 * answer regroups the clusters: a marker chosen before it came back may be gone (a slow CI host
 * kept clicking one for a minute).
 */
async function markersSettled(page: Page) {
  const labels = () =>
    page
      .locator('button.map-cluster, button.map-pin')
      .evaluateAll((markers) =>
        markers.map((marker) => marker.getAttribute('aria-label')).join('|'),
      )
  let previous: string | null = null
  await expect
    .poll(
      async () => {
        const now = await labels()
        const settled = now === previous
        previous = now
        return settled
      },
      { intervals: [300, 500, 500, 1_000], timeout: 20_000 },
    )
    .toBe(true)
}

/**
 * Clicks the marker of `selector` nearest the map's centre once the markers have settled, and
 * chooses again if they change under the click. Returns the clicked marker's label.
 */
async function clickCentralMarker(page: Page, selector: string): Promise<string> {
  let label = ''
  await expect(async () => {
    await markersSettled(page)
    const marker = await centralMarker(page, selector)
    label = (await marker.getAttribute('aria-label', { timeout: 2_000 })) ?? ''
    await marker.click({ timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  return label
}

/** Clicks clusters until a location pin shows, then the most central pin; returns its label. */
async function openCentralPin(page: Page): Promise<string> {
  const pins = page.locator('button.map-pin')
  for (let attempt = 0; attempt < 8 && (await pins.count()) === 0; attempt++) {
    const before = await zoomOf(page)
    await clickCentralMarker(page, 'button.map-cluster')
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(before)
  }
  await expect(pins.first()).toBeVisible()
  return clickCentralMarker(page, 'button.map-pin')
}

test.describe('city discovery', () => {
  test('city and activity type live in the address, Back and Forward restore them', async ({
    page,
  }) => {
    await page.goto('/#activities-list')
    const island = page.getByRole('region', { name: /^Activity map/ })
    await expect(island).toBeVisible(ISLAND_LOAD)
    const city = page.getByRole('combobox', { name: 'City' }).first()
    await expect(city.locator('option').first()).toHaveText('Select Your City')
    await expect(page.getByText('Select your city to see what activities there are!')).toBeVisible()

    await city.selectOption('manchester')
    await expect(page).toHaveURL(/\/\?city=manchester#activities-list$/)
    await expect(
      page.getByRole('heading', { name: 'Popular Activities in Manchester' }),
    ).toBeVisible()

    await page.getByRole('combobox', { name: 'Activity' }).first().selectOption('yoga')
    await expect(page).toHaveURL(/\?city=manchester&activityType=yoga#activities-list$/)
    await expect(page.getByRole('heading', { name: 'Popular Yoga in Manchester' })).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(/\?city=manchester#activities-list$/)
    await expect(
      page.getByRole('heading', { name: 'Popular Activities in Manchester' }),
    ).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Activity' }).first()).toHaveValue('any')

    await page.goBack()
    await expect(page).toHaveURL(/\/#activities-list$/)
    await expect(city).toHaveValue('')

    await page.goForward()
    await expect(city).toHaveValue('manchester')
  })

  test('a fixed city shows its venue count banner and no city dropdown', async ({ page }) => {
    await page.goto('/london')
    await expect(page.getByText(/^\d+0\+ Venues for London$/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What activities are included?' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveCount(0)
  })

  test(
    'the map draws clustered pins on the offline basemap; the badge counts them',
    { tag: '@phone' },
    async ({ page }) => {
      await openMap(page, '/london')
      await expect(mapState(page)).toHaveAttribute('data-basemap', 'offline')
      const markers = page.locator('button.map-cluster, button.map-pin')
      await expect(markers.first()).toBeVisible()
      const counts = await markers.evaluateAll((buttons) =>
        buttons.map((button) => Number(button.getAttribute('data-count'))),
      )
      const total = counts.reduce((a, b) => a + b, 0)
      expect(total).toBeGreaterThan(0)
      await expect(page.getByTestId('map-count')).toHaveText(
        total === 1 ? '1 activity' : `${total} activities`,
      )
    },
  )

  test(
    'a cluster click zooms in; a pin opens the panel; Back returns to the map',
    { tag: '@phone' },
    async ({ page }) => {
      await openMap(page, '/london')
      const before = await zoomOf(page)
      await clickCentralMarker(page, 'button.map-cluster')
      await expect.poll(() => zoomOf(page)).toBeGreaterThan(before)

      const label = await openCentralPin(page)
      const panel = page.getByTestId('side-panel')
      await expect(panel).toBeVisible()
      const grouped = /^(\d+) activities at (.+)$/.exec(label)
      if (grouped) {
        await expect(panel.getByRole('heading', { level: 3 })).toHaveText(grouped[2] ?? '')
        await panel.getByRole('list', { name: 'Activities' }).getByRole('button').first().click()
        await expect(panel).toHaveAttribute('data-view', 'ACTIVITY_DETAILS')
        await expect(panel.getByRole('region', { name: 'Timetable' })).toBeVisible()
        await panel.getByRole('button', { name: 'Back' }).click()
        await expect(panel).toHaveAttribute('data-view', 'ACTIVITY_LIST')
      } else {
        const title = label.replace(/ at .+$/, '')
        await expect(panel.getByRole('heading', { level: 3 })).toHaveText(title)
        await expect(
          panel.getByRole('img', { name: /^(Rated \d+\.\d \/ 10|No ratings)$/ }).first(),
        ).toBeVisible()
        // The details view proper: timetable and plans.
        await expect(panel.getByRole('region', { name: 'Timetable' })).toBeVisible()
        await expect(panel.getByRole('radio').first()).toBeVisible()
      }
      await panel.getByRole('button', { name: 'Back' }).click()
      await expect(page.getByTestId('side-panel')).toHaveCount(0)
    },
  )

  test(
    'the search box opens the venue list and filters it fuzzily',
    { tag: '@phone' },
    async ({ page }) => {
      await openMap(page, '/bath')
      const search = page.getByRole('searchbox', { name: 'Search venues' })
      await search.click()
      const panel = page.getByTestId('side-panel')
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
        'Access to all of these venues in Bath',
      )
      const list = panel.getByRole('list', { name: 'Venues' })
      const venues = list.getByRole('button')
      await expect(venues.first()).toBeVisible()
      // Until the city's whole list arrives the panel lists the map's venues so far, which may
      // include a neighbouring town's: pick a name from the final list.
      await expect(list).not.toHaveAttribute('aria-busy', 'true')
      const all = await venues.count()
      const name =
        (await venues
          .nth(Math.min(3, all - 1))
          .locator('.name')
          .textContent()) ?? ''
      // Upper case, symbols and extra spaces make no difference (spec §5).
      await search.fill(`  ${name.toUpperCase().split(' ').join('!!  ')} `)
      await expect(venues.first().locator('.name')).toHaveText(name)

      await search.fill('zzzzqqqqxxxx')
      await expect(panel.getByText('No venues match your filters.')).toBeVisible()

      await search.fill('')
      await venues.first().click()
      await expect(panel).toHaveAttribute('data-view', 'ACTIVITY_LIST')
    },
  )

  test('a carousel card shows its activity on the map', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/london#activities-list')
    const carousel = page.getByRole('region', { name: 'Popular Activities in London' })
    const card = carousel.getByRole('button').first()
    await expect(card).toBeVisible({ timeout: 30_000 })
    const title = (await card.locator('.title').textContent()) ?? ''
    await card.click()
    const panel = page.getByTestId('side-panel')
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(title)
  })

  test(
    'the city page with the map open has no accessibility violations',
    { tag: '@phone' },
    async ({ page }) => {
      await openMap(page, '/london')
      await page.getByRole('searchbox', { name: 'Search venues' }).click()
      await expect(page.getByTestId('side-panel')).toBeVisible()
      const results = await new AxeBuilder({ page })
        // maplibre's canvas and its attribution are third-party markup we do not control.
        .exclude('.maplibregl-canvas-container')
        .analyze()
      expect(results.violations).toEqual([])
    },
  )
})

test.describe('city discovery on a phone', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 768, 'phone layout only')

  test(
    'View Map opens the fullscreen map with tabs, filters and close',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/london?activityType=yoga#activities-list')
      await page.getByRole('button', { name: 'View Map' }).click(ISLAND_LOAD)
      const fullscreen = page.getByRole('region', { name: 'Activity map, full screen' })
      await expect(fullscreen).toBeVisible()
      // Focus goes with the map, not to the page behind it.
      await expect(fullscreen).toBeFocused()
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')

      await page.getByRole('searchbox', { name: 'Search venues' }).focus()
      await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByTestId('side-panel')).toBeVisible()

      await page.getByRole('tab', { name: 'Map' }).click()
      await expect(page.getByTestId('side-panel')).toHaveCount(0)

      await page.getByRole('button', { name: 'Filters' }).click()
      const sheet = page.getByRole('dialog', { name: 'Filters' })
      await sheet.getByRole('combobox', { name: 'Activity' }).selectOption('swimming')
      await sheet.getByRole('button', { name: 'Apply filters' }).click()
      await expect(page).toHaveURL(/activityType=swimming/)
      await expect(sheet).toHaveCount(0)
      // With a type chosen, the phone gets the fullscreen toggle (spec §5).
      await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible()

      await page.getByRole('button', { name: 'Close map' }).click()
      await expect(page.getByRole('region', { name: 'Activity map' })).toBeVisible()
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
      // Back on the control that opened it.
      await expect(page.getByRole('button', { name: 'View Map' })).toBeFocused()
    },
  )

  test(
    'turning the phone to landscape leaves full screen as Close does, for good',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/london?activityType=yoga#activities-list')
      await page.getByRole('button', { name: 'View Map' }).click(ISLAND_LOAD)
      await page.getByRole('searchbox', { name: 'Search venues' }).focus()
      await expect(page.getByTestId('side-panel')).toBeVisible()

      // Pixel 5 turned: 851 px is past the phone layout (768 px).
      await page.setViewportSize({ width: 851, height: 393 })
      await expect(page.getByRole('region', { name: 'Activity map' })).toBeVisible()
      // Changing fullscreen clears the view stack (spec §4): no venue list left beside the map.
      await expect(page.getByTestId('side-panel')).toHaveCount(0)
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('')

      await page.setViewportSize({ width: 375, height: 740 })
      await expect(page.getByRole('button', { name: 'View Map' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Activity map, full screen' })).toHaveCount(0)
    },
  )

  test(
    'going full screen keeps the map it had, and the map fills the screen',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/london?activityType=yoga#activities-list')
      const canvas = page.locator('canvas.maplibregl-canvas')
      await expect(canvas).toBeVisible(ISLAND_LOAD)
      // A remounted map (a new canvas and WebGL context) would lose this mark.
      await canvas.evaluate((element) => element.setAttribute('data-before-fullscreen', ''))
      await page.getByRole('button', { name: 'View Map' }).click()
      const fullscreen = page.getByRole('region', { name: 'Activity map, full screen' })
      await expect(fullscreen).toBeVisible()
      await expect(canvas).toHaveAttribute('data-before-fullscreen', '')
      // It resizes a frame after the fullscreen shell has been painted.
      await expect(async () => {
        const area = await fullscreen.boundingBox()
        const map = await canvas.boundingBox()
        expect(area && map).toBeTruthy()
        expect(map!.width).toBeCloseTo(area!.width, 0)
        expect(map!.y + map!.height).toBeCloseTo(area!.y + area!.height, 0)
      }).toPass({ timeout: 10_000 })
    },
  )

  test(
    'the noFullscreenMap experiment hides View Map and the fullscreen toggle',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/london?activityType=yoga&experiments=noFullscreenMap:on#activities-list')
      await expect(page.getByRole('region', { name: 'Activity map' })).toBeVisible(ISLAND_LOAD)
      await expect(page.getByRole('button', { name: 'View Map' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Full screen' })).toHaveCount(0)
    },
  )
})

import type { Cookie, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { ensureDeskData, normalizeDeskPage, signInToDesk } from './support/desk'

/**
 * Pictures of every page kind at 375 px (mobile) and 1,280 px (desktop), compared with the
 * baselines beside this file: a change of styles that moves more than 0.1 % of a picture's
 * pixels fails. Long pages are taken as viewport-high slices so each picture stays small.
 * Frozen: motion (prefers-reduced-motion stops the rotations; CSS animations and transitions are
 * finished), the browser's clock, the caret; masked: the map canvas and the desk's figures,
 * which other tests change.
 *
 * Re-baseline after an intended change: `E2E_PORT=… npx playwright test e2e/visual.spec.ts
 * --update-snapshots` (add `--grep desk` for the desk's pages only).
 */

/** The browser's time in every picture: a Wednesday morning in London. */
const FROZEN_TIME = new Date('2026-12-02T09:30:00Z')

/** At most this share of a picture's pixels may change. */
const MAX_DIFF_PIXEL_RATIO = 0.001

interface PageKind {
  name: string
  path: string
  /** What never looks the same twice (beyond the map, masked everywhere). */
  mask?: (page: Page) => Locator[]
}

const PUBLIC_PAGES: PageKind[] = [
  { name: 'national', path: '/' },
  { name: 'city', path: '/london' },
  { name: 'city-activity', path: '/london/yoga' },
  { name: 'venue-directory', path: '/london/venues' },
  { name: 'venue', path: '/venues/copper-athletic-club-london' },
  { name: 'offer-welcome', path: '/offers/northwind-health-welcome' },
  { name: 'offer-voucher', path: '/offers/larkspur-benefits-voucher' },
  { name: 'offer-streaming', path: '/offers/move_at_home_live' },
  { name: 'partner', path: '/partners/become-a-partner' },
  { name: 'terms', path: '/terms' },
  { name: 'partner-application', path: '/partner-self-signup' },
]

/** The desk's chart draws the last days up to today. */
const deskChart = (page: Page) => [page.locator('main svg')]

/** The desk's pages, normalised (normalizeDeskPage): what other tests wrote does not show. */
const DESK_PAGES: PageKind[] = [
  { name: 'desk-overview', path: '/marketing' },
  { name: 'desk-offers', path: '/marketing/offers' },
  { name: 'desk-leads', path: '/marketing/leads', mask: deskChart },
  { name: 'desk-applications', path: '/marketing/applications' },
]

/**
 * Loads what waits to be scrolled into view (lazy images, the map), then returns to the top:
 * the pictures are taken of the settled page.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100)
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 60)))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  // The map loads once its section has stayed in view (spec §4, the observer throttled 100 ms):
  // on a busy host the quick pass above can go by it, and a CI run then waited 45 s on the skeleton.
  const discovery = page.locator('#activities-list')
  if ((await discovery.count()) > 0) {
    await discovery.scrollIntoViewIfNeeded()
    await expect(page.getByRole('region', { name: 'Activity map' })).toBeAttached({
      timeout: 30_000,
    })
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  }
  await waitForPendingImages(page, 10_000)
  await page.waitForLoadState('networkidle')
  // Back at the top, the sticky bar leaves again.
  await page.waitForTimeout(300)
}

/**
 * Waits, at most `boundMs`, for the fonts and for the images still loading that are rendered (a
 * lazy image in a hidden branch never loads, nor one beyond a carousel's right edge: it is never
 * in a picture).
 */
async function waitForPendingImages(page: Page, boundMs: number) {
  await page.evaluate(async (boundMs) => {
    await document.fonts.ready
    const inPicture = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect()
      return image.getClientRects().length > 0 && box.right > 0 && box.left < window.innerWidth
    }
    const pending = Array.from(document.images).filter(
      (image) => !image.complete && inPicture(image),
    )
    await Promise.race([
      Promise.all(
        pending.map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve)
              image.addEventListener('error', resolve)
            }),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, boundMs)),
    ])
  }, boundMs)
}

/** The page's height once it has stopped changing (late layout after fonts and images). */
async function stableHeight(page: Page): Promise<number> {
  const read = () => page.evaluate(() => document.documentElement.scrollHeight)
  let previous = await read()
  for (;;) {
    await page.waitForTimeout(250)
    const height = await read()
    if (height === previous) return height
    previous = height
  }
}

/**
 * Pictures of the whole page, one viewport high each, compared with their baselines.
 *
 * One picture of the whole page, cut into slices here: a full-page capture per slice (what
 * toHaveScreenshot with a clip takes, twice or more while it waits for two alike) cost the suite
 * minutes on a 2-core host. While any slice differs the page is measured and taken again, whole,
 * once its pending images have loaded: on a busy host an image or a late layout can land after
 * the first picture (a CI run once retook /london's for its 30 s, then passed on the retry).
 */
async function expectPageSlices(
  page: Page,
  kind: PageKind,
  normalize?: (page: Page) => Promise<void>,
) {
  await settle(page)
  await normalize?.(page)
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('the project sets a viewport')
  const mask = [
    page.locator('canvas'),
    // The footer's copyright year comes from the server's clock.
    page.getByText(/^© \d{4} /),
    ...(kind.mask?.(page) ?? []),
  ]
  let tries = 0
  await expect(async () => {
    tries += 1
    if (tries > 1) await waitForPendingImages(page, 5_000)
    const height = await stableHeight(page)
    const whole = await page.screenshot({
      fullPage: true,
      mask,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    })
    const wholeHeight = (await sharp(whole).metadata()).height ?? 0
    // The page grew or shrank while it was taken: measure and take it again.
    expect(wholeHeight, `${kind.path}: the picture's height against the page's`).toBe(height)
    for (let index = 0, top = 0; top < height; index += 1, top += viewport.height) {
      const slice = await sharp(whole)
        .extract({
          left: 0,
          top,
          width: viewport.width,
          height: Math.min(viewport.height, height - top),
        })
        .png()
        .toBuffer()
      expect(slice, `${kind.path} from ${top}px`).toMatchSnapshot(
        `${kind.name}-${String(index + 1).padStart(2, '0')}.png`,
        { maxDiffPixelRatio: MAX_DIFF_PIXEL_RATIO },
      )
    }
  }).toPass({ timeout: 45_000, intervals: [500, 1_000] })
  // In CI's log: how often the first picture is not the settled page, and on which pages.
  if (tries > 1) console.log(`${kind.path}: the pictures matched on try ${tries}`)
}

test.describe('how every page kind looks', { tag: '@phone' }, () => {
  test.use({ reducedMotion: 'reduce' })

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(FROZEN_TIME)
  })

  for (const kind of PUBLIC_PAGES) {
    test(`${kind.name} (${kind.path})`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.goto(kind.path)
      await expectPageSlices(page, kind)
    })
  }

  test.describe('the desk', () => {
    test('desk-sign-in (/marketing/sign-in)', async ({ page }) => {
      test.setTimeout(120_000)
      await page.goto('/marketing/sign-in')
      await expectPageSlices(page, { name: 'desk-sign-in', path: '/marketing/sign-in' })
    })

    /**
     * The desk's data and a signed-in admin's cookies, made once per worker and reused by its
     * other desk pictures (each had filled in a partner application and signed in again).
     */
    let deskCookies: Cookie[] | undefined

    for (const kind of DESK_PAGES) {
      test(`${kind.name} (${kind.path})`, async ({ page, baseURL }) => {
        test.setTimeout(120_000)
        if (deskCookies) {
          await page.context().addCookies(deskCookies)
          await page.goto(kind.path)
        }
        if (!deskCookies || new URL(page.url()).pathname === '/marketing/sign-in') {
          await ensureDeskData(page, baseURL ?? '')
          await signInToDesk(page)
          deskCookies = await page.context().cookies()
          await page.goto(kind.path)
        }
        await expectPageSlices(page, kind, normalizeDeskPage)
      })
    }
  })
})

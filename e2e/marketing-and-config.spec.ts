import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { ACCOUNT_ORIGIN, firstSitemapPath } from './support/landing'

/**
 * Marketing calls from the browser (spec §7) and the landing-page gaps the spec leaves: the
 * callsign and the actions with UTM values, 'Click CTA', the header's 'Sign in', the config
 * fields on their seeded pages, failed lazy chunks and the 'View Map' rule.
 */

const CALLSIGN_KEY = 'move_callsign'
const UTM = {
  utm_source: 'newsletter',
  utm_campaign: 'spring-launch',
  utm_medium: 'email',
  utm_term: 'yoga classes',
  utm_content: 'hero-button',
}
const ISLAND_LOAD = { timeout: 30_000 }

const isCallsignRequest = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/api/2/visitor/callsign'

interface Sent {
  url: string
  body: string
}

/**
 * Everything the page POSTs: fetches as Playwright sees them, and beacons through a wrapper of
 * navigator.sendBeacon (Playwright does not expose a beacon's Blob body). A beacon is sent as
 * the page is left, so navigations away are held back a moment for its body to be read.
 */
async function recordPosts(page: Page): Promise<Sent[]> {
  const sent: Sent[] = []
  await page.exposeFunction('__e2eBeacon', (url: string, body: string) => {
    sent.push({ url: new URL(url, page.url()).toString(), body })
  })
  await page.addInitScript(() => {
    const original = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      const record = (window as unknown as { __e2eBeacon: (u: string, b: string) => void })
        .__e2eBeacon
      if (data instanceof Blob) void data.text().then((text) => record(String(url), text))
      else record(String(url), String(data ?? ''))
      return original(url, data)
    }
  })
  page.on('request', (request) => {
    if (request.method() !== 'POST' || request.resourceType() === 'ping') return
    sent.push({ url: request.url(), body: request.postData() ?? '' })
  })
  return sent
}

/** The marketing actions among the posts, as form fields. */
function actionsIn(sent: Sent[]): Array<Record<string, string>> {
  return sent
    .filter((post) => /\/api\/2\/visitors\/[^/]+\/action$/.test(post.url))
    .map((post) => Object.fromEntries(new URLSearchParams(post.body)))
}

/** The analytics events among the posts. */
function eventsIn(sent: Sent[]): Array<Record<string, unknown>> {
  return sent
    .filter((post) => new URL(post.url).pathname === '/api/events')
    .flatMap(
      (post) =>
        (JSON.parse(post.body || '{}') as { events?: Array<Record<string, unknown>> }).events ?? [],
    )
}

/** Holds navigations to `pattern` back briefly, so the leaving page's beacons are recorded. */
async function delayNavigation(page: Page, pattern: string) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.fallback()
  })
}

test.describe('marketing calls', () => {
  test('a first visit gets a callsign; actions carry it and the page URL’s UTM values', async ({
    page,
  }) => {
    const sent = await recordPosts(page)
    const actions = () => actionsIn(sent)
    const callsignResponse = page.waitForResponse((response) =>
      isCallsignRequest(response.request()),
    )
    await page.goto(`/london?${new URLSearchParams(UTM)}`)
    const response = await callsignResponse
    expect(response.status()).toBe(200)
    const { visitor_id: callsign } = (await response.json()) as { visitor_id: string }
    expect(callsign).toMatch(/^[0-9a-f-]{36}$/)
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), CALLSIGN_KEY))
      .toBe(callsign)

    await expect
      .poll(() => actions().find((action) => action.action === 'PageView'))
      .toEqual({
        action: 'PageView',
        callsign,
        source: 'direct',
        target: '/london',
        ...UTM,
      })
    // The server stored it: 204, not an error.
    const stored = await page.request.post(`/api/2/visitors/${callsign}/action`, {
      form: { action: 'Check', source: 'e2e', target: '/london' },
    })
    expect(stored.status()).toBe(204)

    // A later page reuses the callsign: no second request for one.
    let asked = false
    page.on('request', (request) => {
      if (isCallsignRequest(request)) asked = true
    })
    await page.goto('/bath?utm_source=partner-site')
    await expect
      .poll(() => actions().find((action) => action.target === '/bath'))
      .toMatchObject({ action: 'PageView', callsign, utm_source: 'partner-site' })
    expect(actions().find((action) => action.target === '/bath')?.utm_campaign).toBeUndefined()
    expect(asked).toBe(false)
  })

  test("a CTA click is 'Click CTA' in analytics and a marketing action, sent as the page is left", async ({
    page,
  }) => {
    const sent = await recordPosts(page)
    await page.goto('/partners/become-a-partner?utm_source=fair')
    await expect.poll(() => actionsIn(sent).some((a) => a.action === 'PageView')).toBe(true)
    await delayNavigation(page, '**/partner-self-signup**')

    const hero = page.getByRole('main').getByRole('region').first()
    const cta = hero.getByRole('link', { name: 'Become a Partner' })
    const href = new URL((await cta.getAttribute('href')) ?? '', page.url()).toString()
    await cta.click()
    await page.waitForURL(/\/partner-self-signup/)

    await expect
      .poll(() => actionsIn(sent).find((action) => action.action === 'ClickCTA'))
      .toMatchObject({ source: 'hero', target: href, utm_source: 'fair' })
    await expect
      .poll(() => eventsIn(sent).find((event) => event.name === 'Click CTA'))
      .toMatchObject({
        kind: 'track',
        path: '/partners/become-a-partner',
        properties: { action: 'buy', elementLocation: 'hero', elementText: 'Become a Partner' },
      })
  })

  test('the email capture is reported to the marketing host before the lead route', async ({
    page,
  }) => {
    const sent = await recordPosts(page)
    await page.route(`${ACCOUNT_ORIGIN}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Sign up</title>' }),
    )
    await page.goto('/bath?utm_campaign=autumn')
    await expect.poll(() => actionsIn(sent).some((a) => a.action === 'PageView')).toBe(true)
    await delayNavigation(page, '**/store-cookies**')
    const hero = page.getByRole('main').getByRole('region').first()
    await hero.getByRole('textbox', { name: 'Email address' }).fill('sam@example.com')
    await hero.getByRole('button').last().click()
    await page.waitForURL(`${ACCOUNT_ORIGIN}/**`)
    await expect
      .poll(() => actionsIn(sent).find((action) => action.action === 'EmailCapture'))
      .toMatchObject({ source: 'hero', target: '/store-cookies', utm_campaign: 'autumn' })
    expect(JSON.stringify(actionsIn(sent))).not.toContain('sam@example.com')
  })
})

test.describe('landing config fields', () => {
  test("the header links 'Sign in' to the page's signInUrl", async ({ page }) => {
    await page.goto('/london')
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }),
    ).toHaveAttribute('href', `${ACCOUNT_ORIGIN}/signin`)
    await page.goto('/partners/become-a-partner')
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }),
    ).toHaveAttribute('href', 'https://partners.example.com/signin')
  })

  test(
    'ctaConfig.citySelect: the national hero’s city select sets the city, and the sign-up link carries it',
    { tag: '@phone' },
    async ({ page }) => {
      await page.route(`${ACCOUNT_ORIGIN}/**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Sign up</title>' }),
      )
      await page.goto('/')
      const hero = page.getByRole('main').getByRole('region').first()
      const select = hero.getByRole('combobox', { name: 'Choose your city' })
      await expect(select.locator('option').first()).toHaveText('Select Your City')
      await select.selectOption('manchester')
      await expect(page).toHaveURL(/\/\?city=manchester#activities-list$/)
      await hero.getByRole('button', { name: 'See activities' }).click()
      await expect(
        page.getByRole('heading', { name: 'Popular Activities in Manchester' }),
      ).toBeVisible(ISLAND_LOAD)
      await expect(
        page.locator('#activities-list').getByRole('combobox', { name: 'City' }),
      ).toHaveValue('manchester')

      await hero.getByRole('textbox', { name: 'Email address' }).fill('pat@example.com')
      await hero.getByRole('button', { name: 'Try for £1' }).click()
      await page.waitForURL(`${ACCOUNT_ORIGIN}/**`)
      expect(new URL(page.url()).searchParams.get('context_ref_city')).toBe('manchester')
    },
  )

  test('layoutConfig.furtherInfo: links to the page’s own answers under the CTA', async ({
    page,
  }) => {
    await page.goto('/london')
    const info = page.getByRole('navigation', { name: 'Further information' })
    await expect(info.getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '#how-it-works',
    )
    await expect(info.getByRole('link', { name: 'Tempted? Learn More' })).toHaveAttribute(
      'href',
      '#learn-more',
    )
    await page.goto('/birmingham')
    await expect(page.getByRole('navigation', { name: 'Further information' })).toHaveCount(0)
  })

  test("layoutConfig.howItWorksVariant 'compact': the steps in a row, no path", async ({
    page,
  }) => {
    await page.goto('/glasgow')
    const steps = page.locator('#how-it-works ol')
    await expect(steps).toHaveAttribute('data-variant', 'compact')
    await expect(steps.locator('[data-part="path"]')).toHaveCount(0)
    await page.goto('/london')
    await expect(page.locator('#how-it-works ol')).toHaveAttribute('data-variant', 'steps')
  })

  test('every page kind shows the three static review badges; trust-widget ids link them', async ({
    page,
  }) => {
    const venuePath = await firstSitemapPath(page, 'venues')
    for (const path of [
      '/london',
      '/offers/larkspur-benefits-voucher',
      '/partners/become-a-partner',
      venuePath,
    ]) {
      await page.goto(path)
      const badges = page.getByRole('list', { name: 'Our reviews' }).getByRole('listitem')
      await expect(badges, path).toHaveText([
        /Facebook\s*8\/10 from 289 reviews/,
        /Google\s*10\/10 from 254 reviews/,
        /Trustpilot\s*8\/10 from 164 reviews/,
      ])
    }
    await page.goto('/london')
    await expect(page.getByRole('link', { name: /on Google$/ })).toHaveAttribute(
      'href',
      /^https:\/\/search\.google\.com\/local\/reviews\?placeid=/,
    )
    // The Voucher offer has no Google id: its Google badge shows, unlinked.
    await page.goto('/offers/larkspur-benefits-voucher')
    await expect(page.getByRole('link', { name: /on Google$/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /on Trustpilot$/ })).toHaveCount(1)
  })

  test(
    'imageUrl / mobileImageUrl replace the header image',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/offers/northwind-health-welcome')
      const image = page.locator('img[data-header-image="config"]')
      const phone = (page.viewportSize()?.width ?? 1280) < 768
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(phone ? /\/header\/generic\/640x480\.jpg$/ : /\/header\/generic\/1280x640\.jpg$/)
      await page.goto('/manchester')
      await expect(page.locator('img[data-header-image="config"]')).toHaveCount(0)
    },
  )

  test("the config's activityTypeOptions are the selector's options", async ({ page }) => {
    await page.goto('/offers/kestrel-rewards-offer#activities-list')
    const selector = page.locator('#activities-list').getByRole('combobox', { name: 'Activity' })
    await expect(page.getByRole('region', { name: /^Activity map/ })).toBeVisible(ISLAND_LOAD)
    const options = await selector.first().locator('option').allTextContents()
    expect(options[0]).toBe('Any activity')
    expect(options.length).toBeGreaterThan(1)
    for (const option of options.slice(1)) {
      expect(['Yoga', 'Fitness Classes', 'Swimming']).toContain(option)
    }
    await page.goto('/brighton#activities-list')
    await expect(page.getByRole('region', { name: /^Activity map/ })).toBeVisible(ISLAND_LOAD)
    const all = await page
      .locator('#activities-list')
      .getByRole('combobox', { name: 'Activity' })
      .first()
      .locator('option')
      .allTextContents()
    expect(all.length).toBeGreaterThan(options.length)
  })

  test('the discovery teaser cycles the words with the pin demo', async ({ page }) => {
    await page.goto('/london')
    const teaser = page.locator('#activities').getByText(/^Find /)
    await teaser.scrollIntoViewIfNeeded()
    await expect(teaser.locator('[data-word]')).toHaveText('Dance')
    await expect(page.locator('[data-active="true"] [data-pin]')).toHaveAttribute(
      'data-pin',
      'dance',
    )
    // The next word and its pin after 3000 ms (generous: the map loads beside it on a busy CPU).
    await expect(page.locator('[data-active="true"] [data-pin]')).toHaveAttribute(
      'data-pin',
      'classes',
      { timeout: 15_000 },
    )
    await expect(teaser.locator('[data-word]')).toHaveText(/^F(i(t(n(e(s(s)?)?)?)?)?)?$/)
  })
})

test.describe('failed lazy chunks', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|net::ERR_FAILED/] })

  test('the map chunk: the spec’s message and a retry, never “Could not get config”', async ({
    page,
  }) => {
    await page.goto('/london')
    // Every chunk asked for from now on fails, as on a connection that dropped.
    await page.route('**/_next/static/chunks/**', (route) => route.abort('failed'))
    await page.locator('#activities-list').scrollIntoViewIfNeeded()
    const alert = page.getByRole('alert').filter({ hasText: 'Loading chunk discovery-map failed' })
    await expect(alert).toBeVisible(ISLAND_LOAD)
    await expect(alert).toContainText('(error)')
    await expect(page.getByText(/Could not get config/)).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await page.unroute('**/_next/static/chunks/**')
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('region', { name: /^Activity map/ })).toBeVisible(ISLAND_LOAD)
  })

  test('the modal chunk: the button says so and retries', async ({ page }) => {
    await page.goto('/london')
    await page.route('**/_next/static/chunks/**', (route) => route.abort('failed'))
    const steps = page.locator('#how-it-works')
    const opener = steps.getByRole('button', { name: /Find out more|discover more/ }).first()
    await opener.scrollIntoViewIfNeeded()
    await opener.click()
    const alert = steps.getByRole('alert')
    await expect(alert).toContainText('Loading chunk modal failed')
    await expect(page.getByText(/Could not get config/)).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.unroute('**/_next/static/chunks/**')
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})

test.describe("'View Map' on a phone", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 768, 'phone layout only')

  test(
    'shows only with an activity type chosen and noFullscreenMap off',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/london#activities-list')
      await expect(page.getByRole('region', { name: 'Activity map' })).toBeVisible(ISLAND_LOAD)
      await expect(page.getByRole('button', { name: 'View Map' })).toHaveCount(0)

      await page.goto('/london?activityType=yoga#activities-list')
      await page.getByRole('button', { name: 'View Map' }).click(ISLAND_LOAD)
      await expect(page.getByRole('region', { name: 'Activity map, full screen' })).toBeVisible()

      await page.goto('/london?activityType=yoga&experiments=noFullscreenMap:on#activities-list')
      await expect(page.getByRole('region', { name: 'Activity map' })).toBeVisible(ISLAND_LOAD)
      await expect(page.getByRole('button', { name: 'View Map' })).toHaveCount(0)
    },
  )
})

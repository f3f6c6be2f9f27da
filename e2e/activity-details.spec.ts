import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Activity details, plans and links out: a shared `?activity=` link rendered on the
 * server and opened by the island, the day strip, each plan card with its live pricing, the
 * plan CTA and Book Now with every query parameter, the pricing experiment's tabs in a Welcome
 * offer, and the '.ics' download.
 */

interface ListedActivity {
  id: string
  title: string
  discoveryMemberAllowed: boolean
  lat: number | null
  timeslots: { day_of_week: string }[]
}

async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

/**
 * An activity with sessions on at least two days and a position, optionally by discovery rule:
 * the city's list, then the candidates' timeslots from activity(id), five at a time (a whole
 * city's timeslots in one query is over the API's cost limit).
 */
async function pickActivity(
  request: APIRequestContext,
  city: string,
  discoveryAllowed?: boolean,
): Promise<ListedActivity> {
  const listed = await graphql<{
    activities: { activities: Array<Omit<ListedActivity, 'timeslots'>> }
  }>(
    request,
    `
      query ($city: String!) {
        activities(city: $city) {
          activities {
            id
            title
            discoveryMemberAllowed
            lat
          }
        }
      }
    `,
    { city },
  )
  const candidates = listed.activities.activities.filter(
    (a) =>
      a.lat !== null &&
      (discoveryAllowed === undefined || a.discoveryMemberAllowed === discoveryAllowed),
  )
  for (let i = 0; i < candidates.length; i += 5) {
    const batch = candidates.slice(i, i + 5)
    const details = await graphql<Record<string, Pick<ListedActivity, 'timeslots'>>>(
      request,
      `{ ${batch.map((a, j) => `a${j}: activity(id: "${a.id}") { timeslots { day_of_week } }`).join(' ')} }`,
    )
    for (const [j, activity] of batch.entries()) {
      const timeslots = details[`a${j}`]!.timeslots
      if (new Set(timeslots.map((slot) => slot.day_of_week)).size >= 2) {
        return { ...activity, timeslots }
      }
    }
  }
  throw new Error(`no suitable activity in ${city}`)
}

/**
 * The island's side panel with the activity's details, once the island has taken over. The
 * cookie notice is dismissed first, as a visitor would: on a phone it covers the panel's foot.
 */
async function detailsPanel(page: Page): Promise<Locator> {
  const panel = page.getByTestId('side-panel')
  await expect(panel).toBeVisible({ timeout: 30_000 })
  await expect(panel).toHaveAttribute('data-view', 'ACTIVITY_DETAILS')
  const notice = page.getByRole('region', { name: 'Cookie notice' })
  if (await notice.isVisible()) {
    await notice.getByRole('button').click()
    await expect(notice).toBeHidden()
  }
  return panel
}

function paramsOf(href: string | null): URLSearchParams {
  expect(href).not.toBeNull()
  return new URL(href as string).searchParams
}

test.describe('activity details', () => {
  test(
    'a shared link renders the activity on the server and opens it on the map',
    { tag: '@phone' },
    async ({ page, request }) => {
      const activity = await pickActivity(request, 'london')
      const response = await page.goto(`/london?activity=${activity.id}`)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(activity.title)} at .+ \\| Move$`))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/london$/)
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      const venue = jsonLd
        .flatMap((text) => [JSON.parse(text) as unknown].flat() as Record<string, unknown>[])
        .find(
          (item) => item['@type'] === 'ExerciseGym' || item['@type'] === 'SportsActivityLocation',
        )
      expect(venue).toMatchObject({
        address: { '@type': 'PostalAddress' },
        geo: { '@type': 'GeoCoordinates' },
      })

      const panel = await detailsPanel(page)
      await expect(panel.getByRole('heading', { name: activity.title })).toBeVisible()
      await expect(panel.getByRole('region', { name: 'Timetable' })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`[?&]activity=${activity.id}`))

      // Closing the details takes the activity out of the address.
      await panel.getByRole('button', { name: 'Close panel' }).click()
      await expect(page).not.toHaveURL(/[?&]activity=/)
    },
  )

  test('the server-rendered details work without JavaScript', async ({ browser, request }) => {
    const activity = await pickActivity(request, 'bath')
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/bath?activity=${activity.id}`)
    const preview = page.getByTestId('shared-activity')
    await expect(preview.getByRole('heading', { name: activity.title })).toBeVisible()
    // The whole week, day by day, with the spec's am/pm times.
    const week = preview.getByRole('region', { name: 'Timetable' })
    await expect(week.getByText('Monday')).toBeVisible()
    await expect(week.getByText(/\d{1,2}:\d{2}(am|pm)/).first()).toBeVisible()
    const bookNow = paramsOf(
      await preview.getByRole('link', { name: 'Book Now' }).getAttribute('href'),
    )
    expect(bookNow.get('context_ref_id')).toBe(activity.id)
    expect(bookNow.get('context_ref_source')).toBe('activity')
    await context.close()
  })

  test('days, plans, pricing and the links out', { tag: '@phone' }, async ({ page, request }) => {
    const activity = await pickActivity(request, 'london', true)
    await page.goto(`/london?activity=${activity.id}`)
    const panel = await detailsPanel(page)

    // The day strip: the selected day shows its sessions or says there are none.
    const days = panel.getByRole('tablist', { name: 'Day of the week' })
    for (const day of ['Monday', 'Wednesday', 'Saturday']) {
      await days.getByRole('tab', { name: day }).click()
      await expect(days.getByRole('tab', { name: day })).toHaveAttribute('aria-selected', 'true')
      const sessions = panel.getByRole('list', { name: `Sessions on ${day}` })
      const empty = panel.getByText('Not available on this day')
      await expect(sessions.or(empty)).toBeVisible()
    }
    await panel.getByRole('button', { name: 'Today' }).click()

    // Plans: pricing loads, then every open plan can be chosen and its CTA carries its product.
    await expect(panel.getByText('Loading...')).toHaveCount(0, { timeout: 15_000 })
    const plans = panel.getByRole('radio')
    await expect(plans).toHaveCount(3)
    await expect(panel.getByText('Most popular plan')).toBeVisible()
    // Each paid card says what this activity costs on it, from the live activityPricing.
    await expect(
      panel
        .getByRole('listitem')
        .filter({ hasText: /monthly visits|Not included on this plan|unlimited visits|Top-up/ })
        .first(),
    ).toBeVisible()
    await expect(panel.getByText(/ per visit/).first()).toBeVisible()
    const buttonTexts: string[] = []
    for (let i = 0; i < 3; i++) {
      const plan = plans.nth(i)
      if (await plan.isDisabled()) continue
      // The card's title is the radio's label: what a visitor taps.
      await panel.locator(`label[for="${await plan.getAttribute('id')}"]`).click()
      await expect(plan).toBeChecked()
      const cta = panel.getByRole('link', {
        name: /^(Start free trial|Buy membership|Try for £1)$/,
      })
      const text = (await cta.textContent()) ?? ''
      buttonTexts.push(text)
      const params = paramsOf(await cta.getAttribute('href'))
      expect(params.get('context')).toBeTruthy()
      expect(params.get('context_ref_city')).toBe('london')
      expect(params.get('continue')).toMatch(/^https?:\/\//)
      expect(params.get('challenge_3ds')).toMatch(/^(true|false)$/)
      expect(params.get('product_info_id')).toMatch(/^\d+$/)
      expect(params.get('product_type')).toBe(
        {
          'Start free trial': 'FullMembership',
          'Buy membership': 'MoveFive',
          'Try for £1': 'DiscoveryMembership',
        }[text],
      )
      expect(params.get('passport_id')).toMatch(/^\d+$/)
      expect(params.has('package_id')).toBe(false)
    }
    expect(buttonTexts.length).toBeGreaterThanOrEqual(2)

    const bookNow = paramsOf(
      await panel.getByRole('link', { name: 'Book Now' }).getAttribute('href'),
    )
    expect(bookNow.get('context_ref_id')).toBe(activity.id)
    expect(bookNow.get('context_ref_source')).toBe('activity')

    const results = await new AxeBuilder({ page }).include('[data-testid="side-panel"]').analyze()
    expect(results.violations).toEqual([])
  })

  test('the Discovery plan is disabled where the activity is not on discovery', async ({
    page,
    request,
  }) => {
    const activity = await pickActivity(request, 'london', false)
    await page.goto(`/london?activity=${activity.id}`)
    const panel = await detailsPanel(page)
    await expect(panel.getByText('Loading...')).toHaveCount(0, { timeout: 15_000 })
    const taster = panel.getByRole('radio', { name: /Taster/ })
    await expect(taster).toBeDisabled()
    await expect(panel.getByText("This activity isn't included in the taster")).toBeVisible()
  })

  test('the pricing experiment: Info and Price plans tabs in a Welcome offer', async ({
    page,
    request,
  }) => {
    const activity = await pickActivity(request, 'manchester')
    await page.goto(`/offers/northwind-health-welcome?activity=${activity.id}`)
    const panel = await detailsPanel(page)
    const tabs = panel.getByRole('tablist', { name: 'Activity details' })
    await expect(tabs.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true')
    await expect(panel.getByRole('link', { name: 'Book Now' })).toBeVisible()
    await tabs.getByRole('tab', { name: 'Price plans' }).click()
    await expect(panel.getByRole('radio')).toHaveCount(3)
    await expect(panel.getByRole('link', { name: 'Book Now' })).toBeHidden()
  })

  test('Add to calendar downloads an iCalendar file for the next session', async ({
    page,
    request,
  }) => {
    const activity = await pickActivity(request, 'london')
    await page.goto(`/london?activity=${activity.id}`)
    const panel = await detailsPanel(page)
    const days = panel.getByRole('tablist', { name: 'Day of the week' })
    await days.getByRole('tab', { name: activity.timeslots[0]!.day_of_week }).click()
    const link = panel.getByRole('link', { name: /^Add to calendar/ }).first()
    const download = page.waitForEvent('download')
    await link.click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.ics$/)
    const text = await (await request.get((await link.getAttribute('href')) as string)).text()
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(text).toContain(`SUMMARY:`)
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/)
    expect(text).toMatch(/END:VCALENDAR\r\n$/)
  })

  test.describe('when the API answers 503', () => {
    // Chromium logs the 503 itself; what the page logs is the warning checked below.
    test.use({ expectedConsoleErrors: [/Failed to load resource: .* status of 503/] })

    test('a failed pricing request: the spec error catalogue in the console, the message on the card', async ({
      page,
      request,
    }) => {
      const activity = await pickActivity(request, 'london', true)
      const warnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text())
      })
      // yoga's own answer to an overloaded server: a GraphQL error body with status 503.
      await page.route('**/graphql', async (route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null
        if (body?.operationName !== 'GetActivityPricing') return route.fallback()
        await route.fulfill({
          status: 503,
          contentType: 'application/graphql-response+json; charset=utf-8',
          body: JSON.stringify({
            errors: [{ message: 'Busy', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
          }),
        })
      })
      await page.goto(`/london?activity=${activity.id}`)
      const panel = await detailsPanel(page)
      await expect(
        panel.getByText('Failed to load pricing information. Please refresh the page'),
      ).toBeVisible({ timeout: 15_000 })
      expect(warnings).toContain(
        '[Network error]: ServerError: Response not successful: Received status code 503',
      )
    })
  })
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

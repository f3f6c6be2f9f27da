import AxeBuilder from '@axe-core/playwright'
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, HTTP_ONLY, test } from './fixtures'
import { E2E_ADMIN } from './support/desk'

/** The e2e server's first admin (MARKETING_PASSWORD in playwright.config.ts). */
const { email: ADMIN_EMAIL, password: PASSWORD } = E2E_ADMIN
const DRAFT = '/offers/kestrel-rewards-preview'
const DRAFT_HEADING = 'Coming soon for Kestrel Rewards members'

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
}

test.describe('the marketing desk', () => {
  test.use({
    permissions: ['clipboard-read', 'clipboard-write'],
    // The draft is asked for once without preview (404), a wrong password answers 401.
    // One pattern: Playwright would read a second array element as the option's settings.
    expectedConsoleErrors: [
      /status of (404 .*\/offers\/kestrel-rewards-preview|401 .*\/marketing\/sign-in)\)$/,
    ],
  })

  test('sign in, find and preview a draft, build a campaign link, read the chart, download the CSV', async ({
    page,
    baseURL,
  }, testInfo) => {
    // A long journey (eight pages, five axe runs) on a busy machine.
    test.setTimeout(180_000)
    const tag = `${testInfo.project.name}-${Date.now().toString(36)}`
    const email = `desk-${tag}@example.com`
    const campaign = `desk-e2e-${tag}`

    await test.step('a visitor leaves a lead from a campaign link', async () => {
      const query = new URLSearchParams({
        utm_capture_email: email,
        landing: '/london',
        utm_source: 'e2e',
        utm_medium: 'email',
        utm_campaign: campaign,
      })
      const response = await page.request.get(`/store-cookies?${query}`, {
        maxRedirects: 0,
        headers: { referer: `${baseURL}/london` },
      })
      expect(response.status()).toBe(303)
    })

    await test.step('the desk asks for an email and password, and refuses a wrong one', async () => {
      await page.goto('/marketing/leads')
      await expect(page).toHaveURL(/\/marketing\/sign-in\?next=%2Fmarketing%2Fleads$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Move marketing desk')
      await expectNoAxeViolations(page)
      await page.getByLabel('Email').fill(ADMIN_EMAIL)
      await page.getByLabel('Password').fill('not the password')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('alert')).toHaveText(
        'That email and password do not match an account. Please try again.',
      )
      await expect(page.getByLabel('Email')).toHaveValue(ADMIN_EMAIL)
      await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page)
    })

    await test.step('signed in, staff land where they were going', async () => {
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/marketing\/leads$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads and funnel')
      const cookie = (await page.context().cookies()).find(
        (each) => each.name === 'move_desk.session_token',
      )
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/marketing' })
    })

    await test.step('the overview', async () => {
      await page
        .getByRole('navigation', { name: 'Marketing desk' })
        .getByRole('link', { name: 'Overview' })
        .click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketing desk')
      await expect(page.getByText(/\d+ draft pages? waiting to go live/)).toBeVisible()
      await expectNoAxeViolations(page)
    })

    await test.step('find the draft among the offers and preview it', async () => {
      await page.getByRole('link', { name: 'Offers', exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers')
      await page.getByLabel('Status').selectOption('draft')
      await page.getByRole('button', { name: 'Show' }).click()
      await expect(page).toHaveURL(/status=draft/)
      const table = page.getByRole('region', { name: 'Product and partner pages' })
      const row = table.getByRole('row').filter({ hasText: DRAFT })
      await expect(row).toContainText('Draft')
      await expect(row).toContainText('Kestrel')
      await expectNoAxeViolations(page)
      await row.getByRole('button', { name: `Preview ${DRAFT}` }).click()
      await expect(page).toHaveURL(new RegExp(`${DRAFT}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_HEADING)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })

    await test.step('and leave preview again', async () => {
      await page.goto('/marketing/offers')
      await expect(
        page.getByRole('status').filter({ hasText: 'Draft preview is on' }),
      ).toBeVisible()
      await page.getByRole('button', { name: 'Leave preview' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: 'Draft preview is off' }),
      ).toBeVisible()
      expect((await page.request.get(DRAFT)).status()).toBe(404)
    })

    await test.step('build a campaign link and copy it', async () => {
      await page.getByLabel('Page', { exact: true }).fill('/london')
      await page.getByLabel('Source (utm_source)').fill('newsletter')
      await page.getByLabel('Medium (utm_medium)').fill('email')
      await page.getByRole('button', { name: 'Build link' }).click()
      // The campaign was left out: the form says so, next to the field.
      await expect(page.getByLabel('Campaign (utm_campaign)')).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      await expect(page.getByText('Enter the campaign.')).toBeVisible()
      await page.getByLabel('Campaign (utm_campaign)').fill('Winter 2027')
      await page.getByRole('button', { name: 'Build link' }).click()
      const expected = `${baseURL}/london?utm_source=newsletter&utm_medium=email&utm_campaign=Winter+2027`
      await expect(page.getByLabel('Your campaign link')).toHaveValue(expected)
      await page.getByRole('button', { name: 'Copy link' }).click()
      await expect(page.getByText('Link copied.')).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected)
      await expectNoAxeViolations(page)
    })

    await test.step('read the chart and the campaign figures', async () => {
      await page.getByRole('link', { name: 'Leads', exact: true }).click()
      await page.getByRole('link', { name: 'Last 7 days' }).click()
      await expect(page).toHaveURL(/days=7/)
      const chart = page.getByRole('img', { name: /^Leads per day, last 7 days: [\d,]+ leads?/ })
      await expect(chart).toBeVisible()
      await expect(chart.locator('rect')).toHaveCount(7)
      await page.getByText('Leads per day as a table').click()
      const days = page.getByRole('region', { name: 'Leads per day' }).getByRole('row')
      await expect(days).toHaveCount(8)
      const today = await days.last().getByRole('cell').textContent()
      expect(Number(today?.replace(/,/g, ''))).toBeGreaterThanOrEqual(1)
      const campaignRow = page
        .getByRole('region', { name: 'By campaign (utm_campaign): table' })
        .getByRole('row')
        .filter({ hasText: campaign })
      await expect(campaignRow.getByRole('cell').nth(2)).toHaveText('1')
      await expectNoAxeViolations(page)
    })

    await test.step('download the leads as CSV', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /Download the last 7 days/ }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^move-leads-\d{4}-\d{2}-\d{2}\.csv$/)
      const text = await readFile((await download.path())!, 'utf8')
      expect(text.split('\r\n')[0]).toBe(
        '\uFEFF"email","landing_path","utm_source","utm_campaign","utm_medium","utm_term","utm_content","created_at"',
      )
      expect(text).toContain(`"${email}","/london","e2e","${campaign}","email","",""`)
    })

    await test.step('partner applications', async () => {
      await page.getByRole('link', { name: 'Applications' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner applications')
      await expect(
        page.getByRole('link', { name: 'Download every application (CSV)' }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
    })

    await test.step('sign out', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click()
      await expect(page.getByRole('status')).toHaveText('You are signed out.')
      await page.goto('/marketing/offers')
      await expect(page).toHaveURL(/\/marketing\/sign-in/)
      expect((await page.request.get('/marketing/leads.csv')).status()).toBe(401)
    })
  })
})

test.describe('the marketing desk over HTTP', () => {
  // Once (the http project), not per device: every sign-in counts against the 5-a-minute budget.
  test('works without JavaScript: sign in and build a link', HTTP_ONLY, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto('/marketing/offers')
      await page.getByLabel('Email').fill(ADMIN_EMAIL)
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers')
      await page.getByLabel('Page', { exact: true }).fill('/offers/move_at_home_live')
      await page.getByLabel('Source (utm_source)').fill('partner-site')
      await page.getByLabel('Medium (utm_medium)').fill('referral')
      await page.getByLabel('Campaign (utm_campaign)').fill('streaming')
      await page.getByRole('button', { name: 'Build link' }).click()
      await expect(page.getByLabel('Your campaign link')).toHaveValue(
        /\/offers\/move_at_home_live\?utm_source=partner-site&utm_medium=referral&utm_campaign=streaming$/,
      )
      // Without scripts there is nothing to copy with: the link is there to select.
      await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0)
    } finally {
      await context.close()
    }
  })

  test(
    'pages redirect to sign-in, files answer 401, nothing is indexed or cached',
    HTTP_ONLY,
    async ({ request }) => {
      for (const path of [
        '/marketing',
        '/marketing/offers',
        '/marketing/leads',
        '/marketing/applications',
      ]) {
        const response = await request.get(path, { maxRedirects: 0 })
        expect(response.status(), path).toBe(307)
        expect(response.headers()['location']).toMatch(/^\/marketing\/sign-in/)
        expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
        expect(response.headers()['cache-control']).toContain('no-store')
      }
      for (const path of ['/marketing/leads.csv', '/marketing/applications.csv']) {
        const response = await request.get(path)
        expect(response.status(), path).toBe(401)
        expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
        expect(response.headers()['cache-control']).toBe('no-store')
      }
      const signIn = await request.get('/marketing/sign-in')
      expect(signIn.status()).toBe(200)
      expect(signIn.headers()['x-robots-tag']).toBe('noindex, nofollow')
      expect(signIn.headers()['cache-control']).toBe('no-store')
    },
  )

  test('a POST from another site is refused', HTTP_ONLY, async ({ request }) => {
    const response = await request.post('/marketing/sign-in', {
      form: { email: ADMIN_EMAIL, password: PASSWORD },
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(403)
    expect(response.headers()['set-cookie']).toBeUndefined()
  })

  test(
    '/marketing is never taken for a city, with or without the landing rewrites',
    HTTP_ONLY,
    async ({ request }) => {
      for (const path of [
        '/marketing',
        '/marketing?ref=spring',
        '/marketing?targeted_campaign=1',
      ]) {
        const response = await request.get(path, { maxRedirects: 0 })
        expect(response.status(), path).toBe(307)
        expect(response.headers()['location'], path).toMatch(/^\/marketing\/sign-in/)
      }
      const withNotice = await request.get('/marketing', {
        maxRedirects: 0,
        headers: { cookie: 'move_cookie_notice=hidden' },
      })
      expect(withNotice.status()).toBe(307)
    },
  )

  test(
    'robots.txt keeps crawlers out and the sitemap leaves the desk out',
    HTTP_ONLY,
    async ({ request }) => {
      expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /marketing')
      expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/marketing')
    },
  )
})

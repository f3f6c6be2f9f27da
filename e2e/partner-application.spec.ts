import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The partner application at /partner-self-signup: the form, its server validation,
 * the confirmation, with and without JavaScript; the password field's toggle and lazy meter.
 * Storage, repeats and the hash are proven against the database by the integration tests
 * (__tests__/integration/partner-applications); the redirect to the confirmation comes only
 * after the application has been committed.
 */

const PATH = '/partner-self-signup'
const STRONG_PASSWORD = 'purple-kettle-lamp-42'

function uniqueEmail(testInfo: { project: { name: string } }, tag: string): string {
  return `e2e-${tag}-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

/**
 * Every test posts from an address of its own (the e2e server trusts loopback as a proxy), so
 * the partner-application rate limit (10 an hour per address) counts each test apart.
 */
async function ownClientAddress(page: Page) {
  const byte = () => Math.floor(Math.random() * 254) + 1
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` })
}

async function fillApplication(page: Page, email: string, password = STRONG_PASSWORD) {
  await page.getByLabel('Venue name', { exact: true }).fill('Harbourside Climbing')
  await page.getByLabel('Venue type', { exact: true }).selectOption({ label: 'Climbing wall' })
  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Bristol' })
  await page.getByLabel('Address', { exact: true }).fill('12 Wapping Road, Bristol')
  await page.getByLabel('Postcode', { exact: true }).fill('bs1 4rw')
  await page.getByLabel('Contact name', { exact: true }).fill('Jo Bloggs')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Phone', { exact: true }).fill('0117 496 0000')
  await page.getByLabel('Website (optional)', { exact: true }).fill('www.harbourside.example')
  await page.getByRole('checkbox', { name: 'Climbing' }).check()
  await page.getByRole('checkbox', { name: 'Yoga' }).check()
  await page
    .getByLabel('About your venue', { exact: true })
    .fill('Bouldering and roped climbing for all levels, with a yoga studio upstairs.')
  await page.getByRole('radio', { name: 'Monthly partnership' }).check()
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('checkbox', { name: 'I agree to the Partner Terms' }).check()
}

async function expectReceived(page: Page) {
  await expect(page).toHaveURL(/\/partner-self-signup\/received$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible()
  const reference = page.getByText(/^Your reference is MP-[A-Z0-9]{6,}$/)
  await expect(reference).toBeVisible()
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible()
  return ((await reference.textContent()) ?? '').replace('Your reference is ', '')
}

for (const javaScript of [true, false]) {
  test.describe(`the application ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript })

    test('labels every field exactly, and shows the errors next to their fields', async ({
      page,
    }) => {
      await ownClientAddress(page)
      await page.goto(PATH)
      for (const label of [
        'Venue name',
        'Venue type',
        'City',
        'Address',
        'Postcode',
        'Contact name',
        'Email',
        'Phone',
        'Website (optional)',
        'About your venue',
      ]) {
        await expect(page.getByLabel(label, { exact: true })).toBeVisible()
      }
      await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
      await expect(page.getByRole('group', { name: 'Activities' })).toBeVisible()
      await expect(
        page.getByRole('group', { name: 'How would you like to partner?' }),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: 'Partner Terms' }).first()).toHaveAttribute(
        'href',
        '/partner-terms',
      )
      const city = page.getByLabel('City')
      await expect(city.locator('option').last()).toHaveText('Other')
      await expect(city.locator('option', { hasText: 'London' })).toHaveCount(1)

      await page.getByLabel('Venue name').fill('Harbourside Climbing')
      await page.getByLabel('Postcode').fill('not a postcode')
      await page.getByLabel('Password', { exact: true }).fill('letmein12')
      await page.getByRole('button', { name: 'Send application' }).click()

      await expect(page.locator('#partner-postcode-error')).toHaveText(
        'Please enter a valid UK postcode, like SW1A 1AA',
      )
      await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription(
        /Please enter a valid UK postcode/,
      )
      await expect(page.getByLabel('Postcode')).toHaveValue('not a postcode')
      await expect(page.getByLabel('Venue name')).toHaveValue('Harbourside Climbing')
      await expect(page.getByLabel('Venue name')).not.toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      await expect(page.locator('#partner-password-error')).toHaveText(
        /this password is too easy to guess/i,
      )
      await expect(page.locator('#partner-acceptTerms-error')).toHaveText(
        'Please agree to the Partner Terms to send your application',
      )
      await expect(
        page.getByRole('link', { name: 'Please enter your email address' }),
      ).toHaveAttribute('href', '#partner-email')

      // axe runs in the page's JavaScript; the no-JS page's markup is the same server render.
      if (javaScript) {
        const results = await new AxeBuilder({ page }).include('main form').analyze()
        expect(results.violations).toEqual([])
      }
    })

    test('a complete application is received, with its reference', async ({ page }, testInfo) => {
      await ownClientAddress(page)
      await page.goto(PATH)
      await fillApplication(page, uniqueEmail(testInfo, javaScript ? 'js' : 'nojs'))
      await page.getByRole('button', { name: 'Send application' }).click()
      await expectReceived(page)
    })
  })
}

test('the same email within 24 hours gives the first application’s reference, with a note', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'repeat')
  await ownClientAddress(page)
  await page.goto(PATH)
  await fillApplication(page, email)
  await page.getByRole('button', { name: 'Send application' }).click()
  const first = await expectReceived(page)

  await page.goto(PATH)
  await fillApplication(page, email)
  await page.getByRole('button', { name: 'Send application' }).click()
  expect(await expectReceived(page)).toBe(first)
  await expect(
    page.getByText(/We already have an application from this email address/),
  ).toBeVisible()
})

test('the confirmation shows nothing without an application of this browser', async ({ page }) => {
  await page.goto(`${PATH}/received`)
  await expect(page).toHaveURL(new RegExp(`${PATH}$`))
})

test('the form without errors passes axe', async ({ page }) => {
  await page.goto(PATH)
  const results = await new AxeBuilder({ page }).include('main form').analyze()
  expect(results.violations).toEqual([])
})

test.describe('the password field', () => {
  test('Show/Hide appears on focus and goes 150 ms after blur; the meter loads on first focus', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url())
    })
    await page.goto(PATH)
    const password = page.getByLabel('Password', { exact: true })
    const firstLoad = [...scripts]
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(0)

    await password.focus()
    const toggle = page.getByRole('button', { name: 'Show password' })
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveText('Show')

    await password.fill('letmein12')
    await expect(page.getByText('Password Strength: Weak!')).toBeVisible()
    const bar = page.getByTestId('strength-bar')
    await expect(bar).toHaveAttribute('data-band', 'red')
    await password.fill(STRONG_PASSWORD)
    await expect(page.getByText('Password Strength: Very strong')).toBeVisible()
    await expect(bar).toHaveAttribute('data-band', 'green')
    await expect(password).toHaveAccessibleDescription(/Password Strength: Very strong/)

    await toggle.click()
    await expect(password).toHaveAttribute('type', 'text')
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveText('Hide')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')

    await page.getByLabel('Venue name').focus()
    await expect(page.getByRole('button', { name: /password/ })).toHaveCount(0)

    // zxcvbn's dictionaries came with the focus, not with the page.
    const lazy = scripts.filter((url) => !firstLoad.includes(url))
    expect(lazy.length).toBeGreaterThan(0)
    const firstLoadBodies = await Promise.all(
      firstLoad.map((url) => page.request.get(url).then((response) => response.text())),
    )
    expect(firstLoadBodies.some((body) => body.includes('commonWords-en'))).toBe(false)
    const lazyBodies = await Promise.all(
      lazy.map((url) => page.request.get(url).then((response) => response.text())),
    )
    expect(lazyBodies.some((body) => body.includes('commonWords-en'))).toBe(true)
  })

  test('without JavaScript it is a plain password input with no toggle', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(PATH)
    await page.getByLabel('Password', { exact: true }).focus()
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password')
    await expect(page.getByRole('button', { name: /password/ })).toHaveCount(0)
    await context.close()
  })
})

test('“Become a Partner” on a partner page leads to the application', async ({ page }) => {
  await page.goto('/partners/become-a-partner')
  const cta = page
    .getByRole('main')
    .getByRole('link', { name: /Become a Partner/i })
    .first()
  await expect(cta).toHaveAttribute('href', /\/partner-self-signup(\?|$)/)
  await page.goto(PATH)
  const selfLinks = page.getByRole('main').locator(`a[href^="${PATH}"]`)
  await expect(selfLinks).toHaveCount(0)
})

import type { Page } from '@playwright/test'
import { expect } from '../fixtures'

/** The e2e server's MARKETING_PASSWORD (playwright.config.ts). */
export const DESK_PASSWORD = 'e2e-marketing-desk-password'

/**
 * Signs the page's browser context in to the marketing desk through its sign-in form, as staff
 * do. The one place that knows how the desk signs in: when sign-in changes, change it here.
 */
export async function signInToDesk(page: Page, password: string = DESK_PASSWORD) {
  await page.goto('/marketing/sign-in')
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketing desk')
}

/**
 * At least one of everything the desk lists (a page view, a lead, a partner application), so
 * that its pages show their tables and cards whatever else ran before.
 */
export async function ensureDeskData(page: Page, baseURL: string) {
  const events = page.waitForResponse((response) => response.url().endsWith('/api/events'))
  await page.goto('/london')
  await events
  const lead = await page.request.get(
    `/store-cookies?${new URLSearchParams({ utm_capture_email: 'visual-desk@example.com', landing: '/london' })}`,
    { maxRedirects: 0, headers: { referer: `${baseURL}/london` } },
  )
  expect(lead.status()).toBe(303)

  await page.goto('/partner-self-signup')
  await page.getByLabel('Venue name', { exact: true }).fill('Harbourside Climbing')
  await page.getByLabel('Venue type', { exact: true }).selectOption({ label: 'Climbing wall' })
  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Bristol' })
  await page.getByLabel('Address', { exact: true }).fill('12 Wapping Road, Bristol')
  await page.getByLabel('Postcode', { exact: true }).fill('bs1 4rw')
  await page.getByLabel('Contact name', { exact: true }).fill('Jo Bloggs')
  await page.getByLabel('Email', { exact: true }).fill('visual-desk@example.com')
  await page.getByLabel('Phone', { exact: true }).fill('0117 496 0000')
  await page.getByRole('checkbox', { name: 'Climbing' }).check()
  await page.getByLabel('About your venue', { exact: true }).fill('Bouldering for all levels.')
  await page.getByRole('radio', { name: 'Monthly partnership' }).check()
  await page.getByLabel('Password', { exact: true }).fill('purple-kettle-lamp-42')
  await page.getByRole('checkbox', { name: 'I agree to the Partner Terms' }).check()
  await page.getByRole('button', { name: 'Send application' }).click()
  await expect(page).toHaveURL(/\/partner-self-signup\/received/)
}

/**
 * Makes a desk page independent of what other tests wrote: one row per table, one card per
 * list, no pager, the rows' and cards' words and every other number and month name replaced by
 * fixed ones.
 */
export async function normalizeDeskPage(page: Page) {
  await page.evaluate(() => {
    const main = document.querySelector('main')
    if (!main) return
    main.querySelectorAll('tbody > tr ~ tr, article ~ article').forEach((node) => node.remove())
    main.querySelectorAll('nav[aria-label$=": pages"]').forEach((node) => node.remove())
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    const months =
      /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b/g
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text
      if (text.parentElement?.closest('style, script')) continue
      // A row or card shows someone's data: fixed words keep its layout and styles.
      const inItem = text.parentElement?.closest('tbody, article')
      if (inItem && text.data.trim()) text.data = 'Sample'
      else text.data = text.data.replace(/\d+/g, '0').replace(months, 'Month')
    }
    main.querySelectorAll('input, select').forEach((field) => {
      if (field instanceof HTMLInputElement && field.type === 'text') field.value = ''
    })
  })
}

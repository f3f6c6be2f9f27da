/**
 * Staff on the desk for end-to-end tests: `signInAs(page, role)` signs a page's context in as
 * a member of that role, creating the member the first time (the e2e admin invites them and
 * they set a password, over plain HTTP), and `inviteStaffMember` / `setPasswordFromLink` walk
 * the same journey through the pages, as people do.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { StaffRole } from '@/lib/desk/permissions'

/** The first admin (playwright.config.ts: MARKETING_PASSWORD, MARKETING_ADMIN_EMAIL default). */
export const E2E_ADMIN = { email: 'admin@localhost', password: 'e2e-marketing-desk-password' }
/** The e2e server's origin (playwright.config.ts): desk forms must come from it. */
const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`

/** Strong enough for the strength meter (score ≥ 3). */
export const E2E_STAFF_PASSWORD = 'Quiet-harbour-lantern-1987'

export function e2eStaffEmail(role: StaffRole): string {
  return `e2e-${role}@move.example`
}

/** Signs the context in by the plain form; true when the desk let it in. */
export async function signInWithPassword(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<boolean> {
  const response = await request.post('/marketing/sign-in', {
    form: { email, password },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  })
  const location = response.headers()['location'] ?? ''
  return response.status() === 303 && !location.startsWith('/marketing/sign-in')
}

/** The admin invites someone over HTTP; the one-time link the staff page shows. */
export async function inviteOverHttp(
  request: APIRequestContext,
  member: { email: string; name: string; role: StaffRole },
): Promise<string | null> {
  expect(await signInWithPassword(request, E2E_ADMIN.email, E2E_ADMIN.password)).toBe(true)
  const invited = await request.post('/marketing/staff/invite', {
    form: member,
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  })
  if (invited.status() !== 200) return null
  const page = await invited.text()
  return /value="(https?:\/\/[^"]+\/marketing\/set-password\/[^"]+)"/.exec(page)?.[1] ?? null
}

async function setPasswordOverHttp(request: APIRequestContext, link: string, password: string) {
  const token = new URL(link).pathname.split('/').pop() ?? ''
  const response = await request.post('/marketing/set-password', {
    form: { token, password },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  })
  expect(response.status(), 'the one-time link set the password').toBe(303)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Signs the page's context in as a member of `role` (created once per run if missing). */
export async function signInAs(page: Page, role: StaffRole): Promise<void> {
  const request = page.request
  if (role === 'admin') {
    expect(await signInWithPassword(request, E2E_ADMIN.email, E2E_ADMIN.password)).toBe(true)
    return
  }
  const email = e2eStaffEmail(role)
  if (await signInWithPassword(request, email, E2E_STAFF_PASSWORD)) return
  const link = await inviteOverHttp(request, { email, name: `E2E ${role}`, role })
  if (link) await setPasswordOverHttp(request, link, E2E_STAFF_PASSWORD)
  // Another worker may be creating the same member: give it a moment.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (await signInWithPassword(request, email, E2E_STAFF_PASSWORD)) return
    await sleep(500)
  }
  throw new Error(`Could not sign in as the e2e ${role}.`)
}

/** Step one of the desk journey, through the pages: the admin invites someone. */
export async function inviteStaffMember(
  page: Page,
  member: { email: string; name: string; role: StaffRole },
): Promise<string> {
  await page.goto('/marketing/staff')
  const form = page.getByRole('region', { name: 'Invite someone' })
  await form.getByLabel('Email').fill(member.email)
  await form.getByLabel('Name').fill(member.name)
  await form.getByLabel('Role').selectOption(member.role)
  await form.getByRole('button', { name: 'Invite' }).click()
  const link = page.getByLabel(`One-time link for ${member.email}`)
  await expect(link).toBeVisible()
  return link.inputValue()
}

/** …and the person opens the link and sets a password with the strength meter. */
export async function setPasswordFromLink(
  page: Page,
  link: string,
  password: string = E2E_STAFF_PASSWORD,
): Promise<void> {
  await page.goto(new URL(link).pathname)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await expect(page.getByText(/Password Strength: (Strong|Very strong)/)).toBeVisible()
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByRole('status')).toContainText('Your password is set')
}

/**
 * Signs the page's browser context in to the marketing desk as the e2e admin through the
 * sign-in form, as staff do (the visual pictures of the desk start here).
 */
export async function signInToDesk(page: Page) {
  await page.goto('/marketing/sign-in')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
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
    // Every count reads 0 in the pictures, so its noun is always the plural: "1 lead" and
    // "3 leads" (countLabel) look alike whatever other tests left.
    const pluralCounts = (text: string) =>
      text.replace(
        /\b0 (page view|draft page|venue page|new application|application|lead|page)(?!s\b)(?! view)\b/g,
        '0 $1s',
      )
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
      else text.data = pluralCounts(text.data.replace(/\d+/g, '0').replace(months, 'Month'))
    }
    main.querySelectorAll('input, select').forEach((field) => {
      if (field instanceof HTMLInputElement && field.type === 'text') field.value = ''
    })
  })
}

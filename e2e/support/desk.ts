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

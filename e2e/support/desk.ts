/**
 * Shim of the desk contract's e2e sign-in (the accounts branch owns the real file, with a member
 * per role): today's desk has one shared password (playwright.config.ts MARKETING_PASSWORD), so
 * every role signs in as the one shared member.
 */
import type { Page } from '@playwright/test'
import type { StaffRole } from '../../lib/desk/permissions'

const SHARED_DESK_PASSWORD = 'e2e-marketing-desk-password'

/** Signs the page's context in as a member of `role` (created once per run if missing). */
export async function signInAs(page: Page, role: StaffRole): Promise<void> {
  void role
  await page.goto('/marketing/sign-in')
  // Already signed in: the sign-in page sends the browser on to the desk.
  if (!new URL(page.url()).pathname.startsWith('/marketing/sign-in')) return
  await page.getByLabel('Password').fill(SHARED_DESK_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/marketing$/)
}

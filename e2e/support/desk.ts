/**
 * SHIM (DESK-CONTRACT.md): the accounts helper owns this file; at merge their version replaces
 * it. Today's desk has one shared password (the e2e server's MARKETING_PASSWORD), so every role
 * signs in the same way.
 */
import { expect, type Page } from '@playwright/test'
import type { StaffRole } from '@/lib/desk/permissions'

const PASSWORD = 'e2e-marketing-desk-password'

export async function signInAs(page: Page, role: StaffRole): Promise<void> {
  void role
  await page.goto('/marketing/sign-in')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/marketing(\?|$)/)
}

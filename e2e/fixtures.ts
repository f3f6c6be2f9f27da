import { test as base, expect } from '@playwright/test'

interface Fixtures {
  /** Console errors a test expects (e.g. the 404 of a page it asks for on purpose). */
  expectedConsoleErrors: RegExp[]
  consoleErrors: string[]
}

/**
 * Every test fails on an uncaught page error or a console error it did not expect: a journey
 * that "works" while the console shows errors is broken for someone.
 */
export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = `console.error: ${message.text()} (${message.location().url})`
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text)
      })
      await use(errors)
      expect(errors, 'the page logged errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Tests that speak plain HTTP (no page rendering): they run once, in the `http` project, instead
 * of once per device.
 */
export const HTTP_ONLY = { tag: '@http' }

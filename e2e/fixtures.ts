import { test as base, expect } from '@playwright/test'
import { UNREACHABLE_MAP_STYLE_URL } from './support/map-style'

/**
 * The map asks for the configured basemap style first; in the e2e build that host refuses the
 * connection on purpose (playwright.config.ts), which Chromium logs before the map falls back to
 * its offline basemap.
 */
const ALWAYS_EXPECTED = [
  new RegExp(`net::ERR_\\w+ .*${UNREACHABLE_MAP_STYLE_URL.replace(/[.:/]/g, '\\$&')}`),
]

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
        const expected = [...ALWAYS_EXPECTED, ...expectedConsoleErrors]
        if (!expected.some((pattern) => pattern.test(text))) errors.push(text)
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

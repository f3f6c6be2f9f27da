import { test as base, expect, type Page, type TestInfo } from '@playwright/test'
import { UNREACHABLE_MAP_STYLE_URL } from './support/map-style'

/**
 * The map asks for the configured basemap style first; in the e2e build that host refuses the
 * connection on purpose (playwright.config.ts), which Chromium logs before the map falls back to
 * its offline basemap.
 */
const ALWAYS_EXPECTED = [
  new RegExp(`net::ERR_\\w+ .*${UNREACHABLE_MAP_STYLE_URL.replace(/[.:/]/g, '\\$&')}`),
]

/**
 * Resolves once React has hydrated the page: its footer (or main, the last landmark a page
 * renders) carries React's fiber. Pages load their scripts after the first paint
 * (server/http/scripts-after-first-paint.mjs), so the load event can come before that; a journey
 * that types or clicks at once would otherwise race the page's own scripts, as a visitor who
 * taps within the first moment does (the forms then take the plain HTML path, tested apart).
 * Pages without Next's runtime (a file, JavaScript turned off) resolve at once.
 */
export async function waitForHydration(page: Page, timeout = 15_000) {
  await page.waitForFunction(
    () => {
      if (!('__next_f' in self)) return true
      const landmark = document.querySelector('footer') ?? document.querySelector('main')
      const holder: object = landmark ?? document
      const key = landmark ? '__reactFiber$' : '__reactContainer$'
      return Object.keys(holder).some((name) => name.startsWith(key))
    },
    undefined,
    { timeout },
  )
}

/** An address of the benchmarking range 198.18.0.0/15, one per test and retry. */
export function visitorAddress(testInfo: TestInfo): string {
  let hash = 0
  for (const char of `${testInfo.testId}:${testInfo.retry}:${testInfo.project.name}`) {
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0
  }
  return `198.${18 + (hash & 1)}.${(hash >>> 1) & 255}.${(hash >>> 9) & 255}`
}

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
  /*
   * Each test is its own visitor: the e2e server trusts X-Forwarded-For from loopback
   * (TRUSTED_PROXIES in playwright.config.ts), so the rate limits count every test apart, as
   * they would real visitors, instead of the whole suite as one address.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo) })
  },
  // goto and reload wait for hydration too (waitForHydration).
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await waitForHydration(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await waitForHydration(page)
      return response
    }
    await provide(page)
  },
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

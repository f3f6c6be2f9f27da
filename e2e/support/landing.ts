/**
 * Shared facts and helpers for the landing-page journeys. The seeded catalogue is
 * deterministic (server/db/seed/catalogue/*), so the pages, headings and sign-up links below are fixed.
 */
import type { Page, Route } from '@playwright/test'
import { expect } from '../fixtures'

export const BRAND = 'Move'

/** The sign-up host of every seeded CTA link (server/db/seed/catalogue/seed-landing-pages.ts). */
export const ACCOUNT_ORIGIN = 'https://account.example.com'
export const CONTINUE_URL = `${ACCOUNT_ORIGIN}/continue`

/** The heading (h2) that names each top-level landing section, in no particular order. */
export const SECTION_HEADINGS = {
  howItWorks: 'How it works',
  discovery: 'What activities are included?',
  partnerPitch: 'Health/Fitness Provider?',
  timetable: 'Timetable',
  reviews: /^Reviews \(\d+\)$/,
  nearby: 'More venues nearby',
  learnMore: 'Tempted? Learn More',
  asSeenIn: 'As seen in',
  video: `${BRAND} in 60 seconds`,
  faqs: 'Frequently asked questions',
} as const satisfies Record<string, string | RegExp>

export type SectionId = keyof typeof SECTION_HEADINGS

const matches = (pattern: string | RegExp, text: string) =>
  typeof pattern === 'string' ? text === pattern : pattern.test(text)

/**
 * The landing sections of the page, in document order: the level-2 headings inside <main> that
 * name a known section (other h2s, such as the discount badge's, are skipped).
 */
export async function sectionOrder(page: Page): Promise<SectionId[]> {
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts()
  const entries = Object.entries(SECTION_HEADINGS) as [SectionId, string | RegExp][]
  return headings.flatMap((text) => {
    const found = entries.find(([, pattern]) => matches(pattern, text.trim()))
    return found ? [found[0]] : []
  })
}

/**
 * Asserts the page's structure: one h1 (the hero's, first heading in <main>, naming the hero
 * region), one banner and one contentinfo landmark, and exactly `expected` sections in that order,
 * each a region landmark named by its heading.
 */
export async function expectLandingStructure(
  page: Page,
  h1: string | RegExp,
  expected: readonly SectionId[],
) {
  const main = page.getByRole('main')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
  await expect(main.getByRole('heading').first()).toHaveText(h1)
  await expect(main.getByRole('region', { name: h1, exact: typeof h1 === 'string' })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(1)
  await expect(page.getByRole('contentinfo')).toHaveCount(1)
  expect(await sectionOrder(page)).toEqual(expected)
  for (const id of expected) {
    const name = SECTION_HEADINGS[id]
    await expect(main.getByRole('region', { name, exact: typeof name === 'string' })).toBeVisible()
  }
}

/**
 * The sign-up host does not exist offline: answer every request to it with a small page, so
 * the browser lands on the CTA link and the test can read its address. Returns the URLs served.
 */
export async function interceptAccountHost(page: Page): Promise<string[]> {
  const served: string[] = []
  await page.route(`${ACCOUNT_ORIGIN}/**`, (route: Route) => {
    served.push(route.request().url())
    return route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><title>Account</title><h1>Account</h1></html>',
    })
  })
  return served
}

/** The path of the first page of `kind` listed in /sitemap.xml (e.g. a venue's). */
export async function firstSitemapPath(page: Page, kind: 'venues' | 'partners' | 'offers') {
  const response = await page.request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
  const path = locs.map((loc) => new URL(loc).pathname).find((p) => p.startsWith(`/${kind}/`))
  expect(path, `a /${kind}/ page in the sitemap`).toBeDefined()
  return path as string
}

import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  checkHtml,
  isStyledComponentsBodyStyle,
  styledComponentsStyles,
} from './support/nu-checker'

/**
 * Every kind of page, as the production server sends it, passes the W3C Nu HTML checker with no
 * error of our own. The one excuse is styled-components' <style> elements in <body>
 * (docs/decisions/0026-styled-components-body-styles.md), matched by message and by place.
 */

/** A venue page from the seeded catalogue. */
async function venuePath(request: APIRequestContext): Promise<string> {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const venue = /\/venues\/([a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1]
  if (!venue) throw new Error('the seeded catalogue has no venue in the sitemap')
  return `/venues/${venue}`
}

const PAGES: Array<
  [name: string, path: string | ((request: APIRequestContext) => Promise<string>), status?: number]
> = [
  ['the national page', '/'],
  ['a city landing page', '/london'],
  ["a city's activity-type page", '/london/yoga'],
  ['a venue page', venuePath],
  ['an offer', '/offers/northwind-health-welcome'],
  ['a streaming offer', '/offers/move_at_home_live'],
  ['a partner page', '/partners/become-a-partner'],
  ["a city's venues", '/london/venues'],
  ['the terms', '/terms'],
  ['the partner terms', '/partner-terms'],
  ['the cookie policy', '/cookie-policy'],
  ['partner self-signup', '/partner-self-signup'],
  ['the marketing sign-in', '/marketing/sign-in'],
  ['the not-found page', '/no-such-city-e2e', 404],
]

test.describe('valid HTML', () => {
  test('every kind of page passes the Nu checker with no error of our own', async ({ request }) => {
    test.skip(test.info().project.name !== 'desktop', 'the HTML is the same on every device')
    test.setTimeout(120_000)
    const documents: Record<string, string> = {}
    for (const [name, path, status = 200] of PAGES) {
      const url = typeof path === 'string' ? path : await path(request)
      const response = await request.get(url, { headers: { accept: 'text/html' } })
      expect(response.status(), `${name} (${url})`).toBe(status)
      documents[`${name} (${url})`] = await response.text()
    }

    const findings = await checkHtml(documents)
    expect(findings.filter((finding) => finding.type === 'non-document-error')).toEqual([])
    const errors = findings.filter((finding) => finding.type === 'error')
    const stylesByName = new Map<string, Awaited<ReturnType<typeof styledComponentsStyles>>>()
    for (const [name, html] of Object.entries(documents)) {
      stylesByName.set(name, await styledComponentsStyles(html))
    }
    const ours: string[] = []
    let excused = 0
    for (const error of errors) {
      const styles = stylesByName.get(error.name) ?? []
      if (isStyledComponentsBodyStyle(error, styles)) excused += 1
      else
        ours.push(
          `${error.name} ${error.lastLine}:${error.lastColumn}: ${error.message}\n    ${error.extract ?? ''}`,
        )
    }
    expect(ours, ours.join('\n')).toEqual([])
    // The excuse covers styles that are there: once styled-components writes them in <head>,
    // drop it (and this line).
    expect(excused).toBeGreaterThan(0)
  })
})

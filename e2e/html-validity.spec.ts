import type { APIRequestContext } from '@playwright/test'
import { RewritingStream } from 'parse5-html-rewriting-stream'
import { expect, test } from './fixtures'
import { checkHtml, type NuFinding } from './support/nu-checker'

/**
 * Every kind of page, as the production server sends it, passes the W3C Nu HTML checker with no
 * error at all, and carries its styles as hashed, immutable stylesheets in <head>: no
 * <style> element anywhere (docs/decisions/0050-build-time-styles.md).
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

/**
 * The checker (vnu 26.9.27, the newest) predates rel=expect: the HTML standard lets a link whose
 * rel is expect carry blocking="render" (html.spec.whatwg.org/#attr-link-blocking). The hero's
 * link (components/landing/hero.tsx) is that, and only that is let through.
 */
function isCheckerLagOnRelExpect(finding: NuFinding): boolean {
  return (
    finding.message.startsWith('A “link” element with a “blocking” attribute') &&
    /<link rel="expect" href="#[\w-]+" blocking="render"\/>/.test(finding.extract ?? '')
  )
}

/** Every kind of page's HTML, by a name that says which page it is. */
async function fetchDocuments(request: APIRequestContext): Promise<Record<string, string>> {
  const documents: Record<string, string> = {}
  for (const [name, path, status = 200] of PAGES) {
    const url = typeof path === 'string' ? path : await path(request)
    const response = await request.get(url, { headers: { accept: 'text/html' } })
    expect(response.status(), `${name} (${url})`).toBe(status)
    documents[`${name} (${url})`] = await response.text()
  }
  return documents
}

/**
 * The one stylesheet that is not Next's: the desk's sign-in page is a small document of its own
 * (server/desk/desk-documents.ts), styled from a public file.
 */
const SIGN_IN_STYLESHEET = '/static/desk/desk-document.css'

/** The site stylesheet the build makes of Turbopack's sheets, named by a hash of its content. */
const SITE_STYLESHEET = /^\/_next\/static\/chunks\/site-[0-9a-f]{16}\.css$/

interface StyleMarkup {
  /** <style> elements, by where they are. */
  styleElements: { inHead: number; inBody: number }
  /** The stylesheets <link>ed in <head>. */
  headStylesheets: string[]
  /** Stylesheets <link>ed outside <head>. */
  bodyStylesheets: string[]
}

/** Where a document's <style> elements and stylesheet links are, by parse5's tokenizer. */
async function styleMarkup(html: string): Promise<StyleMarkup> {
  const found: StyleMarkup = {
    styleElements: { inHead: 0, inBody: 0 },
    headStylesheets: [],
    bodyStylesheets: [],
  }
  let inHead = false
  const tokens = new RewritingStream()
  tokens.on('startTag', (tag) => {
    if (tag.tagName === 'head') inHead = true
    if (tag.tagName === 'body') inHead = false
    if (tag.tagName === 'style') found.styleElements[inHead ? 'inHead' : 'inBody'] += 1
    const attribute = (name: string) => tag.attrs.find((each) => each.name === name)?.value
    if (tag.tagName === 'link' && attribute('rel') === 'stylesheet') {
      ;(inHead ? found.headStylesheets : found.bodyStylesheets).push(attribute('href') ?? '')
    }
  })
  tokens.on('endTag', (tag) => {
    if (tag.tagName === 'head') inHead = false
  })
  tokens.resume()
  await new Promise<void>((resolve, reject) => {
    tokens.once('finish', resolve)
    tokens.once('error', reject)
    tokens.end(html)
  })
  return found
}

test.describe('valid HTML', () => {
  test('every kind of page passes the Nu checker with no error', async ({ request }) => {
    test.skip(test.info().project.name !== 'desktop', 'the HTML is the same on every device')
    test.setTimeout(120_000)
    const documents = await fetchDocuments(request)

    const findings = await checkHtml(documents)
    expect(findings.filter((finding) => finding.type === 'non-document-error')).toEqual([])
    const errors = findings
      .filter((finding) => finding.type === 'error' && !isCheckerLagOnRelExpect(finding))
      .map(
        (error) =>
          `${error.name} ${error.lastLine}:${error.lastColumn}: ${error.message}\n    ${error.extract ?? ''}`,
      )
    expect(errors, errors.join('\n')).toEqual([])
  })

  test('every kind of page takes its styles from hashed, immutable stylesheets in <head>', async ({
    request,
  }) => {
    test.skip(test.info().project.name !== 'desktop', 'the HTML is the same on every device')
    test.setTimeout(120_000)
    const documents = await fetchDocuments(request)
    const sheets = new Set<string>()
    for (const [name, html] of Object.entries(documents)) {
      const markup = await styleMarkup(html)
      expect(markup.styleElements, `${name}: <style> elements`).toEqual({ inHead: 0, inBody: 0 })
      expect(markup.bodyStylesheets, `${name}: stylesheets outside <head>`).toEqual([])
      // Known gap: a 404 rendered from a page's notFound() gets its stylesheet links only in the
      // RSC payload, applied once scripts run (0050-build-time-styles.md, consequences).
      if (!name.startsWith('the not-found page')) {
        expect(markup.headStylesheets.length, `${name}: stylesheets`).toBeGreaterThan(0)
      }
      // Turbopack's many small sheets are one site stylesheet after the build
      // (scripts/site-stylesheet/bundle.ts, 0050-build-time-styles.md): one request before the
      // first paint, and the same file, cached for a year, on every page.
      const nextSheets = markup.headStylesheets.filter((href) => href !== SIGN_IN_STYLESHEET)
      expect(nextSheets.length, `${name}: stylesheets`).toBeLessThanOrEqual(1)
      for (const href of nextSheets) expect(href, name).toMatch(SITE_STYLESHEET)
      for (const href of markup.headStylesheets) sheets.add(href)
    }
    for (const href of sheets) {
      if (href === SIGN_IN_STYLESHEET) {
        const response = await request.get(href)
        expect(response.status(), href).toBe(200)
        expect(response.headers()['content-type'], href).toMatch(/^text\/css/)
        continue
      }
      expect(href).toMatch(SITE_STYLESHEET)
      const response = await request.get(href)
      expect(response.status(), href).toBe(200)
      expect(response.headers()['content-type'], href).toMatch(/^text\/css/)
      expect(response.headers()['cache-control'], href).toMatch(/\bimmutable\b/)
    }
  })
})

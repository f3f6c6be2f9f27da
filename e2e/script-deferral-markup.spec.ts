import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, HTTP_ONLY, test } from './fixtures'
import {
  AFTER_FIRST_PAINT_SRC,
  AFTER_FIRST_PAINT_TYPE,
  ScriptsAfterFirstPaint,
} from '../server/http/scripts-after-first-paint.mjs'

/**
 * The script deferral (server/http/scripts-after-first-paint.mjs) relies on how Next writes a
 * page's chunks: `<script src="/_next/static/…" async>` tags and a low-priority preload. These
 * checks run it over Next's own output from this build and over the served pages, and fail when
 * Next writes them some other way: then the deferral would silently do nothing, or leave some
 * chunks loading early.
 */

const ROOT = path.resolve(__dirname, '..')
/** Pages Next prerendered at build time, as Next wrote them (before our server rewrites them). */
const BUILT_PAGES = ['cookie-policy.html', '_not-found.html']

const NEXT_CHANGED =
  "Next's page markup no longer matches what server/http/scripts-after-first-paint.mjs rewrites"

test.describe("the script deferral finds Next's markup", HTTP_ONLY, () => {
  for (const file of BUILT_PAGES) {
    test(`in the built ${file}`, async () => {
      const html = await readFile(path.join(ROOT, '.next/server/app', file), 'utf8')
      const rewrite = new ScriptsAfterFirstPaint()
      const output = rewrite.push(html) + rewrite.finish()
      expect(rewrite.report.deferred, `${NEXT_CHANGED}: no chunk tag found`).toBeGreaterThan(0)
      expect(rewrite.report.leftAlone, `${NEXT_CHANGED}: chunk tags left loading early`).toEqual([])
      expect(
        rewrite.report.preloadsDropped,
        `${NEXT_CHANGED}: no chunk preload found`,
      ).toBeGreaterThan(0)
      expect(output).toContain(
        `<script type="${AFTER_FIRST_PAINT_TYPE}" ${AFTER_FIRST_PAINT_SRC}="/_next/static/`,
      )
    })
  }

  for (const url of ['/london', '/partner-self-signup', '/no-such-city-e2e']) {
    test(`in the served ${url}`, async ({ request }) => {
      const html = await (await request.get(url)).text()
      // The served page was rewritten: a second pass finds nothing left to do.
      const again = new ScriptsAfterFirstPaint()
      again.push(html)
      again.finish()
      expect(again.report, `${NEXT_CHANGED} (${url})`).toEqual({
        deferred: 0,
        preloadsDropped: 0,
        leftAlone: [],
      })
      expect(html, `${NEXT_CHANGED} (${url})`).toContain(`<script type="${AFTER_FIRST_PAINT_TYPE}"`)
    })
  }
})

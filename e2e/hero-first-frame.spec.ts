import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './fixtures'
import { cumulativeLayoutShift, recordLayoutShifts } from './support/layout-shifts'

/**
 * A page that arrives in pieces, as a fresh render streams on a busy host: the browser may paint
 * whatever it has parsed. A frame painted mid-hero (the heading without the form or the picture
 * column) moved when the rest came: CLS 0.0235 on an offer page. The hero holds the first frame
 * until it is whole (rel=expect in components/landing/hero.tsx).
 */

/** Where a page's first part ends: just after the hero's heading, before its form and picture. */
const SPLIT_AFTER = '</h1>'
const PAUSE_MS = 1_000

let proxy: http.Server
let proxyOrigin: string

/** A loopback proxy to the app that sends each HTML page as two writes, PAUSE_MS apart. */
test.beforeAll(async () => {
  const upstream = new URL(test.info().project.use.baseURL ?? '')
  proxy = http.createServer((request, response) => {
    const isPage = (request.headers.accept ?? '').includes('text/html')
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: {
          ...request.headers,
          host: upstream.host,
          // The app takes beacons only from its own origin: the proxy stands in for it.
          ...(request.headers.origin ? { origin: upstream.origin } : {}),
          ...(isPage ? { 'accept-encoding': 'identity' } : {}),
        },
      },
      (answer) => {
        if (!isPage) {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const body = Buffer.concat(chunks)
          const headers = { ...answer.headers }
          delete headers['content-length']
          response.writeHead(answer.statusCode ?? 502, headers)
          const split = body.indexOf(SPLIT_AFTER)
          const at = split < 0 ? body.length : split + SPLIT_AFTER.length
          response.write(body.subarray(0, at))
          setTimeout(() => response.end(body.subarray(at)), PAUSE_MS)
        })
      },
    )
    forwarded.on('error', () => response.destroy())
    request.pipe(forwarded)
  })
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening))
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await new Promise((closed) => proxy.close(closed))
})

for (const path of ['/london', '/']) {
  test(`${path} arriving in pieces shows no frame until its hero is whole`, async ({ page }) => {
    await recordLayoutShifts(page)
    // The first frame's hero: the callback runs at the first rendering opportunity.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const hero = document.getElementById('hero-heading')?.closest('section')
        Object.assign(window, {
          __firstFrameHero: {
            heading: Boolean(hero),
            picture: Boolean(hero?.querySelector('img')),
          },
        })
      })
    })
    await page.goto(`${proxyOrigin}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(
      await page.evaluate(() => (window as { __firstFrameHero?: object }).__firstFrameHero),
    ).toEqual({ heading: true, picture: true })
    expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.01)
  })
}

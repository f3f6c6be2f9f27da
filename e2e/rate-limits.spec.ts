import { RATE_LIMIT_BUDGETS } from '../server/security/rate-limit-budgets'
import { expect, HTTP_ONLY, test } from './fixtures'

/**
 * Rate limits and lead capture through the production server (server/http/serve.mjs): the client
 * address it stamps cannot be forged by a header, X-Forwarded-For counts only from the trusted
 * proxy (TRUSTED_PROXIES, loopback here), and over budget is a 429 with Retry-After.
 */
test.describe('rate limits', () => {
  test(
    'the 61st lead request in a minute gets a 429 page with Retry-After',
    HTTP_ONLY,
    async ({ page }) => {
      const points = RATE_LIMIT_BUDGETS.lead.points
      for (let i = 0; i < points; i += 1) {
        const response = await page.request.get('/store-cookies?utm_capture_email=x', {
          maxRedirects: 0,
          // A forged peer-address header changes nothing: the server overwrites it.
          headers: { 'x-move-peer-address': `203.0.113.${i}` },
        })
        expect(response.status()).toBe(303)
      }
      const limited = await page.request.get('/store-cookies?utm_capture_email=x', {
        maxRedirects: 0,
        headers: { accept: 'text/html' },
      })
      expect(limited.status()).toBe(429)
      expect(Number(limited.headers()['retry-after'])).toBeGreaterThanOrEqual(1)
      expect(await limited.text()).toContain('Too many requests')
      // Another visitor behind the same proxy is not affected.
      const other = await page.request.get('/store-cookies?utm_capture_email=x', {
        maxRedirects: 0,
        headers: { 'x-forwarded-for': '198.51.100.77' },
      })
      expect(other.status()).toBe(303)
    },
  )

  test('HEAD /store-cookies stores nothing and says so', HTTP_ONLY, async ({ page }) => {
    const response = await page.request.head(
      '/store-cookies?utm_capture_email=head-check%40example.com&landing=%2Flondon',
      { maxRedirects: 0 },
    )
    expect(response.status()).toBe(405)
    expect(response.headers()['allow']).toBe('GET')
  })

  test(
    'a cross-site request to /store-cookies goes back to the page, address filled in',
    HTTP_ONLY,
    async ({ page }) => {
      const response = await page.request.get(
        '/store-cookies?utm_capture_email=img-tag%40example.com&landing=%2Flondon',
        { maxRedirects: 0, headers: { 'sec-fetch-site': 'cross-site' } },
      )
      expect(response.status()).toBe(303)
      expect(response.headers()['location']).toBe('/london?email=img-tag%40example.com')
    },
  )

  test('preview exit refuses the reported open redirect', HTTP_ONLY, async ({ page }) => {
    for (const path of ['/.//evil.example/', '/a/..//evil.example']) {
      const response = await page.request.get(
        `/api/preview/exit?path=${encodeURIComponent(path)}`,
        { maxRedirects: 0 },
      )
      expect(response.status()).toBe(400)
      expect(response.headers()['location']).toBeUndefined()
    }
  })
})

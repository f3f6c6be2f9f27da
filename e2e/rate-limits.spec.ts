import { print } from 'graphql'
import { GetActivitiesDocument } from '../graphql/generated/client/graphql'
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


  test(
    '/graphql: costly queries are charged by their price, then 429 with Retry-After on both paths',
    HTTP_ONLY,
    async ({ page }) => {
      // A page of activities with timeslots: about 57 points of the 1,200 a minute.
      const body = JSON.stringify({
        query: print(GetActivitiesDocument),
        variables: { city: 'bath' },
      })
      let answered = 0
      let refused = null
      for (; answered < 60; answered += 1) {
        const response = await page.request.post('/graphql', {
          headers: { 'content-type': 'application/json' },
          data: body,
        })
        if (response.status() === 429) {
          refused = response
          break
        }
        expect(response.status()).toBe(200)
      }
      expect(answered).toBeGreaterThan(10)
      expect(answered).toBeLessThan(RATE_LIMIT_BUDGETS.graphql.points / 50)
      expect(refused).not.toBeNull()
      expect(Number(refused!.headers()['retry-after'])).toBeGreaterThanOrEqual(1)
      expect((await refused!.json()).errors[0].extensions.code).toBe('RATE_LIMITED')
      // The route (GET, through Next) counts on the same budget: refused too.
      const get = await page.request.get('/graphql?query=%7B%20cities%20%7B%20city%20%7D%20%7D', {
        headers: { 'x-graphql-csrf': '1' },
      })
      expect(get.status()).toBe(429)
      // Another visitor is not.
      const other = await page.request.post('/graphql', {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.78' },
        data: body,
      })
      expect(other.status()).toBe(200)
    },
  )
})

import type { Page } from '@playwright/test'
import { expect, HTTP_ONLY, test } from './fixtures'
import { ACCOUNT_ORIGIN, CONTINUE_URL, interceptAccountHost } from './support/landing'

/**
 * The email capture (spec §4, §5, §7): a click while the email is too short shows the error and
 * goes nowhere; a valid email goes to GET /store-cookies, which stores the lead and 303-redirects
 * to the page's CTA link, built on the server from the page config.
 *
 * Is the lead stored? The e2e database is the server's own embedded PGlite, locked by the server,
 * and the app has (deliberately) no read path for leads. The redirect is the evidence:
 * /store-cookies answers 303 only after the INSERT into email_leads has committed, and answers
 * 503 without a redirect when it cannot save (server/landing/store-cookies.ts; the insert itself is
 * covered by the integration tests).
 */

interface LeadCase {
  name: string
  /** The landing URL, with any query the visitor arrived with. */
  path: string
  /** The landing path /store-cookies is told about. */
  landing: string
  buttonText: string
  /** The CTA link: its path on the account host and its exact query. */
  target: { path: string; params: Record<string, string> }
}

const CASES: LeadCase[] = [
  {
    name: 'the national page: no city, the default package',
    path: '/',
    landing: '/',
    buttonText: 'Try for £1',
    target: {
      path: '/signup',
      params: {
        context: 'national_landing',
        continue: CONTINUE_URL,
        challenge_3ds: 'true',
        package_id: '2580',
      },
    },
  },
  {
    name: 'a city page with ref and UTM parameters: the city listing default (full) product',
    path: '/london?ref=spring&utm_source=e2e&utm_campaign=spring-test',
    landing: '/london',
    buttonText: 'Try spring for £1',
    target: {
      path: '/signup',
      params: {
        context: 'city_landing',
        context_ref_city: 'london',
        continue: CONTINUE_URL,
        challenge_3ds: 'true',
        product_info_id: '3002',
        product_type: 'FullMembership',
        passport_id: '3',
      },
    },
  },
  {
    name: 'a Welcome offer: the partner package',
    path: '/offers/northwind-health-welcome',
    landing: '/offers/northwind-health-welcome',
    buttonText: 'Start free trial',
    target: {
      path: '/signup',
      params: {
        context: 'partner_offer',
        context_ref_city: 'manchester',
        continue: CONTINUE_URL,
        challenge_3ds: 'true',
        product_info_id: '5001',
        product_type: 'FullMembership',
        passport_id: '3',
      },
    },
  },
  {
    name: 'the Voucher offer: sign in to purchase, with the voucher code',
    path: '/offers/larkspur-benefits-voucher?voucher_code=LARK-2026',
    landing: '/offers/larkspur-benefits-voucher',
    buttonText: 'Redeem voucher',
    target: {
      path: '/signin',
      params: {
        intent: 'purchase',
        context: 'partner_offer',
        context_ref_city: 'london',
        continue: CONTINUE_URL,
        challenge_3ds: 'true',
        product_info_id: '5002',
        product_type: 'DiscoveryMembership',
        passport_id: '1',
        voucher_code: 'LARK-2026',
      },
    },
  },
  {
    name: 'an offer without 3-D Secure',
    path: '/offers/fernhill-workplace-offer',
    landing: '/offers/fernhill-workplace-offer',
    buttonText: 'Try for £1',
    target: {
      path: '/signup',
      params: {
        context: 'partner_offer',
        context_ref_city: 'leeds',
        continue: CONTINUE_URL,
        challenge_3ds: 'false',
        product_info_id: '5003',
        product_type: 'DiscoveryMembership',
        passport_id: '1',
      },
    },
  },
  {
    name: 'the streaming offer: the streaming listing, no city',
    path: '/offers/move_at_home_live',
    landing: '/offers/move_at_home_live',
    buttonText: 'Try for £1',
    target: {
      path: '/signup',
      params: {
        context: 'streaming_offer',
        continue: CONTINUE_URL,
        challenge_3ds: 'true',
        product_info_id: '2583',
        product_type: 'DiscoveryMembership',
        passport_id: '1',
      },
    },
  },
]

const heroOf = (page: Page) => page.getByRole('main').getByRole('region').first()

test.describe('lead capture', () => {
  for (const lead of CASES) {
    test(`${lead.name}: error, then the CTA link`, async ({ page }) => {
      const served = await interceptAccountHost(page)
      const storeCookies: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/store-cookies') storeCookies.push(request.url())
      })
      await page.goto(lead.path)
      const hero = heroOf(page)
      const email = hero.getByRole('textbox', { name: 'Email address' })
      const button = hero.getByRole('button', { name: lead.buttonText, exact: true })

      await test.step('too short: the error, no request', async () => {
        await email.fill('a@b.c')
        await button.click()
        await expect(hero.getByText('Please enter a valid email address')).toBeVisible()
        await expect(email).toHaveAttribute('aria-invalid', 'true')
        await expect(email).toBeFocused()
        expect(new URL(page.url()).pathname).toBe(lead.landing)
        expect(storeCookies).toEqual([])
      })

      const address = `lead-${test.info().project.name}-${Date.now()}@example.com`
      await test.step('valid: /store-cookies, then the CTA link', async () => {
        await email.fill(address)
        await expect(hero.getByText('Please enter a valid email address')).toHaveCount(0)
        const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/store-cookies')
        await button.click()
        const sent = await request
        await page.waitForURL(`${ACCOUNT_ORIGIN}/**`)

        // The request carries the email, the landing path and the page's own query.
        const query = new URL(sent.url()).searchParams
        expect(query.get('utm_capture_email')).toBe(address)
        expect(query.get('landing')).toBe(lead.landing)
        for (const [name, value] of new URL(lead.path, 'http://x').searchParams) {
          expect(query.get(name), name).toBe(value)
        }

        // 303 after the lead is stored, straight to the CTA link.
        const response = await sent.response()
        expect(response?.status()).toBe(303)
        expect(sent.redirectedTo()?.url()).toBe(page.url())

        const target = new URL(page.url())
        expect(target.origin).toBe(ACCOUNT_ORIGIN)
        expect(target.pathname).toBe(lead.target.path)
        expect(Object.fromEntries(target.searchParams)).toEqual(lead.target.params)
        expect(served).toEqual([page.url()])
        await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible()
      })

      if (new URL(lead.path, 'http://x').searchParams.has('utm_source')) {
        const cookies = await page.context().cookies()
        const utm = cookies.find((cookie) => cookie.name === 'move_utm')
        expect(utm?.httpOnly).toBe(true)
        expect(new URLSearchParams(decodeURIComponent(utm?.value ?? ''))).toEqual(
          new URLSearchParams({ utm_source: 'e2e', utm_campaign: 'spring-test' }),
        )
      }
    })
  }

  test('the email is prefilled from ?email=', async ({ page }) => {
    await page.goto('/manchester?email=prefilled%40example.com')
    await expect(heroOf(page).getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'prefilled@example.com',
    )
  })

  test(
    'without JavaScript, /store-cookies sends an invalid email back with the error',
    HTTP_ONLY,
    async ({ page }) => {
      const response = await page.request.get(
        '/store-cookies?utm_capture_email=abc&landing=%2Flondon&ref=spring',
        { maxRedirects: 0 },
      )
      expect(response.status()).toBe(303)
      const location = new URL(response.headers()['location'] ?? '', 'http://x')
      expect(location.pathname).toBe('/london')
      expect(Object.fromEntries(location.searchParams)).toEqual({
        ref: 'spring',
        email: 'abc',
        email_error: '1',
      })

      // That page shows the error and the email typed.
      await page.goto(`${location.pathname}${location.search}`)
      const hero = heroOf(page)
      await expect(hero.getByRole('textbox', { name: 'Email address' })).toHaveValue('abc')
      await expect(hero.getByText('Please enter a valid email address')).toBeVisible()
    },
  )

  test('the redirect target never comes from the query string', HTTP_ONLY, async ({ page }) => {
    const response = await page.request.get(
      '/store-cookies?utm_capture_email=redirect-check%40example.com' +
        '&landing=https%3A%2F%2Fevil.example%2F&continue=https%3A%2F%2Fevil.example%2F',
      // As a browser submitting our form sends it (a lead is stored only then).
      { maxRedirects: 0, headers: { 'sec-fetch-site': 'same-origin' } },
    )
    expect(response.status()).toBe(303)
    const location = new URL(response.headers()['location'] ?? '')
    // An unknown landing falls back to the national page's CTA link.
    expect(location.origin).toBe(ACCOUNT_ORIGIN)
    expect(location.searchParams.get('context')).toBe('national_landing')
    expect(location.searchParams.get('continue')).toBe(CONTINUE_URL)
  })
})

/**
 * @jest-environment node
 *
 * GET /store-cookies and sitemap.xml / robots.txt through the real handlers against a real,
 * seeded database.
 */
import { and, eq, inArray } from 'drizzle-orm'
import robots from '@/app/robots'
import {
  CONTINUE_URL,
  DRAFT_OFFER_SLUG,
  SIGN_UP_URL,
  STREAMING_OFFER_SLUG,
  VOUCHER_OFFER_SLUG,
  WELCOME_OFFER_SLUG,
} from '@/server/db/seed/catalogue/seed-landing-pages'
import { cityPackageId, STREAMING_PACKAGE_ID } from '@/server/db/seed/catalogue/seed-packages'
import { PASSPORT_IDS } from '@/server/db/seed/catalogue/products'
import type { Database, DatabaseHandle } from '@/server/db/client'
import {
  activities,
  emailLeads,
  landingPages,
  marketingPartners,
  packages,
} from '@/server/db/schema'
import { handleStoreCookies, UTM_COOKIE } from '@/server/landing/store-cookies'
import { sitemapEntries } from '@/server/seo/sitemap'
import { SITE_URL } from '@/lib/site'
import { isSameSiteNavigation } from '@/server/security/request-origin'
import { DRIVERS, openTestDatabase } from './test-database'

const ORIGIN = 'http://localhost:3000'
const ACCOUNT_HOSTS = ['account.example.com']

/** A browser's form submission from our page (Sec-Fetch-Site same-origin) unless told. */
function storeCookies(query: string, init: { referer?: string; fetchSite?: string | null } = {}) {
  const headers: Record<string, string> = {}
  if (init.referer) headers.referer = init.referer
  const fetchSite = init.fetchSite === undefined ? 'same-origin' : init.fetchSite
  if (fetchSite !== null) headers['sec-fetch-site'] = fetchSite
  return new Request(`${ORIGIN}/store-cookies?${query}`, { headers })
}

function params(location: string): Record<string, string> {
  return Object.fromEntries(new URL(location, ORIGIN).searchParams)
}

/** A unique address per test so rows never collide across drivers or reruns. */
let counter = 0
function uniqueEmail(): string {
  counter += 1
  return `lead-${Date.now()}-${counter}@example.com`
}

describe.each(DRIVERS)('routes against %s', (driver) => {
  let handle: DatabaseHandle
  let db: Database
  // As the route calls it (app/store-cookies/route.ts).
  const run = (request: Request, options: { preview?: boolean; allowedHosts?: string[] } = {}) =>
    handleStoreCookies(request, {
      db,
      allowedHosts: ACCOUNT_HOSTS,
      sameSiteNavigation: isSameSiteNavigation(request),
      ...options,
    })
  const leadsFor = (email: string) =>
    db.select().from(emailLeads).where(eq(emailLeads.email, email))

  beforeAll(async () => {
    handle = await openTestDatabase(driver)
    db = handle.db
  })

  afterAll(async () => {
    await handle?.close()
  })

  describe('GET /store-cookies, invalid email', () => {
    it.each([
      ['too short (5 characters)', 'a%40b.c', 'a@b.c'],
      ['empty', '', null],
      ['only spaces', '%20%20%20%20%20%20%20', null],
      ['a control character', 'ann%0A%40example.com', null],
      ['longer than 254 characters', `${'a'.repeat(250)}%40x.com`, null],
    ])('%s: back to the page with email_error=1, nothing stored', async (_, value, prefill) => {
      const before = await db.select().from(emailLeads)
      const response = await run(
        storeCookies(`utm_capture_email=${value}&landing=%2Flondon&ref=spring&utm_source=news`),
      )
      expect(response.status).toBe(303)
      const location = response.headers.get('location') ?? ''
      const expected = new URLSearchParams({ ref: 'spring', utm_source: 'news' })
      if (prefill) expected.set('email', prefill)
      expected.set('email_error', '1')
      expect(location).toBe(`/london?${expected.toString()}`)
      expect(await db.select().from(emailLeads)).toHaveLength(before.length)
    })

    it('without a landing parameter, goes back to the Referer path on our origin', async () => {
      const response = await run(
        storeCookies('utm_capture_email=abc', {
          referer: `${ORIGIN}/offers/${WELCOME_OFFER_SLUG}?ref=x`,
        }),
      )
      expect(response.headers.get('location')).toBe(
        `/offers/${WELCOME_OFFER_SLUG}?email=abc&email_error=1`,
      )
    })

    it.each([
      ['a foreign Referer', { referer: 'https://evil.com/london' }, ''],
      ['no Referer', {}, ''],
      ['a landing that is not a landing route', {}, '&landing=%2F%2Fevil.com'],
      ['an absolute landing URL', {}, '&landing=https%3A%2F%2Fevil.com%2Flondon'],
      ['a landing with a query', {}, '&landing=%2Flondon%3Fx%3D1'],
    ])('with %s, goes back to /', async (_, init, extra) => {
      const response = await run(storeCookies(`utm_capture_email=abc${extra}`, init))
      expect(response.headers.get('location')).toBe('/?email=abc&email_error=1')
    })
  })

  describe('GET /store-cookies, valid email', () => {
    it('stores the lead with its UTM values, then 303s to the exact, allow-listed CTA link', async () => {
      const email = uniqueEmail()
      const response = await run(
        storeCookies(
          `utm_capture_email=${encodeURIComponent(email)}&landing=%2Flondon&utm_source=news&utm_campaign=spring&utm_medium=${'x'.repeat(201)}`,
        ),
      )
      expect(response.status).toBe(303)
      // london: defaultProductType FullMembership → the listing's full package.
      expect(response.headers.get('location')).toBe(
        `${SIGN_UP_URL}?context=city_landing&context_ref_city=london` +
          `&continue=${encodeURIComponent(CONTINUE_URL)}&challenge_3ds=true` +
          `&product_info_id=${cityPackageId('london', 'full')}&product_type=FullMembership` +
          `&passport_id=${PASSPORT_IDS.full}`,
      )
      expect(new URL(response.headers.get('location') ?? '').host).toBe('account.example.com')
      const rows = await leadsFor(email)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        email,
        landingPath: '/london',
        utm: { utm_source: 'news', utm_campaign: 'spring' },
      })
      const cookie = response.headers.get('set-cookie') ?? ''
      expect(cookie).toContain(`${UTM_COOKIE}=`)
      expect(cookie).toContain('HttpOnly')
      expect(decodeURIComponent(cookie.split(';')[0]?.split('=')[1] ?? '')).toBe(
        'utm_source=news&utm_campaign=spring',
      )
    })

    it('trims the email and sets no UTM cookie without UTM values', async () => {
      const email = uniqueEmail()
      const response = await run(
        storeCookies(`utm_capture_email=%20${encodeURIComponent(email)}%20&landing=%2Fbath`),
      )
      expect(response.status).toBe(303)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(await leadsFor(email)).toHaveLength(1)
    })

    it('records the campaign flags in the context', async () => {
      const response = await run(
        storeCookies(
          `utm_capture_email=${encodeURIComponent(uniqueEmail())}&landing=%2Flondon&brand_search=1&targeted_campaign=1`,
        ),
      )
      expect(params(response.headers.get('location') ?? '')).toMatchObject({
        context: 'city_landing:brand-search:targeted-campaign',
      })
    })

    it('uses the Referer path when there is no landing parameter', async () => {
      const email = uniqueEmail()
      const response = await run(
        storeCookies(`utm_capture_email=${encodeURIComponent(email)}`, {
          referer: `${ORIGIN}/bath?utm_source=x`,
        }),
      )
      expect(params(response.headers.get('location') ?? '')).toMatchObject({
        context_ref_city: 'bath',
      })
      expect((await leadsFor(email))[0]?.landingPath).toBe('/bath')
    })

    it('a partner page leads to the partner self-signup path on our origin', async () => {
      const response = await run(
        storeCookies(
          `utm_capture_email=${encodeURIComponent(uniqueEmail())}&landing=%2Fpartners%2Fbecome-a-partner-bath`,
        ),
      )
      expect(response.headers.get('location')).toBe(
        '/partner-self-signup?context=partner_page&context_ref_city=bath',
      )
    })

    it('a venue page carries the venue context', async () => {
      const [venuePage] = await db
        .select({ urlSlug: landingPages.urlSlug, venueId: landingPages.venueId })
        .from(landingPages)
        .where(and(eq(landingPages.landingVariant, 'venue'), eq(landingPages.isDraft, false)))
        .limit(1)
      expect(venuePage).toBeDefined()
      const response = await run(
        storeCookies(
          `utm_capture_email=${encodeURIComponent(uniqueEmail())}&landing=%2Fvenues%2F${venuePage?.urlSlug}`,
        ),
      )
      const location = response.headers.get('location') ?? ''
      expect(new URL(location).host).toBe('account.example.com')
      expect(params(location)).toMatchObject({
        context: 'venue_page',
        context_ref_id: String(venuePage?.venueId),
        context_ref_source: 'venue',
      })
    })

    it('the voucher offer signs in to purchase, with its partner package and the voucher code', async () => {
      const [partner] = await db
        .select({ pkg: packages })
        .from(landingPages)
        .innerJoin(marketingPartners, eq(marketingPartners.id, landingPages.marketingPartnerId))
        .innerJoin(packages, eq(packages.id, marketingPartners.packageId))
        .where(eq(landingPages.urlSlug, VOUCHER_OFFER_SLUG))
      const response = await run(
        storeCookies(
          `utm_capture_email=${encodeURIComponent(uniqueEmail())}&landing=%2Foffers%2F${VOUCHER_OFFER_SLUG}&voucher_code=LARK10`,
        ),
      )
      const location = new URL(response.headers.get('location') ?? '')
      expect(`${location.origin}${location.pathname}`).toBe('https://account.example.com/signin')
      expect(Object.fromEntries(location.searchParams)).toEqual({
        intent: 'purchase',
        context: 'partner_offer',
        context_ref_city: 'london',
        continue: CONTINUE_URL,
        challenge_3ds: 'true',
        product_info_id: String(partner?.pkg.id),
        product_type: partner?.pkg.productType,
        passport_id: String(partner?.pkg.passportId),
        voucher_code: 'LARK10',
      })
    })

    it('sends a malformed voucher code back to its field with the error, storing nothing', async () => {
      const email = uniqueEmail()
      const response = await run(
        storeCookies(
          `utm_capture_email=${encodeURIComponent(email)}&landing=%2Foffers%2F${VOUCHER_OFFER_SLUG}&voucher_code=a%26b%3Dc&ref=x`,
        ),
      )
      expect(response.status).toBe(303)
      const location = new URL(response.headers.get('location') ?? '', ORIGIN)
      expect(location.pathname).toBe(`/offers/${VOUCHER_OFFER_SLUG}`)
      expect(Object.fromEntries(location.searchParams)).toEqual({
        voucher_code: 'a&b=c',
        ref: 'x',
        email,
        voucher_error: '1',
      })
      const stored = await db.select().from(emailLeads).where(eq(emailLeads.email, email))
      expect(stored).toEqual([])
    })

    it('trims the voucher code, and ignores it on a page without a voucher field', async () => {
      const trimmed = await run(
        storeCookies(
          `utm_capture_email=${encodeURIComponent(uniqueEmail())}&landing=%2Foffers%2F${VOUCHER_OFFER_SLUG}&voucher_code=+LARK10+`,
        ),
      )
      expect(params(trimmed.headers.get('location') ?? '').voucher_code).toBe('LARK10')
      const elsewhere = await run(
        storeCookies(
          `utm_capture_email=${encodeURIComponent(uniqueEmail())}&landing=%2Flondon&voucher_code=a%26b`,
        ),
      )
      const location = new URL(elsewhere.headers.get('location') ?? '')
      expect(location.host).toBe('account.example.com')
      expect(location.searchParams.has('voucher_code')).toBe(false)
    })

    it('the streaming offer (no city) uses the streaming listing', async () => {
      const response = await run(
        storeCookies(
          `utm_capture_email=${encodeURIComponent(uniqueEmail())}&landing=%2Foffers%2F${STREAMING_OFFER_SLUG}`,
        ),
      )
      expect(params(response.headers.get('location') ?? '')).toEqual({
        context: 'streaming_offer',
        continue: CONTINUE_URL,
        challenge_3ds: 'true',
        product_info_id: String(STREAMING_PACKAGE_ID),
        product_type: 'DiscoveryMembership',
        passport_id: String(PASSPORT_IDS.discovery),
      })
    })

    it('a draft offer is the national page outside preview, itself in preview', async () => {
      const outside = await run(
        storeCookies(
          `utm_capture_email=${encodeURIComponent(uniqueEmail())}&landing=%2Foffers%2F${DRAFT_OFFER_SLUG}`,
        ),
      )
      expect(params(outside.headers.get('location') ?? '').context).toBe('national_landing')
      const inside = await run(
        storeCookies(
          `utm_capture_email=${encodeURIComponent(uniqueEmail())}&landing=%2Foffers%2F${DRAFT_OFFER_SLUG}`,
        ),
        { preview: true },
      )
      expect(params(inside.headers.get('location') ?? '')).toMatchObject({
        context: 'partner_offer',
        context_ref_city: 'brighton',
      })
    })

    it.each([
      ['a city we sell in', 'manchester', 'manchester'],
      ['a city we do not know', 'atlantis', undefined],
      ['a malformed city', '%3Cscript%3E', undefined],
    ])(
      'the national page sells the city chosen on it (its city select): %s',
      async (_, city, expected) => {
        const response = await run(
          storeCookies(
            `utm_capture_email=${encodeURIComponent(uniqueEmail())}&city=${city}&landing=%2F`,
          ),
        )
        const link = params(response.headers.get('location') ?? '')
        expect(link.context).toBe('national_landing')
        expect(link.context_ref_city).toBe(expected)
        if (expected) {
          expect(link.product_info_id).toBeDefined()
          expect(link.package_id).toBeUndefined()
        } else {
          expect(link.package_id).toBe('2580')
        }
      },
    )

    it('a page with a city of its own ignores a chosen city', async () => {
      const response = await run(
        storeCookies(
          `utm_capture_email=${encodeURIComponent(uniqueEmail())}&city=manchester&landing=%2Fbath`,
        ),
      )
      expect(params(response.headers.get('location') ?? '').context_ref_city).toBe('bath')
    })

    it('an unknown city falls back to the national page', async () => {
      const email = uniqueEmail()
      const response = await run(
        storeCookies(`utm_capture_email=${encodeURIComponent(email)}&landing=%2Fatlantis`),
      )
      expect(response.status).toBe(303)
      expect(params(response.headers.get('location') ?? '')).toMatchObject({
        context: 'national_landing',
        package_id: '2580',
      })
      expect((await leadsFor(email))[0]?.landingPath).toBe('/atlantis')
    })
  })

  describe('GET /store-cookies never leaves the allow-list', () => {
    const hostileQueries = [
      'continue=https%3A%2F%2Fevil.com',
      'redirect=https%3A%2F%2Fevil.com&next=%2F%2Fevil.com&url=javascript%3Aalert(1)',
      'landing=https%3A%2F%2Fevil.com',
      'landing=%2F%2Fevil.com%2Flondon',
      'landing=%2F%5Cevil.com',
      'landing=%2Foffers%2F..%2F..%2Fevil',
      'landing=%2Flondon&context=evil&package_id=1',
      'landing=%2Flondon%23%40evil.com',
      'ref=..%2F..%2Fevil.com',
    ]

    it.each(hostileQueries)('%s', async (query) => {
      const response = await run(
        storeCookies(`utm_capture_email=${encodeURIComponent(uniqueEmail())}&${query}`, {
          referer: 'https://evil.com/',
        }),
      )
      expect(response.status).toBe(303)
      const location = response.headers.get('location') ?? ''
      const onAccountHost = location.startsWith('https://account.example.com/')
      const onOurOrigin = location.startsWith('/') && !location.startsWith('//')
      expect(onAccountHost || onOurOrigin).toBe(true)
      expect(location).not.toContain('evil')
    })

    it('answers / when the CTA host is not allowed', async () => {
      const response = await run(
        storeCookies(`utm_capture_email=${encodeURIComponent(uniqueEmail())}&landing=%2Flondon`),
        { allowedHosts: [] },
      )
      expect(response.headers.get('location')).toBe('/')
    })

    describe('a tampered sign-up URL in the config', () => {
      const original = SIGN_UP_URL
      afterEach(async () => {
        await db
          .update(landingPages)
          .set({ signUpUrl: original })
          .where(eq(landingPages.urlSlug, 'york'))
      })

      it.each([
        'https://evil.com/signup',
        '//evil.com/signup',
        'https://account.example.com.evil.com/signup',
        'https://account.example.com@evil.com/signup',
        'javascript:alert(1)',
        'http://account.example.com:8080/signup',
      ])('%s → /', async (signUpUrl) => {
        await db.update(landingPages).set({ signUpUrl }).where(eq(landingPages.urlSlug, 'york'))
        const response = await run(
          storeCookies(`utm_capture_email=${encodeURIComponent(uniqueEmail())}&landing=%2Fyork`),
        )
        expect(response.status).toBe(303)
        expect(response.headers.get('location')).toBe('/')
      })
    })
  })

  describe('GET /store-cookies failures', () => {
    it("answers 503 'Could not get config' when the config cannot be loaded", async () => {
      const broken = {} as Database
      const response = await handleStoreCookies(
        storeCookies(`utm_capture_email=${encodeURIComponent(uniqueEmail())}&landing=%2Flondon`),
        { db: broken, allowedHosts: ACCOUNT_HOSTS, sameSiteNavigation: true },
      )
      expect(response.status).toBe(503)
      expect(response.headers.get('content-type')).toContain('text/html')
      const html = await response.text()
      expect(html).toContain('Could not get config')
      expect(html).not.toMatch(/at .*\.ts:\d+/)
    })

    it('answers 503 and stores nothing when the insert fails', async () => {
      const email = uniqueEmail()
      const failing = new Proxy(db, {
        get(target, property, receiver) {
          if (property === 'insert') {
            return () => {
              throw new Error('disk full')
            }
          }
          return Reflect.get(target, property, receiver)
        },
      })
      const response = await handleStoreCookies(
        storeCookies(`utm_capture_email=${encodeURIComponent(email)}&landing=%2Flondon`),
        { db: failing, allowedHosts: ACCOUNT_HOSTS, sameSiteNavigation: true },
      )
      expect(response.status).toBe(503)
      expect(response.headers.get('location')).toBeNull()
      expect(await response.text()).not.toContain('disk full')
      expect(await leadsFor(email)).toHaveLength(0)
    })
  })

  describe('sitemap.xml', () => {
    it('lists the national page, every city, the published offers, partner and venue pages', async () => {
      const site = 'https://www.move.example'
      const entries = await sitemapEntries(db, site)
      const urls = entries.map((entry) => entry.url)
      expect(new Set(urls).size).toBe(urls.length)
      expect(urls[0]).toBe(`${site}/`)
      for (const path of [
        '/london',
        '/bath',
        '/york',
        `/offers/${WELCOME_OFFER_SLUG}`,
        `/offers/${VOUCHER_OFFER_SLUG}`,
        `/offers/${STREAMING_OFFER_SLUG}`,
        '/partners/become-a-partner',
        '/partners/become-a-partner-sheffield',
      ]) {
        expect(urls).toContain(`${site}${path}`)
      }
      expect(urls.some((url) => url.includes(DRAFT_OFFER_SLUG))).toBe(false)
      expect(urls).not.toContain(`${site}/offers/london`)
      expect(urls).not.toContain(`${site}/offers/national`)

      const venuePages = await db
        .select({ urlSlug: landingPages.urlSlug })
        .from(landingPages)
        .where(and(eq(landingPages.landingVariant, 'venue'), eq(landingPages.isDraft, false)))
      expect(venuePages.length).toBeGreaterThan(0)
      const venueUrls = urls.filter((url) => url.startsWith(`${site}/venues/`))
      expect(venueUrls).toHaveLength(new Set(venuePages.map((page) => page.urlSlug)).size)
      expect(entries.find((entry) => entry.url === `${site}/`)).toMatchObject({ priority: 1 })
    })

    it('lists a page per city and activity type the city has published activities of', async () => {
      const site = 'https://www.move.example'
      const urls = (await sitemapEntries(db, site)).map((entry) => entry.url)
      const typePages = urls.filter((url) =>
        /^https:\/\/www\.move\.example\/[a-z-]+\/(yoga|fitness-class|swimming|martial-arts|gym|dance|climbing)$/.test(
          url,
        ),
      )
      const pairs = await db
        .selectDistinct({ city: activities.cityCode, type: activities.activityType })
        .from(activities)
        .where(and(eq(activities.isDraft, false), eq(activities.isStreaming, false)))
      expect(typePages.sort()).toEqual(
        pairs.map((pair) => `${site}/${pair.city}/${pair.type}`).sort(),
      )
      expect(urls).toContain(`${site}/london/yoga`)
      expect(urls.indexOf(`${site}/london/yoga`)).toBe(urls.indexOf(`${site}/london/venues`) + 1)
      expect(urls.some((url) => url.includes('streaming-city'))).toBe(false)

      // A type a city no longer has leaves the sitemap with its page.
      const hidden = await db
        .update(activities)
        .set({ isDraft: true })
        .where(and(eq(activities.cityCode, 'bath'), eq(activities.activityType, 'climbing')))
        .returning({ id: activities.id })
      try {
        expect(hidden.length).toBeGreaterThan(0)
        const after = (await sitemapEntries(db, site)).map((entry) => entry.url)
        expect(after).not.toContain(`${site}/bath/climbing`)
        expect(after).toContain(`${site}/bath/yoga`)
      } finally {
        await db
          .update(activities)
          .set({ isDraft: false })
          .where(
            inArray(
              activities.id,
              hidden.map((row) => row.id),
            ),
          )
      }
    })

    it('leaves out a page made draft', async () => {
      await db
        .update(landingPages)
        .set({ isDraft: true })
        .where(eq(landingPages.urlSlug, WELCOME_OFFER_SLUG))
      try {
        const urls = (await sitemapEntries(db)).map((entry) => entry.url)
        expect(urls).not.toContain(`${SITE_URL}/offers/${WELCOME_OFFER_SLUG}`)
      } finally {
        await db
          .update(landingPages)
          .set({ isDraft: false })
          .where(eq(landingPages.urlSlug, WELCOME_OFFER_SLUG))
      }
    })
  })
})

describe('robots.txt', () => {
  it('allows everything but the API, GraphQL, the lead route, internal landing paths and the marketing desk, and names the sitemap', () => {
    expect(robots()).toEqual({
      rules: [
        {
          userAgent: '*',
          allow: '/',
          disallow: ['/api/', '/graphql', '/store-cookies', '/l/', '/marketing'],
        },
      ],
      sitemap: `${SITE_URL}/sitemap.xml`,
    })
  })
})

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, HTTP_ONLY, test } from './fixtures'
import { PRECOMPRESS_MIN_BYTES } from '../server/http/precompressed-assets.mjs'
import {
  AFTER_FIRST_PAINT_SRC,
  AFTER_FIRST_PAINT_TYPE,
} from '../server/http/scripts-after-first-paint.mjs'
import {
  BRAND,
  expectLandingStructure,
  firstSitemapPath,
  SECTION_HEADINGS,
  type SectionId,
} from './support/landing'

/** Spec §2 order with layoutConfig.mapFirst off: how it works, then the discovery (map) slot. */
const DEFAULT_ORDER: SectionId[] = [
  'howItWorks',
  'discovery',
  'learnMore',
  'asSeenIn',
  'video',
  'faqs',
]
/** layoutConfig.mapFirst: the discovery section comes before how it works. */
const MAP_FIRST_ORDER: SectionId[] = [
  'discovery',
  'howItWorks',
  'learnMore',
  'asSeenIn',
  'video',
  'faqs',
]
const withoutVideo = (order: SectionId[]) => order.filter((id) => id !== 'video')

interface Variant {
  name: string
  /** A path, or a function finding one (venue slugs come from the sitemap). */
  path: string | ((page: Page) => Promise<string>)
  h1: string | RegExp
  sections: SectionId[]
  /** What else this variant must show. */
  check?: (page: Page) => Promise<void>
  /**
   * Also on the phone (375 px): the city page, the venue page and the offer whose tagline
   * changes there. The other variants' phone layouts are in the pictures (visual.spec.ts); their
   * structure and axe at the desktop's width only, to keep CI within its 30 minutes.
   */
  onPhone?: boolean
}

const hero = (page: Page) => page.getByRole('main').getByRole('region').first()

/** The product pages' hero holds the email capture with the config's button text. */
async function expectEmailCapture(page: Page, buttonText: string) {
  const email = hero(page).getByRole('textbox', { name: 'Email address' })
  await expect(email).toBeVisible()
  await expect(email).toHaveAttribute('placeholder', 'Enter your email address')
  await expect(hero(page).getByRole('button', { name: buttonText, exact: true })).toBeVisible()
}

const VARIANTS: Variant[] = [
  {
    name: 'the national page /',
    path: '/',
    h1: 'Pick your city and see everything one membership unlocks',
    sections: DEFAULT_ORDER,
    check: async (page) => {
      await expect(page).toHaveTitle(/Across the UK/)
      const cities = page.getByRole('navigation', { name: 'Cities' }).getByRole('link')
      expect(await cities.count()).toBeGreaterThanOrEqual(20)
      await expect(
        page.getByRole('banner').getByRole('link', { name: `${BRAND} home` }),
      ).toBeVisible()
      await expectEmailCapture(page, 'Try for £1')
    },
  },
  {
    name: 'a city page /london',
    onPhone: true,
    path: '/london',
    h1: 'Gyms, pools, yoga and more: one membership for London',
    sections: DEFAULT_ORDER,
    check: async (page) => {
      await expect(page).toHaveTitle(/London/)
      await expect(
        page.getByRole('heading', { name: 'Popular Activities in London' }),
      ).toBeVisible()
      await expectEmailCapture(page, 'Try for £1')
    },
  },
  {
    name: 'the ?ref=spring variant of /london (mapFirst)',
    path: '/london?ref=spring',
    h1: /^Spring into something new: \d+\+ venues across London$/,
    sections: MAP_FIRST_ORDER,
    check: async (page) => {
      await expectEmailCapture(page, 'Try spring for £1')
      await expect(page.getByText('What is the spring offer?')).toBeVisible()
    },
  },
  {
    name: 'a Welcome offer',
    path: '/offers/northwind-health-welcome',
    h1: 'Welcome, Northwind Health members: 20% off Full Membership',
    sections: DEFAULT_ORDER,
    check: async (page) => {
      await expect(hero(page).getByRole('img', { name: 'Northwind Health logo' })).toBeVisible()
      await expect(hero(page).getByRole('heading', { name: 'Limited time offer!' })).toBeVisible()
      await expect(hero(page).getByText(/^\d+% off$/)).toBeVisible()
      await expect(
        hero(page)
          .getByText(/£\d+\.\d\d per week/)
          .first(),
      ).toBeVisible()
      await expectEmailCapture(page, 'Start free trial')
    },
  },
  {
    name: 'the Voucher offer (hideVideo, hideMoveLogo)',
    path: '/offers/larkspur-benefits-voucher',
    h1: 'Got a Larkspur Benefits voucher? Your first week is on us',
    sections: withoutVideo(DEFAULT_ORDER),
    check: async (page) => {
      await expect(
        page.getByRole('banner').getByRole('link', { name: `${BRAND} home` }),
      ).toHaveCount(0)
      await expect(page.getByRole('banner').getByRole('link', { name: 'Home' })).toBeAttached()
      await expect(hero(page).getByRole('img', { name: 'Larkspur Benefits logo' })).toBeVisible()
      await expectEmailCapture(page, 'Redeem voucher')
    },
  },
  {
    name: 'the streaming offer (no map, no venue list)',
    path: '/offers/move_at_home_live',
    h1: 'Live classes from real studios, wherever you are',
    sections: withoutVideo(DEFAULT_ORDER),
    check: async (page) => {
      const discovery = page.getByRole('region', { name: SECTION_HEADINGS.discovery })
      await expect(
        discovery.getByRole('heading', { name: 'Popular live streaming activities' }),
      ).toBeVisible()
      expect(await discovery.getByText('Live stream', { exact: true }).count()).toBeGreaterThan(0)
      // No venue list and no links to venue pages: a streaming page has no places to visit.
      await expect(
        page.getByRole('navigation', { name: /^Access to all of these venues/ }),
      ).toHaveCount(0)
      await expect(discovery.getByRole('link')).toHaveCount(0)
      await expect(page.getByRole('button', { name: /View Map/ })).toHaveCount(0)
      await expectEmailCapture(page, 'Try for £1')
    },
  },
  {
    name: 'the Fernhill offer (mapFirst)',
    onPhone: true,
    path: '/offers/fernhill-workplace-offer',
    h1: 'An exclusive offer for Fernhill Workplace members',
    sections: MAP_FIRST_ORDER,
    check: async (page) => {
      // Both taglines are rendered; phones (below 600 px) see the short one only.
      const long = hero(page).getByText('Fernhill colleagues get their first week for £1.')
      const short = hero(page).getByText('From £1 a week')
      const phone = (page.viewportSize()?.width ?? 1280) < 600
      await expect(phone ? short : long).toBeVisible()
      await expect(phone ? long : short).toBeHidden()
    },
  },
  {
    name: 'a partner page',
    path: '/partners/become-a-partner',
    h1: 'Fill empty spots in your classes with new customers',
    // No how-it-works and no map: the partner pitch fills the map slot.
    sections: ['partnerPitch', 'learnMore', 'asSeenIn', 'video', 'faqs'],
    check: async (page) => {
      await expect(hero(page).getByRole('link', { name: 'Become a Partner' })).toHaveAttribute(
        'href',
        /\/partner-self-signup\?context=partner_page$/,
      )
      // The partner footer: FAQs and Contact instead of the Help Centre.
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: 'FAQs', exact: true })).toBeVisible()
      await expect(footer.getByRole('link', { name: 'Contact', exact: true })).toBeVisible()
      await expect(footer.getByRole('link', { name: 'Help Centre' })).toHaveCount(0)
    },
  },
  {
    name: 'a venue page',
    onPhone: true,
    path: (page) => firstSitemapPath(page, 'venues'),
    h1: /^Visit .+ and \d+\+ more venues in .+$/,
    sections: [
      'howItWorks',
      'timetable',
      'reviews',
      'nearby',
      'learnMore',
      'asSeenIn',
      'video',
      'faqs',
    ],
    check: async (page) => {
      const cta = hero(page).getByRole('link', { name: 'Try for £1' })
      const href = new URL((await cta.getAttribute('href')) ?? '')
      expect(href.origin).toBe('https://account.example.com')
      expect(href.searchParams.get('context')).toBe('venue_page')
      expect(href.searchParams.get('context_ref_source')).toBe('venue')
      expect(href.searchParams.get('context_ref_id')).toMatch(/^\d+$/)
    },
  },
]

test.describe('landing pages', () => {
  for (const variant of VARIANTS) {
    test(
      `${variant.name}: sections in order, one h1, no axe violations`,
      variant.onPhone ? { tag: '@phone' } : {},
      async ({ page }) => {
        const path = typeof variant.path === 'string' ? variant.path : await variant.path(page)
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await test.step('structure and section order', () =>
          expectLandingStructure(page, variant.h1, variant.sections))
        if (variant.check) await test.step('variant details', () => variant.check!(page))
        await test.step('axe', async () => {
          const results = await new AxeBuilder({ page }).analyze()
          expect(results.violations).toEqual([])
        })
      },
    )
  }

  test(
    '/partner-self-signup: one h1, the application form, partner footer, no axe violations',
    { tag: '@phone' },
    async ({ page }) => {
      const response = await page.goto('/partner-self-signup')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a Partner')
      // The application form, not a button back to this same page.
      await expect(
        page.getByRole('main').getByRole('button', { name: 'Send application' }),
      ).toBeVisible()
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Become a Partner' }),
      ).toHaveCount(0)
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }),
      ).toBeVisible()
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations).toEqual([])
    },
  )

  test(
    'the sticky bar appears once the hero is scrolled away',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/london')
      // Hidden bars are aria-hidden and inert, so they are not in the accessibility tree at all.
      const bar = page.getByRole('region', { name: 'Join', exact: true })
      await expect(bar).toHaveCount(0)
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      await expect(bar).toBeVisible()
      await expect(bar.getByRole('textbox', { name: 'Email address' })).toBeVisible()
      await expect(bar.getByRole('button', { name: 'Try for £1' })).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(bar).toHaveCount(0)
    },
  )

  test(
    'fonts are preloaded only for text in the first viewport',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/london')
      // A preload is worth its bandwidth and connection only for text the first paint shows: a
      // face used further down (the testimonials' quote mark once took the display face's regular
      // weight) loads when it is needed.
      const { preloaded, firstViewport } = await page.evaluate(() => {
        const rules = [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules].filter(
            (rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule,
          ),
        )
        const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, '')
        const preloaded = [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]'),
        ].map((link) => {
          const file = new URL(link.href).pathname.split('/').pop() ?? ''
          const rule = rules.find((candidate) =>
            candidate.style.getPropertyValue('src').includes(file),
          )
          if (!rule) return `${file}: no @font-face rule`
          return `${unquote(rule.style.getPropertyValue('font-family'))} ${rule.style.getPropertyValue('font-weight')}`
        })
        const firstViewport = new Set<string>()
        for (const element of document.body.querySelectorAll('*')) {
          const hasText = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          )
          const box = element.getBoundingClientRect()
          if (!hasText || box.width === 0 || box.top >= window.innerHeight) continue
          const style = getComputedStyle(element)
          firstViewport.add(`${unquote(style.fontFamily.split(',')[0] ?? '')} ${style.fontWeight}`)
        }
        return { preloaded, firstViewport: [...firstViewport] }
      })
      expect(preloaded.length).toBeGreaterThan(0)
      for (const face of preloaded) expect(firstViewport).toContain(face)
    },
  )

  test("the spec's faces are declared: display regular and bold, text light, regular, semibold", async ({
    page,
  }) => {
    await page.goto('/london')
    const faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => !face.family.endsWith('Fallback'))
        .map((face) => `${face.family.replace(/["']/g, '')} ${face.weight}`)
        .sort(),
    )
    expect(faces).toEqual([
      'displayFont 400',
      'displayFont 700',
      'textFont 300',
      'textFont 400',
      'textFont 600',
    ])
  })

  test('the hostile tagline is sanitised: never in the page, never executed', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const response = await page.goto('/offers/fernhill-workplace-offer')
    expect(response?.status()).toBe(200)
    // Not in the server HTML (markup or RSC payload), escaped or not.
    expect(await response!.text()).not.toMatch(/alert\(\\?"tagline\\?"\)/)
    // The allowed markup survives (the tagline is hidden on phones, which get the short one).
    const tagline = hero(page).getByText('Fernhill colleagues get their first week for £1.')
    await expect(tagline).toBeAttached()
    await expect(tagline).toHaveText('Fernhill colleagues get their first week for £1.')
    await expect(tagline.locator('strong')).toHaveText('Fernhill colleagues')
    // The script does not: not in the tagline, not anywhere in the document.
    await expect(tagline.locator('script')).toHaveCount(0)
    const scripts = await page
      .locator('script')
      .evaluateAll((nodes) => nodes.filter((node) => node.textContent?.includes('alert(')).length)
    expect(scripts).toBe(0)
    // goto waited for hydration (fixtures.ts): a would-be script has had its chance to run.
    expect(dialogs).toEqual([])
  })

  test('the cookie notice stays dismissed: the server stops rendering it', async ({ page }) => {
    const first = await page.goto('/manchester')
    expect(await first!.text()).toContain('aria-label="Cookie notice"')
    const notice = page.getByRole('region', { name: 'Cookie notice' })
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link', { name: 'Read our Cookie Policy' })).toBeVisible()

    const pixel = page.waitForResponse((r) => new URL(r.url()).pathname === '/hide-cookie.gif')
    await notice.getByRole('button', { name: 'Got it' }).click()
    expect((await pixel).status()).toBe(200)
    await expect(notice).toHaveCount(0)
    const cookies = await page.context().cookies()
    expect(cookies).toContainEqual(
      expect.objectContaining({ name: 'move_cookie_notice', value: 'hidden', path: '/' }),
    )

    const reloaded = await page.reload()
    expect(await reloaded!.text()).not.toContain('aria-label="Cookie notice"')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(notice).toHaveCount(0)
    // Every other landing page too (the cookie goes with every request of this browser).
    const other = await page.request.get('/bath')
    expect(await other.text()).not.toContain('aria-label="Cookie notice"')
  })

  test("a landing page's scripts are fetched after its first paint, then it hydrates", async ({
    page,
  }) => {
    const response = await page.goto('/london')
    const html = await response!.text()
    // Next's chunk tags arrive inert, and nothing preloads them.
    expect(html).toContain(
      `<script type="${AFTER_FIRST_PAINT_TYPE}" ${AFTER_FIRST_PAINT_SRC}="/_next/static/`,
    )
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/)
    expect(html).not.toContain('rel="preload" as="script"')
    // goto has waited for hydration (fixtures.ts): the scripts ran.
    const timing = await page.evaluate(() => ({
      firstContentfulPaint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/[^?]+\.js(?:\?|$)/.test(entry.name))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }))
    expect(timing.firstContentfulPaint).not.toBeNull()
    expect(timing.scripts.length).toBeGreaterThan(3)
    for (const script of timing.scripts) {
      expect(script.start, script.url).toBeGreaterThanOrEqual(timing.firstContentfulPaint!)
    }
  })

  test('how-it-works modals work from the keyboard', { tag: '@phone' }, async ({ page }) => {
    // The national page has ctaConfig.howItWorksModals.
    await page.goto('/')
    const steps = page.getByRole('region', { name: 'How it works' })
    const trigger = steps.getByRole('button', { name: 'Find out more' }).first()
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')

    // Reach the trigger with Tab from the element before it, open it with Enter.
    await trigger.evaluate((button) => {
      const focusable = [
        ...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"])'),
      ].filter((element) => !element.closest('[inert]'))
      focusable[focusable.indexOf(button as HTMLElement) - 1]?.focus()
    })
    await page.keyboard.press('Tab')
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog).toHaveAccessibleName(/\S/)
    const close = dialog.getByRole('button', { name: 'Close' })
    await expect(close).toBeFocused()

    // Tab and Shift+Tab cycle inside the dialog, never reaching the page behind it.
    const focusInDialog = () =>
      page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)
    const stops = await dialog.evaluate(
      (node) =>
        node.querySelectorAll('a[href], button:not([disabled]), input, [tabindex="0"]').length,
    )
    for (let i = 0; i < stops + 1; i += 1) {
      await page.keyboard.press('Tab')
      expect(await focusInDialog()).toBe(true)
    }
    for (let i = 0; i < stops + 1; i += 1) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInDialog()).toBe(true)
    }

    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    expect(results.violations).toEqual([])

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()

    // The close button closes it too, and focus still returns.
    await page.keyboard.press('Enter')
    await expect(close).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })

  test.describe('a landing page that does not exist', () => {
    test.use({
      expectedConsoleErrors: [/status of 404 .*\/(offers|partners|venues)\/does-not-exist\)$/],
    })

    test('is a 404 page', async ({ page }) => {
      for (const path of [
        '/offers/does-not-exist',
        '/partners/does-not-exist',
        '/venues/does-not-exist',
      ]) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page")
      }
    })
  })

  test(
    'sitemap.xml, robots.txt and the favicon are reachable',
    HTTP_ONLY,
    async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin

      const sitemap = await page.request.get('/sitemap.xml')
      expect(sitemap.status()).toBe(200)
      expect(sitemap.headers()['content-type']).toMatch(/xml/)
      const xml = await sitemap.text()
      for (const path of [
        '/',
        '/london',
        '/offers/northwind-health-welcome',
        '/offers/larkspur-benefits-voucher',
        '/offers/move_at_home_live',
        '/partners/become-a-partner',
      ]) {
        expect(xml, path).toContain(`<loc>${origin}${path}</loc>`)
      }
      expect(xml).toMatch(/<loc>[^<]+\/venues\/[a-z0-9-]+<\/loc>/)
      // Drafts and the internal route never appear.
      expect(xml).not.toContain('kestrel-rewards-preview')
      expect(xml).not.toContain('/l/')

      const robots = await page.request.get('/robots.txt')
      expect(robots.status()).toBe(200)
      const text = await robots.text()
      expect(text).toContain('Disallow: /l/')
      expect(text).toContain('Disallow: /store-cookies')
      expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`)

      // Browsers ask for /favicon.ico regardless of <link rel="icon">: it leads to our icon.
      const favicon = await page.request.get('/favicon.ico')
      expect(favicon.status()).toBe(200)
      expect(favicon.url()).toBe(`${origin}/icon.svg`)
      expect(favicon.headers()['content-type']).toMatch(/^image\/svg\+xml/)
    },
  )

  test(
    'a landing URL with a config flag is rendered in place, not proxied to the server itself',
    HTTP_ONLY,
    async ({ page }) => {
      // proxy.ts rewrites these to the internal landing route; a rewrite Next took for another
      // origin's (an absolute URL) would be fetched over HTTP from this very server.
      for (const path of ['/london?ref=spring', '/london?utm_source=e2e&targeted_campaign=1']) {
        const response = await page.request.get(path)
        expect(response.status(), path).toBe(200)
        expect(response.headers()['x-middleware-rewrite'], path).toMatch(/^\/l\//)
      }
    },
  )

  test(
    'a landing page is sent compressed, soon from bytes compressed once, and plain to a client that asks for no coding',
    HTTP_ONLY,
    async ({ page }) => {
      const asChrome = { 'accept-encoding': 'gzip, deflate, br, zstd' }
      const first = await page.request.get('/london', { headers: asChrome })
      expect(first.headers()['content-encoding']).toBe('br')
      expect(first.headers()['vary']).toMatch(/accept-encoding/i)
      expect(await first.text()).toContain('<h1')
      // The compressed bytes are made in the background after the first request; from then on
      // the page goes out with its length rather than streamed.
      await expect
        .poll(async () => {
          const again = await page.request.get('/london', { headers: asChrome })
          return [again.headers()['content-encoding'], again.headers()['content-length'] ?? null]
        })
        .toEqual(['br', expect.stringMatching(/^\d+$/)])

      const plain = await page.request.get('/london', {
        headers: { 'accept-encoding': 'identity' },
      })
      expect(plain.headers()['content-encoding']).toBeUndefined()
      expect(await plain.text()).toContain('<h1')
    },
  )

  test(
    "a landing page's scripts and style sheets are sent from the bytes the build compressed",
    HTTP_ONLY,
    async ({ page }) => {
      const html = await (await page.request.get('/london')).text()
      const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)]
        .map((match) => match[1]!)
        .filter((url, index, all) => all.indexOf(url) === index)
      expect(assets.length).toBeGreaterThan(3)
      for (const url of assets) {
        const plain = await page.request.get(url, { headers: { 'accept-encoding': 'identity' } })
        const original = await plain.body()
        // A smaller file gains less than the coding costs: it goes out as it is.
        const compressed = original.length >= PRECOMPRESS_MIN_BYTES
        for (const [acceptEncoding, coding] of [
          ['gzip, deflate, br, zstd', 'br'],
          ['gzip', 'gzip'],
        ] as const) {
          const answer = await page.request.get(url, {
            headers: { 'accept-encoding': acceptEncoding },
          })
          const headers = answer.headers()
          expect(headers['content-encoding'], url).toBe(compressed ? coding : undefined)
          // Sent whole with its length: the middleware would have streamed it (chunked).
          expect(Number(headers['content-length']), url).toBeGreaterThan(0)
          if (compressed)
            expect(Number(headers['content-length']), url).toBeLessThan(original.length)
          expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable')
          expect(headers['x-content-type-options'], url).toBe('nosniff')
          expect((await answer.body()).equals(original), url).toBe(true)
        }
      }
    },
  )
})

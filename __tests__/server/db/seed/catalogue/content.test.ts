/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { BRAND, PRODUCT_NAMES } from '@/lib/brand'
import { CITIES } from '@/server/db/seed/catalogue/seed-cities'
import { generateCatalogue } from '@/server/db/seed/catalogue/generate'
import {
  ALTERNATE_VARIANT_REF,
  BECOME_A_PARTNER_SLUG,
  DRAFT_OFFER_SLUG,
  HOSTILE_TAGLINE_SCRIPT,
  HOSTILE_TAGLINE_SLUG,
  NATIONAL_PAGE_SLUG,
  STREAMING_OFFER_SLUG,
  VOUCHER_OFFER_SLUG,
  WELCOME_OFFER_SLUG,
} from '@/server/db/seed/catalogue/seed-landing-pages'
import { MARKETING_PARTNERS } from '@/server/db/seed/catalogue/marketing-partners'
import { buildPackageListings, buildPackages } from '@/server/db/seed/catalogue/seed-packages'
import { STREAMING_CITY } from '@/lib/activity-types'

const catalogue = generateCatalogue({ activities: 1000 })
const pages = catalogue.landingPages
const page = (variant: string, slug: string, ref = '') =>
  pages.find((p) => p.landingVariant === variant && p.urlSlug === slug && p.variantRef === ref)

describe('landing pages', () => {
  it('are unique per (variant, slug, ref), as the unique index demands', () => {
    const keys = pages.map((p) => `${p.landingVariant}/${p.urlSlug}/${p.variantRef}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('one Discovery product page per city, with its city fixed and a title built from the brand', () => {
    for (const city of CITIES) {
      const cityPage = page('product', city.code)
      expect(cityPage).toMatchObject({
        pageVariant: 'Discovery',
        cityCode: city.code,
        isDraft: false,
      })
      expect(cityPage!.pageTitle).toBe(`Gyms, Classes & Pools in ${city.name} | ${BRAND}`)
    }
    expect(pages.some((p) => p.cityCode === STREAMING_CITY)).toBe(false)
  })

  it('layout and CTA settings vary across city pages', () => {
    const cityPages = CITIES.map((c) => page('product', c.code)!)
    for (const key of ['mapFirst', 'hideVideo'] as const) {
      expect(new Set(cityPages.map((p) => p.layoutConfig[key])).size).toBe(2)
    }
    expect(new Set(cityPages.map((p) => p.ctaConfig.howItWorksModals)).size).toBe(2)
    expect(new Set(cityPages.map((p) => p.ctaConfig.signUpImageType)).size).toBe(4)
    expect(new Set(cityPages.map((p) => p.defaultProductType)).size).toBe(3)
  })

  it('has the national page and an alternate ?ref= variant', () => {
    expect(page('product', NATIONAL_PAGE_SLUG)).toMatchObject({
      cityCode: null,
      pageVariant: 'Discovery',
    })
    const spring = page('product', 'london', ALTERNATE_VARIANT_REF)
    expect(spring).toBeDefined()
    expect(spring!.ctaText).not.toBe(page('product', 'london')!.ctaText)
  })

  it('one offer per marketing partner; the Welcome and Voucher offers as promised', () => {
    for (const partner of MARKETING_PARTNERS) {
      const offer = page('product', partner.offer.urlSlug)
      expect(offer).toMatchObject({
        marketingPartnerId: partner.id,
        pageVariant: partner.offer.pageVariant,
      })
    }
    const welcome = page('product', WELCOME_OFFER_SLUG)!
    expect(welcome.pageVariant).toBe('Welcome')
    // Its city lists all three plans, one of them discounted.
    const { listings, options } = buildPackageListings()
    const packages = new Map(buildPackages().map((p) => [p.id, p]))
    const cityListings = listings.filter((l) => l.cityCode === welcome.cityCode)
    expect(
      new Set(cityListings.map((l) => packages.get(l.initialPackageId)!.productType)).size,
    ).toBe(3)
    const listed = options
      .filter((o) => cityListings.some((l) => l.id === o.listingId))
      .map((o) => packages.get(o.packageId)!)
    expect(listed.some((p) => p.discountPercentage !== null)).toBe(true)
    expect(page('product', VOUCHER_OFFER_SLUG)).toMatchObject({
      pageVariant: 'Voucher',
      ctaConfig: expect.objectContaining({ voucherInput: true }),
    })
  })

  it('the streaming offer starts move_at_home and has no city', () => {
    expect(STREAMING_OFFER_SLUG.startsWith(`${BRAND.toLowerCase()}_at_home`)).toBe(true)
    const streaming = page('product', STREAMING_OFFER_SLUG)!
    expect(streaming).toMatchObject({ cityCode: null, pageVariant: 'Discovery' })
    expect(streaming.pageTitle).toContain(PRODUCT_NAMES.streaming)
  })

  it('has a draft offer and partner pages', () => {
    expect(page('product', DRAFT_OFFER_SLUG)?.isDraft).toBe(true)
    expect(pages.filter((p) => p.isDraft)).toHaveLength(1)
    expect(page('partner', BECOME_A_PARTNER_SLUG)).toMatchObject({
      pageVariant: 'Partner',
      signUpUrl: '/partner-self-signup',
    })
    expect(pages.filter((p) => p.landingVariant === 'partner').length).toBeGreaterThan(3)
  })

  it('one venue page per venue', () => {
    const venuePages = pages.filter((p) => p.landingVariant === 'venue')
    expect(venuePages).toHaveLength(catalogue.venues.length)
    for (const venuePage of venuePages) {
      const venue = catalogue.venues.find((v) => v.id === venuePage.venueId)!
      expect(venuePage.urlSlug).toBe(venue.urlSlug)
      expect(venuePage.pageVariant).toBe('Venue')
    }
  })

  it('exactly one tagline carries a <script>, for the sanitiser tests', () => {
    const hostile = pages.filter((p) =>
      [p.packageHtmlTagline, p.shortPackageHtmlTagline].some((t) => t?.includes('<script')),
    )
    expect(hostile.map((p) => p.urlSlug)).toEqual([HOSTILE_TAGLINE_SLUG])
    expect(hostile[0]!.packageHtmlTagline).toContain(HOSTILE_TAGLINE_SCRIPT)
  })

  it('never hard-codes the brand: catalogue sources derive it from BRAND', () => {
    const dir = path.join(process.cwd(), 'server/db/seed/catalogue')
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      const code = readFileSync(path.join(dir, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '')
      expect(code).not.toMatch(/\bMove\b/)
    }
  })
})

describe('marketing partners', () => {
  it('four fictional partners, three showing their logo', () => {
    expect(catalogue.marketingPartners).toHaveLength(4)
    expect(catalogue.marketingPartners.filter((p) => p.displayPartnerLogo)).toHaveLength(3)
  })
})

describe('FAQs, testimonials and texts', () => {
  it('4–8 FAQs per page variant, plus generic ones, some open, some quoting prices', () => {
    for (const variant of ['Discovery', 'Partner', 'Voucher', 'Welcome', 'Venue'] as const) {
      const faqs = catalogue.faqs.filter((f) => f.pageVariant === variant && f.variantRef === null)
      expect(faqs.length).toBeGreaterThanOrEqual(4)
      expect(faqs.length).toBeLessThanOrEqual(8)
      expect(faqs.some((f) => f.defaultOpen)).toBe(true)
    }
    expect(catalogue.faqs.filter((f) => f.pageVariant === null).length).toBeGreaterThanOrEqual(4)
    expect(catalogue.faqs.some((f) => f.mentionsPrices && f.contentHtml.includes('£'))).toBe(true)
    expect(catalogue.faqs.some((f) => f.variantRef !== null)).toBe(true)
    for (const faq of catalogue.faqs.filter((f) => !f.mentionsPrices)) {
      expect(faq.contentHtml).not.toMatch(/£\d/)
    }
  })

  it('customer and partner testimonials', () => {
    expect(catalogue.testimonials.filter((t) => t.type === 'Customer')).toHaveLength(8)
    expect(catalogue.testimonials.filter((t) => t.type === 'Partner')).toHaveLength(5)
  })

  it('texts: generic rows for every key, plus city, partner, variant, ref and price-free overrides', () => {
    const keys = new Set(catalogue.texts.map((t) => t.key))
    for (const key of [
      'hero.subtitle',
      'learn-more.intro',
      'pricing.small-print',
      'how-it-works.step-1',
      'how-it-works.step-2',
      'how-it-works.step-3',
      'how-it-works.step-4',
    ]) {
      expect(keys).toContain(key)
    }
    const generic = (t: (typeof catalogue.texts)[number]) =>
      t.cityCode === null &&
      t.marketingPartnerSlug === null &&
      t.pageVariant === null &&
      t.variantRef === null &&
      t.hideCopyPrices === null
    for (const key of keys) {
      if (key === 'venue.intro') continue
      expect(catalogue.texts.some((t) => t.key === key && generic(t))).toBe(true)
    }
    expect(catalogue.texts.some((t) => t.cityCode !== null)).toBe(true)
    expect(catalogue.texts.some((t) => t.marketingPartnerSlug !== null)).toBe(true)
    expect(catalogue.texts.some((t) => t.pageVariant !== null)).toBe(true)
    expect(catalogue.texts.some((t) => t.variantRef !== null)).toBe(true)
    for (const text of catalogue.texts.filter((t) => t.hideCopyPrices === true)) {
      expect(JSON.stringify(text.content)).not.toContain('£')
    }
    expect(
      catalogue.texts.some(
        (t) => t.content.kind === 'Document' && t.content.blocks.some((b) => b.kind === 'List'),
      ),
    ).toBe(true)
  })
})

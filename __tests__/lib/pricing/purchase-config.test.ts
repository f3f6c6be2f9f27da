import { pricePlans, type PricePlan } from '@/lib/pricing/price-plans'
import {
  fallbackSignUpLink,
  hasVoucherInput,
  offersSignIn,
  planCtaLink,
  purchaseConfigOf,
  type PurchaseConfig,
} from '@/lib/pricing/purchase-config'
import { SIGN_UP_LINK_PARAMS } from '@/lib/pricing/sign-up-link'
import { ACCOUNT, purchaseFixture, seedListing, SIGN_IN, SIGN_UP } from './fixtures'

const CONTINUE = `${ACCOUNT}/continue?step=2`

const LISTING = seedListing('london')
const PLANS = pricePlans(LISTING)

const PURCHASE = purchaseFixture({ continueUrl: CONTINUE })

function parts(link: string) {
  const url = new URL(link)
  return { at: `${url.origin}${url.pathname}`, params: Object.fromEntries(url.searchParams) }
}

describe('planCtaLink: every variant and flag combination (spec §5)', () => {
  type Case = {
    landingVariant: 'product' | 'venue'
    signInToPurchase: boolean | null
    preferSignIn: boolean
    enable3DSecure: boolean | null
    voucherInput: boolean
    voucherCode: string
    plan: PricePlan | null
  }
  const cases: Case[] = []
  for (const landingVariant of ['product', 'venue'] as const)
    for (const signInToPurchase of [false, true, null])
      for (const preferSignIn of [false, true])
        for (const enable3DSecure of [true, false, null])
          for (const voucherInput of [false, true])
            for (const voucherCode of ['', ' SAVE10 '])
              for (const plan of [...PLANS, null])
                cases.push({
                  landingVariant,
                  signInToPurchase,
                  preferSignIn,
                  enable3DSecure,
                  voucherInput,
                  voucherCode,
                  plan,
                })

  /** The spec's rules, written out independently of the code under test. */
  function expected(c: Case) {
    const params: Record<string, string> = {
      context: 'venue_page',
      context_ref_city: 'london',
      continue: CONTINUE,
      challenge_3ds: c.enable3DSecure === false ? 'false' : 'true',
    }
    if (c.plan) {
      params.product_info_id = c.plan.key
      params.product_type = c.plan.productType
      params.passport_id = String(c.plan.passportId)
    } else {
      // Without a plan: the listing's default product (FullMembership here).
      params.product_info_id = String(LISTING[0]!.initialProduct.id)
      params.product_type = 'FullMembership'
      params.passport_id = '3'
    }
    if (c.voucherInput && c.voucherCode.trim()) params.voucher_code = 'SAVE10'
    if (c.landingVariant === 'venue') {
      params.context_ref_id = '42'
      params.context_ref_source = 'venue'
    }
    return { at: c.signInToPurchase || c.preferSignIn ? SIGN_IN : SIGN_UP, params }
  }

  it(`covers ${2 * 3 * 2 * 3 * 2 * 2 * 4} combinations`, () => {
    expect(cases).toHaveLength(576)
  })

  it.each(cases)(
    '$landingVariant, signInToPurchase $signInToPurchase, prefer $preferSignIn, 3DS $enable3DSecure, voucher input $voucherInput "$voucherCode", plan $plan.key',
    (c) => {
      const purchase: PurchaseConfig = {
        ...PURCHASE,
        landingVariant: c.landingVariant,
        entryContext: 'venue_page',
        signInToPurchase: c.signInToPurchase,
        enable3DSecure: c.enable3DSecure,
        ctaConfig: { voucherInput: c.voucherInput },
        venue: c.landingVariant === 'venue' ? { id: '42' } : null,
      }
      const link = planCtaLink(purchase, {
        product: c.plan?.product ?? null,
        listing: LISTING,
        voucherCode: c.voucherCode,
        preferSignIn: c.preferSignIn,
      })
      const actual = parts(link)
      expect(actual).toEqual(expected(c))
      expect(actual.params.passport_id !== undefined).not.toBe(
        actual.params.package_id !== undefined,
      )
    },
  )

  it('partner pages ignore plans, vouchers and sign-in (self-signup with context only)', () => {
    const link = planCtaLink(
      {
        ...PURCHASE,
        landingVariant: 'partner',
        signUpUrl: '/partner-self-signup',
        entryContext: 'partner_page',
        ctaConfig: { voucherInput: true },
      },
      {
        product: PLANS[0]!.product,
        listing: LISTING,
        voucherCode: 'X',
        preferSignIn: true,
        base: 'https://move.example.org',
      },
    )
    expect(parts(link)).toEqual({
      at: 'https://move.example.org/partner-self-signup',
      params: { context: 'partner_page', context_ref_city: 'london' },
    })
  })

  it('throws the spec error for an unsupported variant', () => {
    expect(() => planCtaLink({ ...PURCHASE, landingVariant: 'welcome' }, {})).toThrow(
      'CTAButtonLink not implemented for variant',
    )
  })
})

describe('fallbackSignUpLink (spec §8 product list error)', () => {
  it.each<[string, Partial<PurchaseConfig>, { at: string; params: Record<string, string> }]>([
    [
      'plain page: package_id 2580',
      {},
      {
        at: SIGN_UP,
        params: {
          context: 'city_landing',
          context_ref_city: 'london',
          continue: CONTINUE,
          challenge_3ds: 'true',
          package_id: '2580',
        },
      },
    ],
    [
      'partner offer: its package id',
      { marketingPartner: { packageId: '5003' }, enable3DSecure: false },
      {
        at: SIGN_UP,
        params: {
          context: 'city_landing',
          context_ref_city: 'london',
          continue: CONTINUE,
          challenge_3ds: 'false',
          package_id: '5003',
        },
      },
    ],
    [
      'partner offer with its product',
      { marketingPartnerPackage: { id: '5001', productType: 'FULL_MEMBERSHIP', passportId: 3 } },
      {
        at: SIGN_UP,
        params: {
          context: 'city_landing',
          context_ref_city: 'london',
          continue: CONTINUE,
          challenge_3ds: 'true',
          product_info_id: '5001',
          product_type: 'FullMembership',
          passport_id: '3',
        },
      },
    ],
    [
      'sign in to purchase',
      { signInToPurchase: true },
      {
        at: SIGN_IN,
        params: {
          context: 'city_landing',
          context_ref_city: 'london',
          continue: CONTINUE,
          challenge_3ds: 'true',
          package_id: '2580',
        },
      },
    ],
  ])('%s', (_, change, expectedParts) => {
    const link = fallbackSignUpLink({ ...PURCHASE, ...change })
    expect(parts(link)).toEqual(expectedParts)
    for (const name of Object.keys(parts(link).params)) expect(SIGN_UP_LINK_PARAMS).toContain(name)
  })

  it('keeps the voucher and sign-in choice', () => {
    const link = fallbackSignUpLink(
      { ...PURCHASE, ctaConfig: { voucherInput: true } },
      { voucherCode: 'LARK10', preferSignIn: true },
    )
    expect(parts(link).at).toBe(SIGN_IN)
    expect(parts(link).params.voucher_code).toBe('LARK10')
  })
})

describe('hasVoucherInput', () => {
  it.each<[PurchaseConfig['ctaConfig'], boolean]>([
    [{ voucherInput: true }, true],
    [{ voucherInput: false }, false],
    [{ voucherInput: null }, false],
    [null, false],
    [undefined, false],
  ])('%p → %p', (ctaConfig, expected) => {
    expect(hasVoucherInput({ ctaConfig })).toBe(expected)
  })
})

describe('offersSignIn', () => {
  it.each<[string, string | null, boolean | null, boolean]>([
    ['product', SIGN_IN, false, true],
    ['product', SIGN_IN, null, true],
    ['venue', SIGN_IN, false, true],
    ['product', SIGN_IN, true, false],
    ['product', null, false, false],
    ['product', '', false, false],
    ['partner', SIGN_IN, false, false],
  ])(
    '%s, sign-in URL %p, signInToPurchase %p → %p',
    (landingVariant, url, signInToPurchase, expected) => {
      expect(offersSignIn({ landingVariant, signInUrlForPurchase: url, signInToPurchase })).toBe(
        expected,
      )
    },
  )
})

describe('purchaseConfigOf', () => {
  it('keeps only what the links and cards read, as plain data', () => {
    const page = {
      __typename: 'VenuePage' as const,
      id: '9',
      urlSlug: 'the-gym',
      city: 'york',
      cityName: 'York',
      signUpUrl: SIGN_UP,
      signInUrl: `${ACCOUNT}/login`,
      signInUrlForPurchase: SIGN_IN,
      continueUrl: CONTINUE,
      entryContext: 'venue_page',
      defaultProductType: 'MOVE_FIVE',
      signInToPurchase: true,
      venue: { id: '42', name: 'The Gym', reviews: [{ id: '1', review: 'long text' }] },
    }
    const config = purchaseConfigOf({ landingVariant: 'venue', variant: 'VENUE', page })
    expect(config).toEqual<PurchaseConfig>({
      landingVariant: 'venue',
      variant: 'VENUE',
      hideCopyPrices: false,
      urlSlug: 'the-gym',
      city: 'york',
      signUpUrl: SIGN_UP,
      signInUrlForPurchase: SIGN_IN,
      continueUrl: CONTINUE,
      entryContext: 'venue_page',
      enable3DSecure: null,
      signInToPurchase: true,
      defaultProductType: 'MOVE_FIVE',
      ctaConfig: null,
      marketingPartner: null,
      marketingPartnerPackage: null,
      venue: { id: '42' },
    })
    expect(JSON.parse(JSON.stringify(config))).toEqual(config)
  })

  it('reads a product page and takes the chosen city when the page has none', () => {
    const config = purchaseConfigOf({
      landingVariant: 'product',
      variant: 'WELCOME',
      city: 'bath',
      page: {
        city: null,
        signUpUrl: SIGN_UP,
        continueUrl: CONTINUE,
        entryContext: 'national_landing',
        hideCopyPrices: true,
        enable3DSecure: false,
        ctaConfig: { voucherInput: true },
        marketingPartner: { packageId: '5003' },
        marketingPartnerPackage: { id: '5003', productType: 'DISCOVERY_MEMBERSHIP', passportId: 1 },
      },
    })
    expect(config).toMatchObject({
      city: 'bath',
      variant: 'WELCOME',
      hideCopyPrices: true,
      enable3DSecure: false,
      ctaConfig: { voucherInput: true },
      marketingPartner: { packageId: '5003' },
      marketingPartnerPackage: { id: '5003', productType: 'DISCOVERY_MEMBERSHIP', passportId: 1 },
      signInUrlForPurchase: null,
    })
  })
})

import {
  CTA_NOT_IMPLEMENTED_MESSAGE,
  ctaButtonLink,
  ctaListingCity,
  landingVariantOf,
  type CtaPage,
} from '@/lib/pricing/cta-link'
import { ACCOUNT, purchaseFixture } from '../pricing/fixtures'

// The pricing tests' London product page: the CTA reads the same fields of the same config.
const PRODUCT_PAGE: CtaPage = purchaseFixture({
  signInUrlForPurchase: `${ACCOUNT}/signin?intent=purchase`,
})
const LISTING = [
  {
    initialProduct: { id: '3002', productType: 'FULL_MEMBERSHIP', passportId: 3, discount: null },
    nextProductOptions: [],
  },
  {
    initialProduct: { id: '3001', productType: 'MOVE_FIVE', passportId: 2, discount: null },
    nextProductOptions: [],
  },
  {
    initialProduct: {
      id: '3000',
      productType: 'DISCOVERY_MEMBERSHIP',
      passportId: 1,
      discount: null,
    },
    nextProductOptions: [],
  },
]
const BASE = 'https://move.example.org'

function parts(link: string) {
  const url = new URL(link)
  return { at: `${url.origin}${url.pathname}`, params: Object.fromEntries(url.searchParams) }
}

describe('ctaButtonLink', () => {
  it('product page without a listing: package_id 2580', () => {
    expect(ctaButtonLink({ landingVariant: 'product', page: PRODUCT_PAGE, base: BASE })).toBe(
      `${ACCOUNT}/signup?context=city_landing&context_ref_city=london` +
        '&continue=https%3A%2F%2Faccount.example.com%2Fcontinue&challenge_3ds=true&package_id=2580',
    )
  })

  it.each<
    [string, Parameters<typeof ctaButtonLink>[0], { at: string; params: Record<string, string> }]
  >([
    [
      'product page: the listing default product (FullMembership)',
      { landingVariant: 'product', page: PRODUCT_PAGE, listing: LISTING },
      {
        at: `${ACCOUNT}/signup`,
        params: {
          context: 'city_landing',
          context_ref_city: 'london',
          continue: `${ACCOUNT}/continue`,
          challenge_3ds: 'true',
          product_info_id: '3002',
          product_type: 'FullMembership',
          passport_id: '3',
        },
      },
    ],
    [
      'product page with no default type: DiscoveryMembership',
      {
        landingVariant: 'product',
        page: { ...PRODUCT_PAGE, defaultProductType: null },
        listing: LISTING,
      },
      {
        at: `${ACCOUNT}/signup`,
        params: {
          context: 'city_landing',
          context_ref_city: 'london',
          continue: `${ACCOUNT}/continue`,
          challenge_3ds: 'true',
          product_info_id: '3000',
          product_type: 'DiscoveryMembership',
          passport_id: '1',
        },
      },
    ],
    [
      'partner offer: its package wins; 3-D Secure off',
      {
        landingVariant: 'product',
        page: {
          ...PRODUCT_PAGE,
          city: 'leeds',
          entryContext: 'partner_offer',
          enable3DSecure: false,
          marketingPartner: { packageId: '5003' },
          marketingPartnerPackage: {
            id: '5003',
            productType: 'DISCOVERY_MEMBERSHIP',
            passportId: 11,
          },
        },
        listing: LISTING,
      },
      {
        at: `${ACCOUNT}/signup`,
        params: {
          context: 'partner_offer',
          context_ref_city: 'leeds',
          continue: `${ACCOUNT}/continue`,
          challenge_3ds: 'false',
          product_info_id: '5003',
          product_type: 'DiscoveryMembership',
          passport_id: '11',
        },
      },
    ],
    [
      'voucher offer: sign in to purchase, voucher code kept',
      {
        landingVariant: 'product',
        page: { ...PRODUCT_PAGE, signInToPurchase: true, ctaConfig: { voucherInput: true } },
        voucherCode: 'LARK10',
      },
      {
        at: `${ACCOUNT}/signin`,
        params: {
          intent: 'purchase',
          context: 'city_landing',
          context_ref_city: 'london',
          continue: `${ACCOUNT}/continue`,
          challenge_3ds: 'true',
          package_id: '2580',
          voucher_code: 'LARK10',
        },
      },
    ],
    [
      'voucher ignored where the page has no voucher input',
      { landingVariant: 'product', page: PRODUCT_PAGE, voucherCode: 'LARK10' },
      {
        at: `${ACCOUNT}/signup`,
        params: {
          context: 'city_landing',
          context_ref_city: 'london',
          continue: `${ACCOUNT}/continue`,
          challenge_3ds: 'true',
          package_id: '2580',
        },
      },
    ],
    [
      'national page: the chosen city; prefer sign-in',
      {
        landingVariant: 'product',
        page: { ...PRODUCT_PAGE, city: null, entryContext: 'national_landing' },
        city: 'bath',
        preferSignIn: true,
      },
      {
        at: `${ACCOUNT}/signin`,
        params: {
          intent: 'purchase',
          context: 'national_landing',
          context_ref_city: 'bath',
          continue: `${ACCOUNT}/continue`,
          challenge_3ds: 'true',
          package_id: '2580',
        },
      },
    ],
    [
      'explicit product wins',
      {
        landingVariant: 'product',
        page: PRODUCT_PAGE,
        listing: LISTING,
        product: { id: 7, productType: 'MoveFive', passportId: 2 },
      },
      {
        at: `${ACCOUNT}/signup`,
        params: {
          context: 'city_landing',
          context_ref_city: 'london',
          continue: `${ACCOUNT}/continue`,
          challenge_3ds: 'true',
          product_info_id: '7',
          product_type: 'MoveFive',
          passport_id: '2',
        },
      },
    ],
    [
      'partner page: the self-signup path on our origin',
      {
        landingVariant: 'partner',
        page: {
          city: 'bath',
          signUpUrl: '/partner-self-signup',
          continueUrl: `${ACCOUNT}/continue`,
          entryContext: 'partner_page',
        },
        base: BASE,
      },
      {
        at: `${BASE}/partner-self-signup`,
        params: { context: 'partner_page', context_ref_city: 'bath' },
      },
    ],
    [
      'venue page: venue context',
      {
        landingVariant: 'venue',
        page: {
          city: 'york',
          signUpUrl: `${ACCOUNT}/signup`,
          signInUrlForPurchase: `${ACCOUNT}/signin?intent=purchase`,
          continueUrl: `${ACCOUNT}/continue`,
          entryContext: 'venue_page',
          signInToPurchase: false,
          defaultProductType: null,
          venue: { id: '42' },
        },
      },
      {
        at: `${ACCOUNT}/signup`,
        params: {
          context: 'venue_page',
          context_ref_city: 'york',
          continue: `${ACCOUNT}/continue`,
          challenge_3ds: 'true',
          package_id: '2580',
          context_ref_id: '42',
          context_ref_source: 'venue',
        },
      },
    ],
  ])('%s', (_, input, expected) => {
    expect(parts(ctaButtonLink({ base: BASE, ...input }))).toEqual(expected)
  })

  it.each(['discovery', 'welcome', 'PRODUCT', '', 'Product'])(
    "throws 'CTAButtonLink not implemented for variant' for %p",
    (variant) => {
      expect(() => ctaButtonLink({ landingVariant: variant, page: PRODUCT_PAGE })).toThrow(
        new RegExp(`^${CTA_NOT_IMPLEMENTED_MESSAGE}`),
      )
    },
  )

  it('names the spec message word for word', () => {
    expect(CTA_NOT_IMPLEMENTED_MESSAGE).toBe('CTAButtonLink not implemented for variant')
  })

  it.each([
    ['ProductPage', 'product'],
    ['PartnerPage', 'partner'],
    ['VenuePage', 'venue'],
    ['Other', 'Other'],
  ])('landingVariantOf(%p) is %p', (typename, variant) => {
    expect(landingVariantOf(typename)).toBe(variant)
  })
})

describe('ctaListingCity', () => {
  it.each<
    [string, { city?: string | null; urlSlug?: string | null }, string | null, string | null]
  >([
    ['product', { city: 'london', urlSlug: 'london' }, null, 'london'],
    ['product', { city: null, urlSlug: 'national' }, 'bath', 'bath'],
    ['product', { city: null, urlSlug: 'national' }, null, null],
    ['product', { city: 'leeds', urlSlug: 'fernhill-workplace-offer' }, 'bath', 'leeds'],
    ['product', { city: null, urlSlug: 'move_at_home_live' }, null, 'streaming-city'],
    ['venue', { city: 'york', urlSlug: 'yoga-barn' }, null, 'york'],
    ['partner', { city: 'bath', urlSlug: 'become-a-partner-bath' }, null, null],
  ])('%s %p (chosen %p) → %p', (variant, page, chosen, expected) => {
    expect(ctaListingCity(variant, page, chosen)).toBe(expected)
  })
})

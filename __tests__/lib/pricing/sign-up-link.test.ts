import { DEFAULT_DISCOVERY_PACKAGE_ID as SEEDED_DEFAULT_PACKAGE_ID } from '@/server/db/seed/catalogue/seed-packages'
import {
  DEFAULT_DISCOVERY_PACKAGE_ID,
  SIGN_UP_LINK_PARAMS,
  purchaseLink,
  signUpLink,
  type SignUpLinkInput,
} from '@/lib/pricing/sign-up-link'

const BASE: SignUpLinkInput = {
  signUpUrl: 'https://account.example.com/signup',
  context: 'city_landing',
  city: 'london',
  continueUrl: 'https://account.example.com/continue',
  enable3DSecure: true,
}

function params(link: string): Record<string, string> {
  return Object.fromEntries(new URL(link).searchParams)
}

describe('signUpLink (spec §5)', () => {
  it('uses 2580 as the default discovery package (spec §9)', () => {
    expect(DEFAULT_DISCOVERY_PACKAGE_ID).toBe(2580)
    // The seed creates that package, so the link's fallback exists.
    expect(SEEDED_DEFAULT_PACKAGE_ID).toBe(DEFAULT_DISCOVERY_PACKAGE_ID)
  })

  it('builds the exact link without a product', () => {
    expect(signUpLink(BASE)).toBe(
      'https://account.example.com/signup?context=city_landing&context_ref_city=london' +
        '&continue=https%3A%2F%2Faccount.example.com%2Fcontinue&challenge_3ds=true&package_id=2580',
    )
  })

  it.each<[string, Partial<SignUpLinkInput>, Record<string, string>]>([
    ['3-D Secure off', { enable3DSecure: false }, { challenge_3ds: 'false' }],
    ['3-D Secure unset defaults to on', { enable3DSecure: undefined }, { challenge_3ds: 'true' }],
    ['3-D Secure null defaults to on', { enable3DSecure: null }, { challenge_3ds: 'true' }],
    ['a package', { packageId: 5001 }, { package_id: '5001' }],
    ['a package id as a string', { packageId: '5002' }, { package_id: '5002' }],
    [
      'a product',
      { product: { id: '3002', productType: 'FullMembership', passportId: 3 } },
      { product_info_id: '3002', product_type: 'FullMembership', passport_id: '3' },
    ],
    [
      'a product in the GraphQL spelling',
      { product: { id: 3001, productType: 'MOVE_FIVE', passportId: '2' } },
      { product_info_id: '3001', product_type: 'MoveFive', passport_id: '2' },
    ],
    [
      'a product wins over a package',
      { product: { id: 3000, productType: 'DISCOVERY_MEMBERSHIP', passportId: 1 }, packageId: 9 },
      { product_info_id: '3000', product_type: 'DiscoveryMembership', passport_id: '1' },
    ],
    ['a voucher', { voucherCode: 'SPRING-25' }, { voucher_code: 'SPRING-25', package_id: '2580' }],
    ['a voucher is trimmed', { voucherCode: '  AB12 ' }, { voucher_code: 'AB12' }],
    [
      'the entry context',
      { context: 'partner_offer:targeted-campaign' },
      { context: 'partner_offer:targeted-campaign' },
    ],
  ])('%s', (_, change, expected) => {
    const actual = params(signUpLink({ ...BASE, ...change }))
    expect(actual).toMatchObject(expected)
    for (const name of Object.keys(actual)) expect(SIGN_UP_LINK_PARAMS).toContain(name)
  })

  it.each<[string, Partial<SignUpLinkInput>, string]>([
    ['no city', { city: null }, 'context_ref_city'],
    ['empty voucher', { voucherCode: '   ' }, 'voucher_code'],
    ['null voucher', { voucherCode: null }, 'voucher_code'],
    [
      'product: no package_id',
      { product: { id: 1, productType: 'MoveFive', passportId: 2 } },
      'package_id',
    ],
    ['no product: no passport_id', {}, 'passport_id'],
    ['no product: no product_type', {}, 'product_type'],
  ])('%s', (_, change, absent) => {
    expect(new URL(signUpLink({ ...BASE, ...change })).searchParams.has(absent)).toBe(false)
  })

  it('has passport_id or package_id, never both', () => {
    for (const product of [null, { id: 1, productType: 'MoveFive', passportId: 2 }]) {
      const search = new URL(signUpLink({ ...BASE, product })).searchParams
      expect(search.has('passport_id') !== search.has('package_id')).toBe(true)
    }
  })

  it('resolves a relative sign-up URL and keeps its own parameters', () => {
    const link = signUpLink({
      ...BASE,
      signUpUrl: '/partner-self-signup?x=1',
      base: 'https://www.example.org',
    })
    expect(link.startsWith('https://www.example.org/partner-self-signup?x=1&context=')).toBe(true)
  })

  it('encodes hostile values instead of concatenating them', () => {
    const link = signUpLink({ ...BASE, context: 'a&package_id=1#x', voucherCode: 'v&x=y' })
    const search = new URL(link).searchParams
    expect(search.get('context')).toBe('a&package_id=1#x')
    expect(search.getAll('package_id')).toEqual(['2580'])
    expect(search.get('voucher_code')).toBe('v&x=y')
    expect(search.has('x')).toBe(false)
  })
})

describe('purchaseLink (spec §5)', () => {
  const urls = {
    signInUrlForPurchase: 'https://account.example.com/signin?intent=purchase',
    signUpUrl: 'https://account.example.com/signup',
  }
  it.each([
    [false, false, urls.signUpUrl],
    [true, false, urls.signInUrlForPurchase],
    [false, true, urls.signInUrlForPurchase],
    [true, true, urls.signInUrlForPurchase],
    [null, undefined, urls.signUpUrl],
  ])('signInToPurchase %p, preferSignIn %p → %s', (signInToPurchase, preferSignIn, expected) => {
    expect(purchaseLink({ ...urls, signInToPurchase, preferSignIn })).toBe(expected)
  })
})

describe('signUpLink: every flag combination (spec §5)', () => {
  const products = [
    null,
    { id: '3002', productType: 'FULL_MEMBERSHIP', passportId: 3 },
    { id: 3001, productType: 'MoveFive', passportId: '2' },
  ]
  const cases: Array<
    [
      boolean | null | undefined,
      (typeof products)[number],
      number | null,
      string | null,
      string | null,
    ]
  > = []
  for (const enable3DSecure of [true, false, null, undefined])
    for (const product of products)
      for (const packageId of [null, 5003])
        for (const voucherCode of [null, '', 'SAVE10'])
          for (const city of ['london', null])
            cases.push([enable3DSecure, product, packageId, voucherCode, city])

  it.each(cases)(
    '3DS %p, product %p, package %p, voucher %p, city %p',
    (enable3DSecure, product, packageId, voucherCode, city) => {
      const expected: Record<string, string> = { context: 'city_landing' }
      if (city) expected.context_ref_city = city
      expected.continue = BASE.continueUrl
      expected.challenge_3ds = enable3DSecure === false ? 'false' : 'true'
      if (product) {
        expected.product_info_id = String(product.id)
        expected.product_type = product.id === '3002' ? 'FullMembership' : 'MoveFive'
        expected.passport_id = String(product.passportId)
      } else {
        expected.package_id = String(packageId ?? 2580)
      }
      if (voucherCode) expected.voucher_code = voucherCode
      const link = signUpLink({ ...BASE, enable3DSecure, product, packageId, voucherCode, city })
      // Same names, same values, same order as SIGN_UP_LINK_PARAMS.
      expect([...new URL(link).searchParams]).toEqual(
        SIGN_UP_LINK_PARAMS.filter((name) => name in expected).map((name) => [
          name,
          expected[name],
        ]),
      )
    },
  )
})

describe('purchaseLink: every flag combination (spec §5)', () => {
  const urls = {
    signInUrlForPurchase: 'https://account.example.com/signin?intent=purchase',
    signUpUrl: 'https://account.example.com/signup',
  }
  const flags = [true, false, null, undefined]
  it.each(
    flags.flatMap((signInToPurchase) =>
      flags.map((preferSignIn) => [signInToPurchase, preferSignIn]),
    ),
  )('signInToPurchase %p, preferSignIn %p', (signInToPurchase, preferSignIn) => {
    expect(purchaseLink({ ...urls, signInToPurchase, preferSignIn })).toBe(
      signInToPurchase === true || preferSignIn === true
        ? urls.signInUrlForPurchase
        : urls.signUpUrl,
    )
  })
})

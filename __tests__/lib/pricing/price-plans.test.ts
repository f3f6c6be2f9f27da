import { TASTER_ONLY_CITIES } from '@/server/db/seed/catalogue/seed-packages'
import {
  fullPlanKey,
  isPricingExperiment,
  planSetKey,
  pricePlans,
  pricingPassports,
  type PlanSourceEntry,
  type PricePlan,
} from '@/lib/pricing/price-plans'
import type { ProductTypeName } from '@/lib/pricing/product-type'
import { SEED_CITIES, seedListing } from './fixtures'

function entry(
  id: string,
  productType: string,
  options: {
    recommended?: boolean
    productId?: number
    limits?: (number | null)[]
    initialLimit?: number | null
    discount?: number
  } = {},
): PlanSourceEntry {
  return {
    recommended: options.recommended ?? false,
    initialProduct: {
      id,
      title: `Plan ${id}`,
      productId: options.productId ?? 999,
      passportId: Number(id) % 10,
      productType,
      weeklyPrice: 10,
      attendanceLimit: options.initialLimit ?? null,
      discount:
        options.discount === undefined
          ? null
          : { percentageDiscount: options.discount, originalWeeklyPrice: 20 },
    },
    nextProductOptions: (options.limits ?? []).map((attendanceLimit) => ({ attendanceLimit })),
  }
}

describe('pricePlans (spec §3 price plan)', () => {
  it('reads initialProduct productType, title, passportId and nextProductOptions[0].attendanceLimit', () => {
    const [plan] = pricePlans([
      entry('3002', 'FULL_MEMBERSHIP', { recommended: true, productId: 1, limits: [12, null] }),
    ])
    expect(plan).toEqual<PricePlan>({
      key: '3002',
      kind: 'full',
      productType: 'FullMembership',
      title: 'Plan 3002',
      passportId: 2,
      attendanceLimit: 12,
      weeklyPrice: 10,
      discount: null,
      recommended: true,
      product: { id: '3002', productType: 'FullMembership', passportId: 2 },
    })
  })

  it.each<[string, PlanSourceEntry, number | null]>([
    ['first option limited', entry('1', 'MoveFive', { limits: [5, 12] }), 5],
    ['first option unlimited', entry('2', 'MoveFive', { limits: [null, 5] }), null],
    ['no options: the initial product', entry('3', 'MoveFive', { initialLimit: 8 }), 8],
    ['no options, no limit', entry('4', 'MoveFive'), null],
  ])('attendanceLimit: %s', (_, source, expected) => {
    expect(pricePlans([source])[0]?.attendanceLimit).toBe(expected)
  })

  it.each<[string, PlanSourceEntry[], string[]]>([
    [
      'recommended first, then listing order',
      [
        entry('1', 'MoveFive'),
        entry('2', 'DiscoveryMembership'),
        entry('3', 'FullMembership', { recommended: true }),
      ],
      ['3', '1', '2'],
    ],
    [
      'several recommended keep their order',
      [
        entry('1', 'MoveFive'),
        entry('2', 'DiscoveryMembership', { recommended: true }),
        entry('3', 'FullMembership', { recommended: true }),
      ],
      ['2', '3', '1'],
    ],
    [
      'none recommended: listing order',
      [entry('1', 'MoveFive'), entry('2', 'FullMembership')],
      ['1', '2'],
    ],
    [
      'unknown product types are left out',
      [entry('1', 'Corporate'), entry('2', 'FULL_MEMBERSHIP'), entry('3', 'fullmembership')],
      ['2'],
    ],
    [
      'a repeated initial product is shown once',
      [entry('1', 'MoveFive'), entry('1', 'MoveFive', { recommended: true })],
      ['1'],
    ],
  ])('order: %s', (_, listing, keys) => {
    expect(pricePlans(listing).map((plan) => plan.key)).toEqual(keys)
  })

  it.each([null, undefined, []])('no listing (%p): no plans', (listing) => {
    expect(pricePlans(listing)).toEqual([])
  })

  it('carries the initial product discount for the badge', () => {
    expect(pricePlans([entry('1', 'FullMembership', { discount: 20 })])[0]?.discount).toEqual({
      percentageDiscount: 20,
      originalWeeklyPrice: 20,
    })
  })

  it('plans are plain data (serialisable from the server)', () => {
    const plans = pricePlans(seedListing('london'))
    expect(JSON.parse(JSON.stringify(plans))).toEqual(plans)
  })
})

describe('pricePlans over the seed', () => {
  const fullCities = SEED_CITIES.filter((city) => !TASTER_ONLY_CITIES.has(city))

  it.each(fullCities)('%s: full (most popular), lite, taster with their allowances', (city) => {
    const plans = pricePlans(seedListing(city))
    expect(plans.map((plan) => [plan.productType, plan.attendanceLimit, plan.recommended])).toEqual(
      [
        ['FullMembership', 12, true],
        ['MoveFive', 5, false],
        ['DiscoveryMembership', 5, false],
      ],
    )
    expect(plans.map((plan) => plan.kind)).toEqual(['full', 'move4', 'discovery'])
    expect(plans[2]?.weeklyPrice).toBe(1)
  })

  it.each([...TASTER_ONLY_CITIES])('%s: the taster alone', (city) => {
    const plans = pricePlans(seedListing(city))
    expect(plans.map((plan) => plan.productType)).toEqual(['DiscoveryMembership'])
  })

  it.each<[string, ProductTypeName]>([
    ['london', 'FullMembership'],
    ['manchester', 'FullMembership'],
    ['brighton', 'MoveFive'],
  ])('%s: the %s plan carries its discount', (city, type) => {
    const plans = pricePlans(seedListing(city))
    expect(plans.filter((plan) => plan.discount).map((plan) => plan.productType)).toEqual([type])
  })
})

describe('isPricingExperiment (spec §2, §4)', () => {
  const all = pricePlans(seedListing('london'))
  const withoutLite = all.filter((plan) => plan.productType !== 'MoveFive')
  const withoutFull = all.filter((plan) => plan.productType !== 'FullMembership')
  const withoutTaster = all.filter((plan) => plan.productType !== 'DiscoveryMembership')
  it.each<[string | null | undefined, readonly PricePlan[], boolean]>([
    ['WELCOME', all, true],
    ['Welcome', all, true],
    ['WELCOME', [...all, ...all], true],
    ['WELCOME', withoutLite, false],
    ['WELCOME', withoutFull, false],
    ['WELCOME', withoutTaster, false],
    ['WELCOME', [], false],
    ['WELCOME', pricePlans(seedListing('york')), false],
    ['DISCOVERY', all, false],
    ['PARTNER', all, false],
    ['VOUCHER', all, false],
    ['VENUE', all, false],
    [null, all, false],
    [undefined, all, false],
  ])('variant %p with %#: %p', (variant, plans, expected) => {
    expect(isPricingExperiment(variant, plans)).toBe(expected)
  })
})

describe('planSetKey', () => {
  it('changes exactly when the plans change', () => {
    const london = pricePlans(seedListing('london'))
    expect(planSetKey(london)).toBe(planSetKey(pricePlans(seedListing('london'))))
    expect(planSetKey(london)).not.toBe(planSetKey(pricePlans(seedListing('leeds'))))
    expect(planSetKey(london)).not.toBe(planSetKey(london.slice(1)))
    expect(planSetKey([])).toBe('')
  })
})

describe('fullPlanKey (spec §4: the selector resets to the full plan)', () => {
  const plans = [
    { key: 'lite', productType: 'MoveFive' as const },
    { key: 'full', productType: 'FullMembership' as const },
    { key: 'taster', productType: 'DiscoveryMembership' as const },
    { key: 'full-2', productType: 'FullMembership' as const },
  ]
  it.each<[string, typeof plans, string[], string | null]>([
    ['the first full plan', plans, [], 'full'],
    ['the next full plan when the first is excluded', plans, ['full'], 'full-2'],
    ['no full plan: the first open one', plans.slice(0, 1), [], 'lite'],
    ['no full plan, first excluded', [plans[2]!, plans[0]!], ['taster'], 'lite'],
    ['taster only', [plans[2]!], [], 'taster'],
    ['everything excluded', [plans[2]!], ['taster'], null],
    ['no plans', [], [], null],
  ])('%s', (_, list, excluded, expected) => {
    expect(fullPlanKey(list, (key) => excluded.includes(key))).toBe(expected)
  })
})

describe('pricingPassports', () => {
  it.each<[string, { moveLitePassport: string | null; fullMovePassport: string | null }]>([
    ['london', { moveLitePassport: '2', fullMovePassport: '3' }],
    ['york', { moveLitePassport: null, fullMovePassport: null }],
  ])('%s → %p', (city, expected) => {
    expect(pricingPassports(pricePlans(seedListing(city)))).toEqual(expected)
  })

  it('takes the first plan of each type', () => {
    expect(
      pricingPassports([
        { productType: 'MoveFive', passportId: 21 },
        { productType: 'MoveFive', passportId: 22 },
        { productType: 'FullMembership', passportId: 31 },
      ]),
    ).toEqual({ moveLitePassport: '21', fullMovePassport: '31' })
  })
})

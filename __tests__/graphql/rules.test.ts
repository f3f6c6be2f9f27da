/** @jest-environment node */
/** Table-driven tests of the resolvers' pure rules. */
import { entryContextWithFlags } from '@/lib/landing/entry-context'
import { pickText } from '@/graphql/resolvers/texts'
import { activityTypeFilter, cappedString, cityCode, parseId } from '@/graphql/validate'

type Row = Parameters<typeof pickText>[0][number]
let nextId = 1
const row = (fields: Partial<Row>): Row => ({
  id: nextId++,
  key: 'k',
  cityCode: null,
  marketingPartnerSlug: null,
  pageVariant: null,
  variantRef: null,
  hideCopyPrices: null,
  content: { kind: 'Text', value: String(nextId) },
  isDraft: false,
  ...fields,
})

describe('pickText: the most specific fitting row wins', () => {
  const generic = row({})
  const london = row({ cityCode: 'london' })
  const hidden = row({ hideCopyPrices: true })
  const partner = row({ marketingPartnerSlug: 'acme' })
  const welcome = row({ pageVariant: 'Welcome' })
  const ref = row({ variantRef: 'spring' })
  const londonWelcome = row({ cityCode: 'london', pageVariant: 'Welcome' })
  const rows = [generic, london, hidden, partner, welcome, ref, londonWelcome]
  const input = {
    city: null,
    marketingPartner: null,
    variant: null,
    variantRef: null,
    hideCopyPrices: false,
  }

  it.each([
    ['nothing asked: the generic row', {}, generic],
    ['a city', { city: 'london' }, london],
    ['an unknown city: generic', { city: 'leeds' }, generic],
    ['prices hidden', { hideCopyPrices: true }, hidden],
    ['a partner', { marketingPartner: 'acme' }, partner],
    ['a variant', { variant: 'Welcome' }, welcome],
    ['city and variant: the row with both', { city: 'london', variant: 'Welcome' }, londonWelcome],
    [
      'a ref beats a city (same count, higher weight)',
      { city: 'london', variantRef: 'spring' },
      ref,
    ],
    ['a partner beats a city', { city: 'london', marketingPartner: 'acme' }, partner],
  ] as const)('%s', (_, asked, expected) => {
    expect(pickText(rows, { ...input, ...asked })).toBe(expected)
  })

  it('none fits: undefined', () => {
    expect(pickText([london], input)).toBeUndefined()
    expect(pickText([], input)).toBeUndefined()
  })

  it('a tie goes to the lower id', () => {
    const a = row({ cityCode: 'bath' })
    const b = row({ cityCode: 'bath' })
    expect(pickText([b, a], { ...input, city: 'bath' })).toBe(a)
  })
})

describe('entryContextWithFlags', () => {
  it.each([
    [{}, 'city_landing'],
    [{ isBrandSearch: true }, 'city_landing:brand-search'],
    [{ isTargetedCampaign: true }, 'city_landing:targeted-campaign'],
    [
      { isBrandSearch: true, isTargetedCampaign: true },
      'city_landing:brand-search:targeted-campaign',
    ],
    [{ isTargetedCity: true }, 'city_landing'],
  ])('%p → %p', (flags, expected) => {
    expect(
      entryContextWithFlags('city_landing', {
        isBrandSearch: false,
        isTargetedCampaign: false,
        isTargetedCity: false,
        ...flags,
      }),
    ).toBe(expected)
  })
})

describe('input validation', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [7, 7],
    ['2147483647', 2147483647],
  ])('parseId(%p) → %p', (input, expected) => {
    expect(parseId('id', input)).toBe(expected)
  })

  it.each([
    '0',
    '-1',
    '01',
    'abc',
    '1.5',
    '',
    ' 1',
    '2147483648',
    '99999999999',
    '1e3',
    "1' OR 1=1",
  ])('parseId(%p) is BAD_USER_INPUT', (input) => {
    expect(() => parseId('id', input)).toThrow(
      expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }),
    )
  })

  it.each([
    [null, undefined],
    [undefined, undefined],
    ['', undefined],
    ['any', undefined],
    ['yoga', 'yoga'],
    ['martial-arts', 'martial-arts'],
  ])('activityTypeFilter(%p) → %p', (input, expected) => {
    expect(activityTypeFilter('activityType', input)).toBe(expected)
  })

  it.each(['Yoga', 'knitting', 'x'.repeat(300)])(
    'activityTypeFilter(%p) is BAD_USER_INPUT',
    (input) => {
      expect(() => activityTypeFilter('activityType', input)).toThrow(
        expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }),
      )
    },
  )

  it('caps strings at 200 characters and normalises city codes', () => {
    expect(cappedString('s', 'x'.repeat(200))).toHaveLength(200)
    expect(() => cappedString('s', 'x'.repeat(201))).toThrow(
      "'s' is too long: at most 200 characters.",
    )
    expect(cityCode('city', ' London ')).toBe('london')
  })
})

import {
  configQueryArgs,
  parseLandingQuery,
  parseUtm,
  type LandingQuery,
} from '@/lib/landing/query-flags'

const NONE: LandingQuery = {
  variantRef: null,
  isTargetedCampaign: false,
  isTargetedCity: false,
  isBrandSearch: false,
  email: null,
  utm: {},
}

describe('parseLandingQuery', () => {
  it.each<[string, Parameters<typeof parseLandingQuery>[0], Partial<LandingQuery>]>([
    ['nothing', undefined, {}],
    ['null', null, {}],
    ['empty string', '', {}],
    ['ref', '?ref=spring', { variantRef: 'spring' }],
    ['ref with - and _', 'ref=Spring_2026-a', { variantRef: 'Spring_2026-a' }],
    ['ref trimmed', 'ref=%20spring%20', { variantRef: 'spring' }],
    ['ref too long', `ref=${'a'.repeat(101)}`, {}],
    ['ref of 100', `ref=${'a'.repeat(100)}`, { variantRef: 'a'.repeat(100) }],
    ['ref with a slash', 'ref=../x', {}],
    ['ref with a space', 'ref=a%20b', {}],
    ['ref with markup', 'ref=%3Cscript%3E', {}],
    ['empty ref', 'ref=', {}],
    ['first ref wins', 'ref=one&ref=two', { variantRef: 'one' }],
    [
      'all flags',
      'targeted_campaign=1&targeted_city=1&brand_search=1',
      { isTargetedCampaign: true, isTargetedCity: true, isBrandSearch: true },
    ],
    ['flag true', 'targeted_city=TRUE', { isTargetedCity: true }],
    ['flag 0', 'targeted_city=0', {}],
    ['flag yes', 'brand_search=yes', {}],
    ['flag empty', 'brand_search=', {}],
    ['flag without value', 'brand_search', {}],
    ['camelCase names are not ours', 'isTargetedCity=1&targetedCity=1', {}],
    ['email', 'email=ann%40example.com', { email: 'ann@example.com' }],
    ['email trimmed', 'email=%20ann%40example.com%20', { email: 'ann@example.com' }],
    ['invalid-looking email still prefills', 'email=abc', { email: 'abc' }],
    ['email too long', `email=${'a'.repeat(250)}%40x.com`, {}],
    ['email with a newline', 'email=a%0Ab%40x.com', {}],
    ['email with NUL', 'email=a%00b%40x.com', {}],
    [
      'utm',
      'utm_source=news&utm_campaign=spring&utm_medium=email&utm_term=yoga&utm_content=top',
      {
        utm: {
          utm_source: 'news',
          utm_campaign: 'spring',
          utm_medium: 'email',
          utm_term: 'yoga',
          utm_content: 'top',
        },
      },
    ],
    [
      'utm too long ignored',
      `utm_source=${'x'.repeat(201)}&utm_medium=cpc`,
      { utm: { utm_medium: 'cpc' } },
    ],
    ['utm with control characters ignored', 'utm_source=a%0Db', {}],
    ['unknown utm ignored', 'utm_foo=bar', {}],
    ['malformed percent encoding', 'ref=%E0%A4%A&email=%', { email: '%' }],
  ])('%s', (_, query, expected) => {
    expect(parseLandingQuery(query)).toEqual({ ...NONE, ...expected })
  })

  it('reads Next searchParams objects, arrays by their first value', () => {
    expect(
      parseLandingQuery({
        ref: ['spring', 'x'],
        targeted_campaign: '1',
        email: undefined,
        utm_term: ['yoga'],
      }),
    ).toEqual({
      ...NONE,
      variantRef: 'spring',
      isTargetedCampaign: true,
      utm: { utm_term: 'yoga' },
    })
  })

  it('reads URLSearchParams', () => {
    expect(parseLandingQuery(new URLSearchParams({ brand_search: '1' })).isBrandSearch).toBe(true)
  })

  it('never throws on garbage', () => {
    const garbage: unknown[] = [{ ref: 5 }, { ref: { a: 1 } }, { ref: [] }, '%%%', '&&&=', '?=&=']
    for (const value of garbage) {
      expect(() =>
        parseLandingQuery(value as Parameters<typeof parseLandingQuery>[0]),
      ).not.toThrow()
    }
  })

  it('configQueryArgs keeps only the config arguments', () => {
    expect(configQueryArgs('ref=spring&brand_search=1&email=a%40b.com&utm_source=x')).toEqual({
      variantRef: 'spring',
      isTargetedCampaign: false,
      isTargetedCity: false,
      isBrandSearch: true,
    })
  })

  it('parseUtm reads only utm parameters', () => {
    expect(parseUtm('utm_source=a&ref=b')).toEqual({ utm_source: 'a' })
  })
})

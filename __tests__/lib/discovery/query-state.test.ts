/** @jest-environment node */
import {
  ACTIVITIES_LIST_ANCHOR,
  discoveryHref,
  readDiscoveryQuery,
} from '@/lib/discovery/query-state'

describe('readDiscoveryQuery', () => {
  it.each<[string, { city: string | null; activityType: string | null }]>([
    ['', { city: null, activityType: null }],
    ['?city=london', { city: 'london', activityType: null }],
    ['city=london', { city: 'london', activityType: null }],
    ['?city=London', { city: 'london', activityType: null }],
    [
      '?city=milton-keynes&activityType=martial-arts',
      { city: 'milton-keynes', activityType: 'martial-arts' },
    ],
    ['?activityType=yoga', { city: null, activityType: 'yoga' }],
    ['?activityType=any', { city: null, activityType: null }],
    ['?activityType=curling', { city: null, activityType: null }],
    ['?activityType=', { city: null, activityType: null }],
    ['?city=', { city: null, activityType: null }],
    ['?city=st%20albans', { city: null, activityType: null }],
    ['?city=%3Cscript%3E', { city: null, activityType: null }],
    ['?city=../etc', { city: null, activityType: null }],
    [`?city=${'a'.repeat(64)}`, { city: 'a'.repeat(64), activityType: null }],
    [`?city=${'a'.repeat(65)}`, { city: null, activityType: null }],
    ['?city=leeds&city=york', { city: 'leeds', activityType: null }],
  ])('%p → %o', (search, expected) => {
    expect(readDiscoveryQuery(search)).toEqual(expected)
  })

  it('reads URLSearchParams too', () => {
    expect(readDiscoveryQuery(new URLSearchParams({ city: 'bath', activityType: 'gym' }))).toEqual({
      city: 'bath',
      activityType: 'gym',
    })
  })
})

describe('discoveryHref (spec §2: set adds the parameter, empty removes it)', () => {
  const base = 'https://move.example/london'

  it('uses the #activities-list anchor', () => {
    expect(ACTIVITIES_LIST_ANCHOR).toBe('activities-list')
  })

  it.each<[string, Parameters<typeof discoveryHref>[1], string]>([
    [base, { city: 'leeds' }, '/london?city=leeds#activities-list'],
    [base, { activityType: 'yoga' }, '/london?activityType=yoga#activities-list'],
    [
      base,
      { city: 'leeds', activityType: 'gym' },
      '/london?city=leeds&activityType=gym#activities-list',
    ],
    [`${base}?city=leeds`, { city: 'york' }, '/london?city=york#activities-list'],
    [
      `${base}?city=leeds&activityType=gym`,
      { activityType: null },
      '/london?city=leeds#activities-list',
    ],
    [
      `${base}?city=leeds&activityType=gym`,
      { activityType: '' },
      '/london?city=leeds#activities-list',
    ],
    [
      `${base}?city=leeds&activityType=gym`,
      { activityType: 'any' },
      '/london?city=leeds#activities-list',
    ],
    [`${base}?city=leeds`, { city: null }, '/london#activities-list'],
    [`${base}?city=leeds`, { city: '' }, '/london#activities-list'],
    [
      `${base}?city=leeds&activityType=gym`,
      {},
      '/london?city=leeds&activityType=gym#activities-list',
    ],
    [
      `${base}?city=leeds`,
      { city: undefined, activityType: 'dance' },
      '/london?city=leeds&activityType=dance#activities-list',
    ],
    [
      `${base}?utm_source=news&ref=spring&city=leeds`,
      { city: 'york', activityType: 'swimming' },
      '/london?utm_source=news&ref=spring&city=york&activityType=swimming#activities-list',
    ],
    [
      `${base}?utm_source=news&city=leeds#faq`,
      { city: null },
      '/london?utm_source=news#activities-list',
    ],
    [
      'https://move.example/?city=bath',
      { activityType: 'climbing' },
      '/?city=bath&activityType=climbing#activities-list',
    ],
  ])('%s + %o → %s', (href, change, expected) => {
    expect(discoveryHref(href, change)).toBe(expected)
  })

  it('encodes what it writes and round-trips through readDiscoveryQuery', () => {
    const href = discoveryHref(base, { city: 'a&b=c' })
    expect(href).toBe('/london?city=a%26b%3Dc#activities-list')
    const next = discoveryHref(`https://move.example${href}`, { activityType: 'yoga' })
    expect(readDiscoveryQuery(new URL(`https://move.example${next}`).search)).toEqual({
      city: null,
      activityType: 'yoga',
    })
  })

  it('never includes the origin', () => {
    expect(discoveryHref('https://evil.example:8443/x', { city: 'leeds' })).toMatch(/^\/x\?/)
  })
})

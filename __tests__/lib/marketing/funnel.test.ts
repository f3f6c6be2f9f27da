import { formatRate, funnelRates, parseFunnelPeriod, sumCounts } from '@/lib/marketing/funnel'

describe('parseFunnelPeriod', () => {
  it.each([
    ['7', 7],
    ['30', 30],
    ['90', 90],
    [['90', '7'], 90],
    [undefined, 30],
    [null, 30],
    ['', 30],
    ['14', 30],
    ['7.0', 7],
    ['abc', 30],
    ['-7', 30],
  ])('%j → %p', (input, expected) => {
    expect(parseFunnelPeriod(input as string)).toBe(expected)
  })
})

describe('funnelRates', () => {
  it.each([
    [
      { views: 200, clicks: 20, leads: 5 },
      { clickRate: 0.1, leadPerClickRate: 0.25, leadRate: 0.025 },
    ],
    [
      { views: 0, clicks: 0, leads: 0 },
      { clickRate: null, leadPerClickRate: null, leadRate: null },
    ],
    [
      { views: 0, clicks: 3, leads: 1 },
      { clickRate: null, leadPerClickRate: 1 / 3, leadRate: null },
    ],
    [
      { views: 10, clicks: 0, leads: 2 },
      { clickRate: 0, leadPerClickRate: null, leadRate: 0.2 },
    ],
    [
      { views: 4, clicks: 6, leads: 0 },
      { clickRate: 1.5, leadPerClickRate: 0, leadRate: 0 },
    ],
  ])('%j', (counts, expected) => {
    expect(funnelRates(counts)).toEqual(expected)
  })
})

describe('formatRate', () => {
  it.each([
    [null, '—'],
    [Number.NaN, '—'],
    [0, '0.0%'],
    [0.0345, '3.5%'],
    [0.0999, '10.0%'],
    [0.1, '10%'],
    [0.256, '26%'],
    [1.5, '150%'],
  ])('%p → %s', (rate, expected) => {
    expect(formatRate(rate)).toBe(expected)
  })
})

it('sumCounts adds each step', () => {
  expect(
    sumCounts([
      { views: 1, clicks: 2, leads: 3 },
      { views: 10, clicks: 20, leads: 30 },
    ]),
  ).toEqual({ views: 11, clicks: 22, leads: 33 })
  expect(sumCounts([])).toEqual({ views: 0, clicks: 0, leads: 0 })
})

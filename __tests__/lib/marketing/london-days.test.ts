import {
  addDays,
  fillDays,
  londonDay,
  periodDays,
  shortDayLabel,
} from '@/lib/marketing/london-days'

describe('londonDay', () => {
  it.each([
    ['2026-11-26T12:00:00Z', '2026-11-26'],
    ['2026-11-26T23:59:59Z', '2026-11-26'], // GMT in winter
    ['2026-06-30T23:30:00Z', '2026-07-01'], // BST: already tomorrow in London
    ['2026-03-29T00:30:00Z', '2026-03-29'], // the night the clocks go forward
  ])('%s → %s', (instant, expected) => {
    expect(londonDay(new Date(instant))).toBe(expected)
  })
})

it.each([
  ['2026-11-26', -6, '2026-11-20'],
  ['2026-03-01', -1, '2026-02-28'],
  ['2028-03-01', -1, '2028-02-29'],
  ['2026-12-31', 1, '2027-01-01'],
])('addDays(%s, %p) → %s', (day, delta, expected) => {
  expect(addDays(day, delta)).toBe(expected)
})

describe('periodDays', () => {
  it('ends today in London and covers the period', () => {
    const days = periodDays(new Date('2026-07-01T23:30:00Z'), 7)
    expect(days).toEqual([
      '2026-06-26',
      '2026-06-27',
      '2026-06-28',
      '2026-06-29',
      '2026-06-30',
      '2026-07-01',
      '2026-07-02',
    ])
    expect(periodDays(new Date(), 90)).toHaveLength(90)
  })
})

it('fillDays gives every day of the period, 0 where nothing came', () => {
  expect(
    fillDays(
      ['2026-11-24', '2026-11-25', '2026-11-26'],
      [
        { day: '2026-11-25', count: 4 },
        { day: '2026-11-01', count: 9 },
      ],
    ),
  ).toEqual([
    { day: '2026-11-24', count: 0 },
    { day: '2026-11-25', count: 4 },
    { day: '2026-11-26', count: 0 },
  ])
})

it('shortDayLabel', () => {
  expect(shortDayLabel('2026-11-26')).toBe('26 Nov')
  expect(shortDayLabel('2027-01-01')).toBe('1 Jan')
})

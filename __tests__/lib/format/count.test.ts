import { countLabel, formatCount, pluralNoun } from '@/lib/format/count'

describe('counts (en-GB)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1234, '1,234'],
    [1234567, '1,234,567'],
    [12.6, '13'],
    [-5, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('formatCount(%p) → %p', (count, expected) => {
    expect(formatCount(count)).toBe(expected)
  })

  it.each([
    [0, '0 activities'],
    [1, '1 activity'],
    [2, '2 activities'],
    [1000, '1,000 activities'],
  ])('countLabel(%p) → %p', (count, expected) => {
    expect(countLabel(count, 'activity', 'activities')).toBe(expected)
  })

  it('uses the singular for exactly one only', () => {
    expect(pluralNoun(1, 'mover', 'movers')).toBe('mover')
    expect(pluralNoun(0, 'mover', 'movers')).toBe('movers')
    expect(pluralNoun(1.2, 'mover', 'movers')).toBe('mover')
  })
})

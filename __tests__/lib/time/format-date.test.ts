import { dateTimeAttribute, formatLongDate } from '@/lib/time/format-date'
import { toWeekDay, WEEK_DAYS } from '@/lib/time/week-days'

describe('formatLongDate (en-GB, Europe/London)', () => {
  it.each([
    ['2026-03-14T09:30:00Z', '14 March 2026'],
    ['2026-03-14', '14 March 2026'],
    ['2026-01-01T00:00:00Z', '1 January 2026'],
    // 23:30 UTC on 30 June is already 1 July in London (BST, UTC+1).
    ['2026-06-30T23:30:00Z', '1 July 2026'],
    // 23:30 UTC in winter (GMT) is still the same day.
    ['2026-12-31T23:30:00Z', '31 December 2026'],
    ['2026-11-22T12:00:00+05:00', '22 November 2026'],
  ])('%s → %s', (iso, expected) => {
    expect(formatLongDate(iso)).toBe(expected)
  })

  it.each(['', 'yesterday', '2026-13-45'])('is empty for %p', (iso) => {
    expect(formatLongDate(iso)).toBe('')
    expect(dateTimeAttribute(iso)).toBeUndefined()
  })

  it('gives a machine-readable dateTime', () => {
    expect(dateTimeAttribute('2026-03-14T09:30:00+01:00')).toBe('2026-03-14T08:30:00.000Z')
  })
})

describe('toWeekDay (spec §9: Monday to Sunday)', () => {
  it('orders the week from Monday', () => {
    expect(WEEK_DAYS).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
  })

  it.each([
    ['Monday', 'Monday'],
    ['sunday', 'Sunday'],
    [' WEDNESDAY ', 'Wednesday'],
    ['Thu', 'Thursday'],
    ['Mo', null],
    ['Funday', null],
    ['', null],
  ])('%p → %p', (value, expected) => {
    expect(toWeekDay(value)).toBe(expected)
  })
})

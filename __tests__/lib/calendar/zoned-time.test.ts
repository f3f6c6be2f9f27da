import { normalizeWallClock, wallClockAt, zonedTimeToUtc } from '@/lib/calendar/zoned-time'

const LONDON = 'Europe/London'
const clock = (date: string, hhmm: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number]
  return { year, month, day, minutes: hours * 60 + minutes }
}

describe('zonedTimeToUtc in Europe/London', () => {
  it.each([
    ['winter (GMT)', '2026-01-15', '09:00', '2026-01-15T09:00:00.000Z'],
    ['summer (BST)', '2026-07-01', '09:00', '2026-07-01T08:00:00.000Z'],
    [
      'midnight in summer is the evening before in UTC',
      '2026-07-01',
      '00:00',
      '2026-06-30T23:00:00.000Z',
    ],
    ['spring day, before the change', '2026-03-29', '00:30', '2026-03-29T00:30:00.000Z'],
    [
      'spring gap: 01:30 does not exist, lands at 02:30 BST',
      '2026-03-29',
      '01:30',
      '2026-03-29T01:30:00.000Z',
    ],
    ['spring day, after the change', '2026-03-29', '02:00', '2026-03-29T01:00:00.000Z'],
    ['autumn day, before the repeated hour', '2026-10-25', '00:30', '2026-10-24T23:30:00.000Z'],
    [
      'autumn repeat: 01:30 happens twice, the first (BST)',
      '2026-10-25',
      '01:30',
      '2026-10-25T00:30:00.000Z',
    ],
    ['autumn day, after the change', '2026-10-25', '02:00', '2026-10-25T02:00:00.000Z'],
  ])('%s: %s %s → %s', (_, date, time, iso) => {
    expect(zonedTimeToUtc(clock(date, time), LONDON).toISOString()).toBe(iso)
  })

  it('rolls minutes over into the next days (and years)', () => {
    expect(
      zonedTimeToUtc(
        { year: 2026, month: 12, day: 31, minutes: 24 * 60 + 60 },
        LONDON,
      ).toISOString(),
    ).toBe('2027-01-01T01:00:00.000Z')
  })

  it('works for another zone too', () => {
    expect(zonedTimeToUtc(clock('2026-07-01', '09:00'), 'America/New_York').toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    )
  })
})

describe('wallClockAt', () => {
  it.each([
    ['2026-01-15T09:00:00Z', clock('2026-01-15', '09:00')],
    ['2026-07-01T23:30:00Z', clock('2026-07-02', '00:30')],
    ['2026-03-29T01:00:00Z', clock('2026-03-29', '02:00')],
    ['2026-10-25T01:00:00Z', clock('2026-10-25', '01:00')],
    ['2026-10-25T00:59:59Z', clock('2026-10-25', '01:59')],
  ])('%s in London', (iso, expected) => {
    expect(wallClockAt(new Date(iso), LONDON)).toEqual(expected)
  })

  it('normalizeWallClock carries minutes into days', () => {
    expect(normalizeWallClock({ year: 2026, month: 2, day: 28, minutes: 24 * 60 + 5 })).toEqual({
      year: 2026,
      month: 3,
      day: 1,
      minutes: 5,
    })
  })
})

import { defaultDay, defaultDayFrom, londonWeekDay, slotsOn } from '@/lib/time/default-day'
import { WEEK_DAYS, type WeekDay } from '@/lib/time/week-days'

const slot = (
  day_of_week: string,
  start_time = '09:00:00',
  id = `${day_of_week}-${start_time}`,
) => ({
  id,
  day_of_week,
  start_time,
  end_time: '10:00:00',
})

describe('londonWeekDay: the day it is in London, whatever the machine zone', () => {
  it.each([
    // Winter (GMT): London and UTC agree.
    ['2026-01-05T00:00:00Z', 'Monday'],
    ['2026-01-04T23:59:59Z', 'Sunday'],
    // Summer (BST, UTC+1): 23:30 UTC is already tomorrow in London.
    ['2026-07-05T22:59:59Z', 'Sunday'],
    ['2026-07-05T23:00:00Z', 'Monday'],
    // Spring forward, Sunday 29 March 2026 at 01:00 UTC.
    ['2026-03-29T00:30:00Z', 'Sunday'],
    ['2026-03-29T01:30:00Z', 'Sunday'],
    ['2026-03-28T23:30:00Z', 'Saturday'],
    ['2026-03-29T22:59:00Z', 'Sunday'],
    ['2026-03-29T23:30:00Z', 'Monday'],
    // Fall back, Sunday 25 October 2026 at 01:00 UTC.
    ['2026-10-24T22:59:00Z', 'Saturday'],
    ['2026-10-24T23:30:00Z', 'Sunday'],
    ['2026-10-25T23:30:00Z', 'Sunday'],
    ['2026-10-26T00:00:00Z', 'Monday'],
  ])('%s → %s', (iso, day) => {
    expect(londonWeekDay(new Date(iso))).toBe(day)
  })

  it('rejects an invalid date', () => {
    expect(() => londonWeekDay(new Date('nope'))).toThrow(RangeError)
  })
})

describe('defaultDayFrom (spec §2: today, else the next day with a timeslot)', () => {
  it.each<[string, string[], WeekDay, WeekDay]>([
    ['today has slots', ['Monday', 'Wednesday'], 'Monday', 'Monday'],
    ['the next day later in the week', ['Monday', 'Wednesday'], 'Tuesday', 'Wednesday'],
    ['wraps Sunday → Monday', ['Monday'], 'Sunday', 'Monday'],
    ['wraps past the end of the week', ['Tuesday'], 'Saturday', 'Tuesday'],
    ['only the day before: a week round', ['Thursday'], 'Friday', 'Thursday'],
    ['Sunday itself', ['Sunday'], 'Sunday', 'Sunday'],
    ['names in other spellings', ['saturday', 'SUN'], 'Sunday', 'Sunday'],
    ['unknown day names are ignored', ['Funday', 'Friday'], 'Monday', 'Friday'],
    ['no timeslots at all: today', [], 'Thursday', 'Thursday'],
    ['only unknown days: today', ['Someday'], 'Tuesday', 'Tuesday'],
  ])('%s', (_, days, today, expected) => {
    expect(
      defaultDayFrom(
        days.map((day) => slot(day)),
        today,
      ),
    ).toBe(expected)
  })

  it.each(WEEK_DAYS)('every day of the week is its own default when it has slots (%s)', (day) => {
    expect(
      defaultDayFrom(
        WEEK_DAYS.map((d) => slot(d)),
        day,
      ),
    ).toBe(day)
  })
})

describe('defaultDay: today in Europe/London', () => {
  const mondayOnly = [slot('Monday')]
  const sundayAndMonday = [slot('Sunday'), slot('Monday')]

  it.each<[string, typeof mondayOnly, string, WeekDay]>([
    [
      'Sunday evening UTC in BST is Monday in London',
      sundayAndMonday,
      '2026-07-05T23:30:00Z',
      'Monday',
    ],
    ['Sunday evening in GMT stays Sunday', sundayAndMonday, '2026-01-04T23:30:00Z', 'Sunday'],
    [
      'before the spring change (00:30Z): Sunday',
      sundayAndMonday,
      '2026-03-29T00:30:00Z',
      'Sunday',
    ],
    [
      'after the spring change (01:30Z): still Sunday',
      sundayAndMonday,
      '2026-03-29T01:30:00Z',
      'Sunday',
    ],
    [
      'the night after the spring change, 23:30Z: Monday',
      sundayAndMonday,
      '2026-03-29T23:30:00Z',
      'Monday',
    ],
    [
      'Saturday 23:30Z before the autumn change is Sunday (BST)',
      sundayAndMonday,
      '2026-10-24T23:30:00Z',
      'Sunday',
    ],
    [
      'Sunday 23:30Z after the autumn change is still Sunday (GMT)',
      sundayAndMonday,
      '2026-10-25T23:30:00Z',
      'Sunday',
    ],
    ['Sunday with only Monday slots: Monday', mondayOnly, '2026-03-29T12:00:00Z', 'Monday'],
  ])('%s', (_, slots, iso, expected) => {
    expect(defaultDay(slots, new Date(iso))).toBe(expected)
  })
})

describe('slotsOn', () => {
  it("keeps the day's slots, earliest first, by time not by text", () => {
    const slots = [
      slot('Monday', '18:00:00'),
      slot('Tuesday', '07:00:00'),
      slot('monday', '9:30:00'),
      slot('Monday', '06:15:00'),
      slot('Monday', '12:00:00'),
    ]
    expect(slotsOn(slots, 'Monday').map((s) => s.start_time)).toEqual([
      '06:15:00',
      '9:30:00',
      '12:00:00',
      '18:00:00',
    ])
    expect(slotsOn(slots, 'Sunday')).toEqual([])
  })
})

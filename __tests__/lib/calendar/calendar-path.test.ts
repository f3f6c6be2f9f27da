import { activityCalendarPath, parseCalendarIds, parseSerialId } from '@/lib/calendar/calendar-path'

describe('activityCalendarPath', () => {
  it.each([
    ['42', '7', '/activities/42/timeslots/7/calendar.ics'],
    [42, 7, '/activities/42/timeslots/7/calendar.ics'],
    ['a/b', 'c?d', '/activities/a%2Fb/timeslots/c%3Fd/calendar.ics'],
  ])('%p, %p → %s', (activity, slot, path) => {
    expect(activityCalendarPath(activity, slot)).toBe(path)
  })
})

describe('parseSerialId and parseCalendarIds', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['-1', null],
    ['01', null],
    ['1.5', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    [' 1', null],
    ['99999999999', null],
  ])('%p → %p', (value, expected) => {
    expect(parseSerialId(value)).toBe(expected)
  })

  it('needs both ids valid', () => {
    expect(parseCalendarIds({ activityId: '3', timeslotId: '9' })).toEqual({
      ok: true,
      activityId: 3,
      timeslotId: 9,
    })
    for (const params of [
      { activityId: 'x', timeslotId: '9' },
      { activityId: '3', timeslotId: 'x' },
    ]) {
      expect(parseCalendarIds(params)).toEqual({
        ok: false,
        message: 'The activity and timeslot in a calendar link must be positive whole numbers.',
      })
    }
  })
})

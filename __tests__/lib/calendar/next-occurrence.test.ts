import { nextOccurrence } from '@/lib/calendar/next-occurrence'

const slot = (dayOfWeek: string, startTime: string, endTime = '23:59:00') => ({
  dayOfWeek,
  startTime,
  endTime,
})

describe('nextOccurrence: the next session after now, London time', () => {
  it.each([
    // now: Saturday 28 March 2026, 12:00 GMT (the clocks go forward early on Sunday 29).
    [
      'Monday after the spring change is in BST',
      'Monday',
      '09:00:00',
      '2026-03-28T12:00:00Z',
      '2026-03-30T08:00:00.000Z',
      '2026-03-30',
    ],
    [
      'Sunday of the spring change, after it',
      'Sunday',
      '09:00:00',
      '2026-03-28T12:00:00Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-29',
    ],
    [
      'Sunday of the spring change, before it (GMT)',
      'Sunday',
      '00:30:00',
      '2026-03-28T12:00:00Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29',
    ],
    [
      'a time the clocks skip lands just after the gap',
      'Sunday',
      '01:30:00',
      '2026-03-28T12:00:00Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-29',
    ],
    [
      'later today',
      'Saturday',
      '13:00:00',
      '2026-03-28T12:00:00Z',
      '2026-03-28T13:00:00.000Z',
      '2026-03-28',
    ],
    [
      'earlier today: next week, now in BST',
      'Saturday',
      '09:00:00',
      '2026-03-28T12:00:00Z',
      '2026-04-04T08:00:00.000Z',
      '2026-04-04',
    ],
    [
      'starting right now: next week',
      'Saturday',
      '12:00:00',
      '2026-03-28T12:00:00Z',
      '2026-04-04T11:00:00.000Z',
      '2026-04-04',
    ],
    // now: Saturday 24 October 2026, 12:00 BST (the clocks go back early on Sunday 25).
    [
      'the repeated hour: the first 01:30',
      'Sunday',
      '01:30:00',
      '2026-10-24T11:00:00Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25',
    ],
    [
      'Monday after the autumn change is in GMT',
      'Monday',
      '09:00:00',
      '2026-10-24T11:00:00Z',
      '2026-10-26T09:00:00.000Z',
      '2026-10-26',
    ],
    // Week wrap: Sunday evening → Monday.
    [
      'Sunday evening → Monday morning',
      'Monday',
      '06:00:00',
      '2026-01-04T20:00:00Z',
      '2026-01-05T06:00:00.000Z',
      '2026-01-05',
    ],
    // 23:30 UTC on Sunday 5 July is already Monday 00:30 in London (BST).
    [
      'London is already on Monday',
      'Monday',
      '07:00:00',
      '2026-07-05T23:30:00Z',
      '2026-07-06T06:00:00.000Z',
      '2026-07-06',
    ],
    [
      "Monday's 00:15 is over in London: next week",
      'Monday',
      '00:15:00',
      '2026-07-05T23:30:00Z',
      '2026-07-12T23:15:00.000Z',
      '2026-07-13',
    ],
    [
      'Sunday is over in London though not in UTC',
      'Sunday',
      '23:45:00',
      '2026-07-05T23:30:00Z',
      '2026-07-12T22:45:00.000Z',
      '2026-07-12',
    ],
    [
      'day names in any spelling',
      'tue',
      '18:00:00',
      '2026-01-04T20:00:00Z',
      '2026-01-06T18:00:00.000Z',
      '2026-01-06',
    ],
  ])('%s', (_, day, start, now, expectedStart, expectedDate) => {
    const occurrence = nextOccurrence(slot(day, start), new Date(now))
    expect(occurrence?.start.toISOString()).toBe(expectedStart)
    expect(occurrence?.date).toBe(expectedDate)
    expect(occurrence!.start.getTime()).toBeGreaterThan(new Date(now).getTime())
  })

  it.each([
    ['an hour later', '09:00:00', '10:00:00', '2026-01-05T10:00:00.000Z'],
    ['past midnight: the next day', '22:00:00', '01:00:00', '2026-01-06T01:00:00.000Z'],
    [
      '24:00:00: midnight at the end of the day',
      '22:00:00',
      '24:00:00',
      '2026-01-06T00:00:00.000Z',
    ],
    ['the same as the start: a day later', '09:00:00', '09:00:00', '2026-01-06T09:00:00.000Z'],
  ])('end time %s', (_, start, end, expectedEnd) => {
    const occurrence = nextOccurrence(slot('Monday', start, end), new Date('2026-01-04T12:00:00Z'))
    expect(occurrence?.end.toISOString()).toBe(expectedEnd)
  })

  it('an evening session across the spring change keeps its wall-clock length', () => {
    // Saturday 22:00 GMT to Sunday 03:00 BST: four hours of real time.
    const occurrence = nextOccurrence(
      slot('Saturday', '22:00:00', '03:00:00'),
      new Date('2026-03-28T12:00:00Z'),
    )
    expect(occurrence?.start.toISOString()).toBe('2026-03-28T22:00:00.000Z')
    expect(occurrence?.end.toISOString()).toBe('2026-03-29T02:00:00.000Z')
  })

  it.each([
    ['an unknown day', slot('Funday', '09:00:00')],
    ['a bad start', slot('Monday', 'nine')],
    ['a bad end', slot('Monday', '09:00:00', 'ten')],
    ['a start at the end of the day', slot('Monday', '24:00:00')],
  ])('null for %s', (_, input) => {
    expect(nextOccurrence(input, new Date('2026-01-04T12:00:00Z'))).toBeNull()
  })
})

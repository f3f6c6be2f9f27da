import { formatTime, minutesOfDay, timeAttribute } from '@/lib/time/format-time'

describe('formatTime (spec §9: am/pm, 0 becomes 12)', () => {
  it.each([
    ['00:00:00', '12:00am'],
    ['00:15:00', '12:15am'],
    ['06:30:00', '6:30am'],
    ['09:05:00', '9:05am'],
    ['11:59:59', '11:59am'],
    ['12:00:00', '12:00pm'],
    ['12:30:00', '12:30pm'],
    ['13:05:00', '1:05pm'],
    ['18:00:00', '6:00pm'],
    ['23:59:00', '11:59pm'],
    ['06:30', '6:30am'],
    ['6:30:00', '6:30am'],
    ['24:00:00', '12:00am'],
  ])('%s → %s', (input, expected) => {
    expect(formatTime(input)).toBe(expected)
  })

  it.each(['', 'noon', '25:00:00', '24:30:00', '12:60:00', '12:00:60', '12', '1230', '-1:00:00'])(
    'returns invalid input %p unchanged',
    (input) => {
      expect(formatTime(input)).toBe(input)
    },
  )
})

describe('minutesOfDay and timeAttribute', () => {
  it.each([
    ['00:00:00', 0, '00:00'],
    ['06:30:00', 390, '06:30'],
    ['23:59:00', 1439, '23:59'],
    ['24:00:00', 1440, undefined],
    ['bad', null, undefined],
  ])('%s → %p minutes, dateTime %p', (input, minutes, attribute) => {
    expect(minutesOfDay(input)).toBe(minutes)
    expect(timeAttribute(input)).toBe(attribute)
  })
})

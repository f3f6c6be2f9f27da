import {
  filterByTimeOfDay,
  noSessionsMessage,
  timeOfDay,
  TIME_OF_DAY_FILTERS,
  TIME_OF_DAY_LABELS,
} from '@/lib/time/time-of-day'

describe('timeOfDay: morning before 12:00, afternoon 12:00–16:59, evening from 17:00', () => {
  it.each([
    ['00:00:00', 'morning'],
    ['06:30:00', 'morning'],
    ['11:59:59', 'morning'],
    ['12:00:00', 'afternoon'],
    ['14:30', 'afternoon'],
    ['16:59:00', 'afternoon'],
    ['17:00:00', 'evening'],
    ['23:59:00', 'evening'],
    ['24:00:00', 'evening'],
    ['noon', null],
    ['', null],
  ])('%p → %p', (time, expected) => {
    expect(timeOfDay(time)).toBe(expected)
  })
})

describe('filterByTimeOfDay', () => {
  const slots = [
    { id: 'a', start_time: '07:00:00' },
    { id: 'b', start_time: '12:00:00' },
    { id: 'c', start_time: '16:59:00' },
    { id: 'd', start_time: '17:00:00' },
    { id: 'e', start_time: 'bad' },
  ]

  it.each([
    ['any', ['a', 'b', 'c', 'd', 'e']],
    ['morning', ['a']],
    ['afternoon', ['b', 'c']],
    ['evening', ['d']],
  ] as const)('%s keeps %p', (filter, ids) => {
    expect(filterByTimeOfDay(slots, filter).map((slot) => slot.id)).toEqual(ids)
  })

  it('returns a new array, leaving the input alone', () => {
    const kept = filterByTimeOfDay(slots, 'any')
    expect(kept).not.toBe(slots)
    expect(slots).toHaveLength(5)
  })
})

describe('labels and messages', () => {
  it('labels every filter', () => {
    expect(TIME_OF_DAY_FILTERS.map((filter) => TIME_OF_DAY_LABELS[filter])).toEqual([
      'Any time',
      'Morning',
      'Afternoon',
      'Evening',
    ])
  })

  it.each([
    ['morning', 'Monday', 'No morning sessions on Monday.'],
    ['evening', 'Sunday', 'No evening sessions on Sunday.'],
  ] as const)('%s on %s', (filter, day, message) => {
    expect(noSessionsMessage(filter, day)).toBe(message)
  })
})

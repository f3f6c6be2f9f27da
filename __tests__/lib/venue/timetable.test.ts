import { buildWeekTimetable, type TimetableActivityInput } from '@/lib/venue/timetable'

const slot = (id: string, dayOfWeek: string, startTime: string, endTime = '23:00:00') => ({
  id,
  dayOfWeek,
  startTime,
  endTime,
})

const activities: TimetableActivityInput[] = [
  {
    id: 'a1',
    name: 'Vinyasa Flow',
    thumb_img_url: '/a1.jpg',
    timeslots: [
      slot('s1', 'Monday', '18:30:00'),
      slot('s2', 'Monday', '06:30:00'),
      slot('s3', 'Saturday', '09:00:00'),
    ],
  },
  { id: 'a2', name: 'No sessions', thumb_img_url: '', timeslots: [] },
  {
    id: 'a3',
    name: 'Lane Swim',
    thumb_img_url: '/a3.jpg',
    timeslots: [slot('s4', 'monday', '07:00:00'), slot('s5', 'Someday', '07:00:00')],
  },
]

describe('buildWeekTimetable', () => {
  const { columns, days } = buildWeekTimetable(activities)

  it('has a row per day, Monday to Sunday', () => {
    expect(days.map((day) => day.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
  })

  it('has a column per activity with sessions, in the given order', () => {
    expect(columns).toEqual([
      { id: 'a1', name: 'Vinyasa Flow', thumbUrl: '/a1.jpg' },
      { id: 'a3', name: 'Lane Swim', thumbUrl: '/a3.jpg' },
    ])
  })

  it('sorts each cell by start time and drops unknown days', () => {
    const monday = days[0]
    expect(monday?.hasSlots).toBe(true)
    expect(monday?.cells.map((cell) => cell.map((s) => s.id))).toEqual([['s2', 's1'], ['s4']])
    expect(days[5]?.cells.map((cell) => cell.map((s) => s.id))).toEqual([['s3'], []])
  })

  it('marks days without sessions', () => {
    expect(days.filter((day) => !day.hasSlots).map((day) => day.day)).toEqual([
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Sunday',
    ])
  })

  it('copes with no activities at all', () => {
    const empty = buildWeekTimetable([])
    expect(empty.columns).toEqual([])
    expect(empty.days).toHaveLength(7)
    expect(empty.days.every((day) => !day.hasSlots && day.cells.length === 0)).toBe(true)
  })
})

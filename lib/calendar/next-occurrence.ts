import { DISPLAY_TIME_ZONE } from '../time/format-date'
import { minutesOfDay } from '../time/format-time'
import { toWeekDay, WEEK_DAYS } from '../time/week-days'
import { normalizeWallClock, wallClockAt, zonedTimeToUtc, type WallClock } from './zoned-time'

/** A weekly timeslot as the API and the database describe it. */
export interface WeeklySlot {
  /** Full English day name ('Monday'). */
  dayOfWeek: string
  /** 'HH:MM:SS', London time. */
  startTime: string
  endTime: string
}

export interface Occurrence {
  start: Date
  end: Date
  /** The London date the session starts on, 'YYYY-MM-DD'. */
  date: string
}

const DAY = 24 * 60

/** Monday 0 … Sunday 6 of a civil date. */
function weekDayIndex(clock: WallClock): number {
  return (new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay() + 6) % 7
}

function isoDate(clock: WallClock): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`
}

/**
 * The next time a weekly session starts after `now`, in London time (the venues' clock),
 * as instants: the same local time every week whether it is GMT or BST. A session that has
 * already started today counts from next week. An end time at or before the start (a late
 * session running past midnight, or '24:00:00') ends the next day.
 * Null when the day or a time does not parse.
 *
 * @example nextOccurrence({ dayOfWeek: 'Monday', startTime: '09:00:00', endTime: '10:00:00' },
 *   new Date('2026-03-28T12:00:00Z'))
 * // { start: 2026-03-30T08:00Z (09:00 BST), end: 2026-03-30T09:00Z, date: '2026-03-30' }
 */
export function nextOccurrence(
  slot: WeeklySlot,
  now: Date,
  timeZone: string = DISPLAY_TIME_ZONE,
): Occurrence | null {
  const day = toWeekDay(slot.dayOfWeek)
  const start = minutesOfDay(slot.startTime)
  const end = minutesOfDay(slot.endTime)
  if (day === null || start === null || end === null || start >= DAY) return null
  const target = WEEK_DAYS.indexOf(day)
  const today = wallClockAt(now, timeZone)
  // Eight days: today's session may be over, then the same weekday next week is the one.
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = normalizeWallClock({ ...today, minutes: offset * DAY })
    if (weekDayIndex(date) !== target) continue
    const startsAt = zonedTimeToUtc({ ...date, minutes: start }, timeZone)
    if (startsAt.getTime() <= now.getTime()) continue
    const endsAt = zonedTimeToUtc({ ...date, minutes: end > start ? end : end + DAY }, timeZone)
    return { start: startsAt, end: endsAt, date: isoDate(date) }
  }
  return null
}

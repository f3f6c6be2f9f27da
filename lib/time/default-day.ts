import { DISPLAY_TIME_ZONE } from './format-date'
import { minutesOfDay } from './format-time'
import { toWeekDay, WEEK_DAYS, type WeekDay } from './week-days'

/** Spec §8: what a day without timeslots says. */
export const NOT_AVAILABLE_TEXT = 'Not available on this day'

/** What the day rules read of a timeslot (the API's Timeslot). */
export interface DaySlot {
  id: string
  /** 'HH:MM:SS'. */
  start_time: string
  end_time: string
  /** Full English day name ('Monday'). */
  day_of_week: string
}

const LONDON_WEEKDAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  timeZone: DISPLAY_TIME_ZONE,
})

/**
 * The day of the week it is in London at `now`, whatever the machine's own zone: a visitor
 * browsing from abroad still sees the venue's today.
 *
 * @example londonWeekDay(new Date('2026-03-29T23:30:00Z')) // 'Monday' (00:30 BST)
 */
export function londonWeekDay(now: Date): WeekDay {
  const day = toWeekDay(LONDON_WEEKDAY.format(now))
  if (!day) throw new RangeError(`Not a valid date: ${String(now)}`)
  return day
}

/**
 * The day the details view opens on (spec §2): `today` when it has a timeslot, else the next
 * day that has one, wrapping round the week (Sunday → Monday). With no timeslots at all,
 * `today` (the strip then says 'Not available on this day').
 */
export function defaultDayFrom(
  timeslots: readonly Pick<DaySlot, 'day_of_week'>[],
  today: WeekDay,
): WeekDay {
  const withSlots = new Set(timeslots.map((slot) => toWeekDay(slot.day_of_week)))
  const start = WEEK_DAYS.indexOf(today)
  for (let offset = 0; offset < WEEK_DAYS.length; offset += 1) {
    const day = WEEK_DAYS[(start + offset) % WEEK_DAYS.length]!
    if (withSlots.has(day)) return day
  }
  return today
}

/**
 * `defaultDayFrom` with today computed in Europe/London at `now`. Components take `today` as a
 * prop instead (computed once by the caller), so server and browser render the same day.
 *
 * @example defaultDay([{ day_of_week: 'Monday', … }], new Date('2026-03-29T12:00:00Z')) // 'Monday'
 */
export function defaultDay(timeslots: readonly Pick<DaySlot, 'day_of_week'>[], now: Date): WeekDay {
  return defaultDayFrom(timeslots, londonWeekDay(now))
}

function byStart(a: DaySlot, b: DaySlot): number {
  const left = minutesOfDay(a.start_time)
  const right = minutesOfDay(b.start_time)
  if (left !== null && right !== null && left !== right) return left - right
  return a.start_time.localeCompare(b.start_time) || a.id.localeCompare(b.id)
}

/** The slots on `day`, earliest first (day names compared as toWeekDay reads them). */
export function slotsOn<T extends DaySlot>(timeslots: readonly T[], day: WeekDay): T[] {
  return timeslots.filter((slot) => toWeekDay(slot.day_of_week) === day).sort(byStart)
}

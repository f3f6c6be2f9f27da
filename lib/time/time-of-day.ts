import { minutesOfDay } from './format-time'

/** The timetable's time-of-day filter; 'any' is no filter. */
export const TIME_OF_DAY_FILTERS = ['any', 'morning', 'afternoon', 'evening'] as const
export type TimeOfDayFilter = (typeof TIME_OF_DAY_FILTERS)[number]
export type TimeOfDay = Exclude<TimeOfDayFilter, 'any'>

export const TIME_OF_DAY_LABELS: Record<TimeOfDayFilter, string> = {
  any: 'Any time',
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
}

/** Minutes after midnight where the afternoon (12:00) and the evening (17:00) begin. */
const AFTERNOON_STARTS = 12 * 60
const EVENING_STARTS = 17 * 60

/**
 * The part of the day a session belongs to, by its start time: morning before 12:00, afternoon
 * 12:00 to 16:59, evening from 17:00. Null for a time that does not parse.
 *
 * @example timeOfDay('11:59:00') // 'morning'
 * @example timeOfDay('17:00:00') // 'evening'
 */
export function timeOfDay(startTime: string): TimeOfDay | null {
  const minutes = minutesOfDay(startTime)
  if (minutes === null) return null
  if (minutes < AFTERNOON_STARTS) return 'morning'
  if (minutes < EVENING_STARTS) return 'afternoon'
  return 'evening'
}

/**
 * The slots a filter keeps, in their order. 'any' keeps everything, unparseable times
 * included; a part of the day keeps only slots that start in it.
 */
export function filterByTimeOfDay<T extends { start_time: string }>(
  slots: readonly T[],
  filter: TimeOfDayFilter,
): T[] {
  if (filter === 'any') return [...slots]
  return slots.filter((slot) => timeOfDay(slot.start_time) === filter)
}

/**
 * What the timetable says when the filter hides every session of a day that has some.
 *
 * @example noSessionsMessage('evening', 'Monday') // 'No evening sessions on Monday.'
 */
export function noSessionsMessage(filter: TimeOfDay, day: string): string {
  return `No ${filter} sessions on ${day}.`
}

/**
 * Calendar days in London time, for the desk's "last N days" periods: the period starts at
 * the beginning of the London day N − 1 days before today, so "last 7 days" is today and the six
 * days before it, whatever the server's own zone and across clock changes.
 */
import { DISPLAY_TIME_ZONE } from '../time/format-date'

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The London calendar date of an instant, as 'YYYY-MM-DD'. */
export function londonDay(instant: Date): string {
  return DAY_FORMAT.format(instant)
}

/** 'YYYY-MM-DD' plus `delta` days (pure calendar arithmetic, in UTC so no zone shifts it). */
export function addDays(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + delta)
  return date.toISOString().slice(0, 10)
}

/** The `days` London dates ending today, oldest first. */
export function periodDays(now: Date, days: number): string[] {
  const today = londonDay(now)
  return Array.from({ length: days }, (_, index) => addDays(today, index - (days - 1)))
}

/** Counts per day for every day of the period, 0 where none were recorded. */
export function fillDays(
  days: readonly string[],
  counts: ReadonlyArray<{ day: string; count: number }>,
): Array<{ day: string; count: number }> {
  const byDay = new Map(counts.map((row) => [row.day, row.count]))
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }))
}

const SHORT_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

/** '2026-11-26' → '26 Nov'. */
export function shortDayLabel(day: string): string {
  return SHORT_DATE.format(new Date(`${day}T00:00:00Z`))
}

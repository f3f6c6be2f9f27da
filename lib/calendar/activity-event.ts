/**
 * One activity's weekly session as a calendar file: which event, what it says, what the
 * download is called. Pure: the route handler (activity-calendar.ts) supplies the rows.
 */
import { BRAND } from '../brand'
import { formatTime } from '../time/format-time'
import { toWeekDay } from '../time/week-days'
import { buildIcs } from './ics'
import { nextOccurrence, type Occurrence, type WeeklySlot } from './next-occurrence'

export interface CalendarActivity {
  id: number
  title: string
  venue: { name: string; address: string }
}

export interface CalendarSlot extends WeeklySlot {
  id: number
}

export interface CalendarFile {
  fileName: string
  body: string
  occurrence: Occurrence
}

/**
 * Where an event's link leads: the activity's details on its city page (`/{city}?activity={id}`,
 * the shareable `?activity=` link).
 *
 * @example activityPageUrl('https://move.example', 'london', 42) // 'https://move.example/london?activity=42'
 */
export function activityPageUrl(siteUrl: string, cityPath: string, activityId: number): string {
  const url = new URL(cityPath.startsWith('/') ? cityPath : `/${cityPath}`, siteUrl)
  url.searchParams.set('activity', String(activityId))
  return url.toString()
}

/**
 * A download name from the title and date: lower-case ASCII words joined by hyphens.
 *
 * @example calendarFileName('Vinyasa Flow (all levels)', '2026-03-30') // 'vinyasa-flow-all-levels-2026-03-30.ics'
 */
export function calendarFileName(title: string, date: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return `${slug || 'activity'}-${date}.ics`
}

/**
 * The `.ics` for the next time a weekly slot happens after `now`: SUMMARY the activity's title,
 * LOCATION its venue's name and address, DESCRIPTION when it runs and a link back to `pageUrl`,
 * UID stable for the activity, slot and date (downloading twice updates one event). Null when
 * the slot's day or times do not parse.
 */
export function activityCalendarFile(
  activity: CalendarActivity,
  slot: CalendarSlot,
  options: { now: Date; pageUrl: string; siteUrl: string },
): CalendarFile | null {
  const occurrence = nextOccurrence(slot, options.now)
  if (!occurrence) return null
  const host = new URL(options.siteUrl).hostname
  const day = toWeekDay(slot.dayOfWeek) ?? slot.dayOfWeek
  const location = [activity.venue.name, activity.venue.address.trim()].filter(Boolean).join(', ')
  const description = [
    `${activity.title} at ${activity.venue.name}, every ${day}, ${formatTime(slot.startTime)} to ${formatTime(slot.endTime)} (UK time).`,
    `Timetable, prices and booking on ${BRAND}: ${options.pageUrl}`,
  ].join('\n')
  const body = buildIcs({
    uid: `activity-${activity.id}-slot-${slot.id}-${occurrence.date.replace(/-/g, '')}@${host}`,
    stamp: options.now,
    start: occurrence.start,
    end: occurrence.end,
    summary: activity.title,
    location,
    description,
    url: options.pageUrl,
  })
  return { fileName: calendarFileName(activity.title, occurrence.date), body, occurrence }
}

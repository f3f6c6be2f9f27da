/**
 * A venue's opening hours as its timetable shows them: on each day with sessions, from the
 * earliest start to the latest end. The catalogue has no opening hours of its own, and a venue
 * is open at least while its sessions run.
 */

import { WEEK_DAYS, type WeekDay } from '../time/week-days'

export interface SessionTimes {
  /** Full English day name. */
  dayOfWeek: string
  /** 'HH:MM:SS' (or 'HH:MM'). */
  startTime: string
  endTime: string
}

export interface DayHours {
  dayOfWeek: WeekDay
  /** 'HH:MM' */
  opens: string
  /** 'HH:MM' */
  closes: string
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/

function minutes(time: string): number | null {
  const match = TIME.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`

/**
 * One entry per day that has a session, Monday to Sunday. Sessions with an unknown day, a
 * malformed time or an end not after their start (which would mean running past midnight,
 * something the timetable never does) are left out rather than guessed at.
 */
export function openingHoursFromSessions(sessions: readonly SessionTimes[]): DayHours[] {
  const byDay = new Map<WeekDay, { opens: number; closes: number }>()
  for (const session of sessions) {
    const day = WEEK_DAYS.find((name) => name === session.dayOfWeek)
    const start = minutes(session.startTime)
    const end = minutes(session.endTime)
    if (!day || start === null || end === null || end <= start) continue
    const seen = byDay.get(day)
    byDay.set(day, {
      opens: Math.min(seen?.opens ?? start, start),
      closes: Math.max(seen?.closes ?? end, end),
    })
  }
  return WEEK_DAYS.flatMap((day) => {
    const hours = byDay.get(day)
    return hours ? [{ dayOfWeek: day, opens: hhmm(hours.opens), closes: hhmm(hours.closes) }] : []
  })
}

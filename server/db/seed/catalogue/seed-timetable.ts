/**
 * Weekly timetables. Times are 'HH:MM:SS' between 06:00 and 22:00, sessions 45–90 minutes;
 * some activities run on one day only and most leave some days empty, as real studios do.
 */
import type { ActivityType } from '@/lib/activity-types'
import { WEEK_DAYS, type WeekDay } from '@/lib/time/week-days'
import type { Random } from './random'

/** The catalogue's week is the spec's (§9): Monday to Sunday. */
export const DAYS_OF_WEEK = WEEK_DAYS
export type DayOfWeek = WeekDay

export const EARLIEST_START = '06:00:00'
export const LATEST_END = '22:00:00'
const LATEST_END_MINUTES = 22 * 60

export interface Session {
  dayOfWeek: DayOfWeek
  startTime: string
  endTime: string
}

/** Start times (minutes after midnight) people actually book: before work, lunch, evening. */
const h = (hours: number, minutes = 0) => hours * 60 + minutes
const START_TIMES: Record<ActivityType, { weekday: number[]; weekend: number[] }> = {
  yoga: {
    weekday: [
      h(6, 30),
      h(7),
      h(7, 15),
      h(12, 15),
      h(12, 30),
      h(17, 30),
      h(18),
      h(18, 30),
      h(19),
      h(19, 30),
      h(20),
      h(20, 15),
    ],
    weekend: [h(8), h(9), h(9, 30), h(10), h(10, 30), h(11), h(16), h(17)],
  },
  'fitness-class': {
    weekday: [
      h(6),
      h(6, 15),
      h(6, 30),
      h(7),
      h(12),
      h(12, 30),
      h(17, 15),
      h(18),
      h(18, 15),
      h(18, 45),
      h(19),
      h(19, 30),
      h(20),
    ],
    weekend: [h(8), h(8, 30), h(9), h(9, 30), h(10), h(10, 45), h(11, 30)],
  },
  swimming: {
    weekday: [
      h(6),
      h(6, 30),
      h(7),
      h(7, 30),
      h(12),
      h(12, 30),
      h(13),
      h(18),
      h(19),
      h(20),
      h(20, 30),
    ],
    weekend: [h(7), h(8), h(9), h(10), h(14), h(15), h(16)],
  },
  'martial-arts': {
    weekday: [h(6, 30), h(7), h(12, 30), h(17), h(18), h(18, 30), h(19), h(19, 30), h(20)],
    weekend: [h(9), h(10), h(10, 30), h(11), h(12)],
  },
  gym: {
    weekday: [h(6), h(7), h(8), h(9), h(10), h(12), h(13), h(16), h(17), h(18), h(19), h(20)],
    weekend: [h(8), h(9), h(10), h(11), h(12), h(14), h(15)],
  },
  dance: {
    weekday: [h(10), h(12, 30), h(17, 30), h(18), h(18, 30), h(19), h(19, 30), h(20), h(20, 30)],
    weekend: [h(10), h(11), h(12), h(13), h(14)],
  },
  climbing: {
    weekday: [h(6, 30), h(7), h(10), h(12), h(16), h(17), h(18), h(19), h(20)],
    weekend: [h(9), h(10), h(11), h(13), h(14), h(15)],
  },
}

export function formatTime(minutes: number): string {
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0')
  return `${hours}:${String(minutes % 60).padStart(2, '0')}:00`
}

const WEEKDAYS = DAYS_OF_WEEK.slice(0, 5)
const WEEKEND = DAYS_OF_WEEK.slice(5)

function pickDays(random: Random): DayOfWeek[] {
  // About one in seven activities runs on a single day (a weekly club night, a Sunday class).
  if (random.chance(0.15)) {
    return [random.chance(0.3) ? random.pick(WEEKEND) : random.pick(WEEKDAYS)]
  }
  const count = random.weighted<number>([
    [2, 3],
    [3, 4],
    [4, 3],
    [5, 2],
    [6, 1],
    [7, 1],
  ])
  const chosen = new Set(random.sample(DAYS_OF_WEEK, count))
  return DAYS_OF_WEEK.filter((day) => chosen.has(day))
}

/** One activity's week, in day then time order. `duration` is the session length in minutes. */
export function weeklySessions(type: ActivityType, duration: number, random: Random): Session[] {
  const sessions: Session[] = []
  for (const day of pickDays(random)) {
    const weekend = day === 'Saturday' || day === 'Sunday'
    const candidates = START_TIMES[type][weekend ? 'weekend' : 'weekday'].filter(
      (start) => start + duration <= LATEST_END_MINUTES,
    )
    const wanted = random.weighted<number>([
      [1, 6],
      [2, 3],
      [3, 1],
    ])
    const starts: number[] = []
    for (const start of random.shuffle(candidates)) {
      if (starts.length >= wanted) break
      // Sessions of one activity never overlap on a day.
      if (starts.every((other) => Math.abs(other - start) >= duration + 15)) starts.push(start)
    }
    starts.sort((a, b) => a - b)
    for (const start of starts) {
      sessions.push({
        dayOfWeek: day,
        startTime: formatTime(start),
        endTime: formatTime(start + duration),
      })
    }
  }
  return sessions
}

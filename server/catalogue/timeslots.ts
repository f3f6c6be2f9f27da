/** Activities' timeslots as the API serves them: rows, grouped by activity, in week order. */
import { timeslots } from '@/server/db/schema'

export interface TimeslotRow {
  id: number
  dayOfWeek: string
  /** HH:MM:SS */
  startTime: string
  endTime: string
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const dayIndex = (day: string) => {
  const index = DAYS.indexOf(day)
  return index === -1 ? DAYS.length : index
}

/** Postgres `time` comes back as 'HH:MM:SS' (or with fractions); the contract is 'HH:MM:SS'. */
export function formatTime(value: string): string {
  return value.slice(0, 8)
}

/** The columns a timeslot query selects (ordered by start time, then id). */
export const TIMESLOT_COLUMNS = {
  id: timeslots.id,
  activityId: timeslots.activityId,
  dayOfWeek: timeslots.dayOfWeek,
  startTime: timeslots.startTime,
  endTime: timeslots.endTime,
}

/** Rows ordered by start time → each activity's timeslots, Monday to Sunday, then by start time. */
export function groupTimeslots(
  rows: ReadonlyArray<{
    id: number
    activityId: number
    dayOfWeek: string
    startTime: string
    endTime: string
  }>,
): Map<number, TimeslotRow[]> {
  const byActivity = new Map<number, TimeslotRow[]>()
  for (const row of rows) {
    const list = byActivity.get(row.activityId) ?? []
    list.push({
      id: row.id,
      dayOfWeek: row.dayOfWeek,
      startTime: formatTime(row.startTime),
      endTime: formatTime(row.endTime),
    })
    byActivity.set(row.activityId, list)
  }
  for (const list of byActivity.values()) {
    list.sort((a, b) => dayIndex(a.dayOfWeek) - dayIndex(b.dayOfWeek))
  }
  return byActivity
}

import { minutesOfDay } from '../time/format-time'
import { toWeekDay, WEEK_DAYS, type WeekDay } from '../time/week-days'

export interface TimetableSlotInput {
  id: string
  /** Full English day name ('Monday'). */
  dayOfWeek: string
  /** 'HH:MM:SS'. */
  startTime: string
  endTime: string
}

export interface TimetableActivityInput {
  id: string
  name: string
  thumb_img_url: string
  timeslots: readonly TimetableSlotInput[]
}

export interface TimetableSlot {
  id: string
  startTime: string
  endTime: string
}

export interface TimetableColumn {
  id: string
  name: string
  thumbUrl: string
}

export interface TimetableDay {
  day: WeekDay
  /** One list per column, in column order, sorted by start time. */
  cells: TimetableSlot[][]
  hasSlots: boolean
}

export interface WeekTimetable {
  /** The activities with at least one slot on a known day, in the order given. */
  columns: TimetableColumn[]
  /** Monday to Sunday, always seven. */
  days: TimetableDay[]
}

function byStart(a: TimetableSlot, b: TimetableSlot): number {
  const left = minutesOfDay(a.startTime)
  const right = minutesOfDay(b.startTime)
  if (left !== null && right !== null && left !== right) return left - right
  return a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime)
}

/**
 * A venue's activities as a week grid (spec §9: Monday to Sunday): a row per day, a column per
 * activity that has sessions. Slots naming an unknown day are left out.
 */
export function buildWeekTimetable(activities: readonly TimetableActivityInput[]): WeekTimetable {
  const columns: TimetableColumn[] = []
  const slotsByColumn: Map<WeekDay, TimetableSlot[]>[] = []
  for (const activity of activities) {
    const byDay = new Map<WeekDay, TimetableSlot[]>()
    for (const slot of activity.timeslots) {
      const day = toWeekDay(slot.dayOfWeek)
      if (!day) continue
      const list = byDay.get(day) ?? []
      list.push({ id: slot.id, startTime: slot.startTime, endTime: slot.endTime })
      byDay.set(day, list)
    }
    if (byDay.size === 0) continue
    columns.push({ id: activity.id, name: activity.name, thumbUrl: activity.thumb_img_url })
    slotsByColumn.push(byDay)
  }
  const days = WEEK_DAYS.map((day) => {
    const cells = slotsByColumn.map((byDay) => [...(byDay.get(day) ?? [])].sort(byStart))
    return { day, cells, hasSlots: cells.some((cell) => cell.length > 0) }
  })
  return { columns, days }
}

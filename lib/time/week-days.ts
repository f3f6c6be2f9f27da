/** Spec §9: the week runs Monday to Sunday. Timeslots name days in full English. */
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export type WeekDay = (typeof WEEK_DAYS)[number]

/** 'monday', 'Monday', 'MON' → 'Monday'; anything else → null. */
export function toWeekDay(value: string): WeekDay | null {
  const key = value.trim().toLowerCase()
  if (key.length < 3) return null
  return (
    WEEK_DAYS.find((day) => day.toLowerCase() === key || day.slice(0, 3).toLowerCase() === key) ??
    null
  )
}

/** 'HH:MM:SS' (seconds optional) as the API sends times, 24-hour clock. */
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/

/**
 * Minutes after midnight of an 'HH:MM:SS' time, or null when it is not a valid time.
 * '24:00:00' (end of day, as some timetables write it) is 1440.
 */
export function minutesOfDay(time: string): number | null {
  const match = TIME.exec(time.trim())
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  const seconds = Number(match[3] ?? 0)
  if (minutes > 59 || seconds > 59) return null
  if (hours === 24 && minutes === 0 && seconds === 0) return 24 * 60
  if (hours > 23) return null
  return hours * 60 + minutes
}

/**
 * A timetable time as people read it (spec §9: am/pm, 0 becomes 12). Seconds are dropped.
 * Anything that is not a valid time comes back unchanged, so a bad record stays visible
 * rather than silently blank.
 *
 * @example formatTime('06:30:00') // '6:30am'
 * @example formatTime('00:15:00') // '12:15am'
 * @example formatTime('12:00:00') // '12:00pm'
 */
export function formatTime(time: string): string {
  const total = minutesOfDay(time)
  if (total === null) return time
  const hours = Math.floor(total / 60) % 24
  const minutes = total % 60
  const suffix = hours < 12 ? 'am' : 'pm'
  const hours12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hours12}:${String(minutes).padStart(2, '0')}${suffix}`
}

/** A valid `<time dateTime>` value ('06:30') for an 'HH:MM:SS' time, or undefined. */
export function timeAttribute(time: string): string | undefined {
  const total = minutesOfDay(time)
  if (total === null || total >= 24 * 60) return undefined
  const hours = String(Math.floor(total / 60)).padStart(2, '0')
  const minutes = String(total % 60).padStart(2, '0')
  return `${hours}:${minutes}`
}

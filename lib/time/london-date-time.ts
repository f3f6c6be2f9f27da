/**
 * Wall-clock times in London (what staff type in a date-and-time field) to instants and back,
 * across the clock changes: a time the spring change skips does not exist, and one the autumn
 * change repeats means its first occurrence (still British Summer Time).
 */
import { DISPLAY_TIME_ZONE } from './format-date'

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** 'YYYY-MM-DDTHH:mm', the value of an `<input type="datetime-local">`. */
const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** An instant as London's wall clock, in the input's format. */
export function londonInputValue(instant: Date): string {
  const part = Object.fromEntries(
    PARTS.formatToParts(instant).map((item) => [item.type, item.value]),
  )
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`
}

export type LondonTimeResult =
  { ok: true; instant: Date } | { ok: false; reason: 'format' | 'skipped' }

/**
 * The instant a London wall-clock time names. London is UTC+0 or UTC+1, so the candidates are
 * the time read as UTC and an hour earlier; those that London's clock shows as the same time
 * are the real ones.
 *
 * @example parseLondonInput('2026-12-01T00:00') // 2026-12-01T00:00Z (GMT)
 * @example parseLondonInput('2026-07-01T00:00') // 2026-06-30T23:00Z (BST)
 * @example parseLondonInput('2026-03-29T01:30') // { ok: false, reason: 'skipped' }
 */
export function parseLondonInput(value: string): LondonTimeResult {
  const match = LOCAL_VALUE.exec(value.trim())
  if (!match) return { ok: false, reason: 'format' }
  const [, year, month, day, hour, minute] = match.map(Number) as number[]
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!)
  const normalised = new Date(asUtc)
  // 2026-02-30 and 25:00 roll over in Date.UTC: not a real wall-clock time.
  if (
    normalised.getUTCMonth() !== month! - 1 ||
    normalised.getUTCDate() !== day! ||
    normalised.getUTCHours() !== hour!
  ) {
    return { ok: false, reason: 'format' }
  }
  const wanted = value.trim()
  const real = [asUtc - 60 * 60 * 1000, asUtc].filter(
    (instant) => londonInputValue(new Date(instant)) === wanted,
  )
  return real.length === 0
    ? { ok: false, reason: 'skipped' }
    : { ok: true, instant: new Date(real[0]!) }
}

/** The instant a London day (`YYYY-MM-DD`) begins: its midnight, GMT or BST. */
export function londonMidnight(day: string): Date | null {
  const result = parseLondonInput(`${day}T00:00`)
  return result.ok ? result.instant : null
}

/**
 * Wall-clock time in a named time zone (Europe/London for us) with nothing but Intl: the
 * calendar needs the instant a weekly session next starts, across the clock changes.
 */

/** A calendar date and a time of day on it, as a wall clock in some zone shows them. */
export interface WallClock {
  year: number
  /** 1 to 12. */
  month: number
  day: number
  /** Minutes after midnight; values of a day or more roll over into the next days. */
  minutes: number
}

const FORMATTERS = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = FORMATTERS.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    FORMATTERS.set(timeZone, format)
  }
  return format
}

/** The wall clock of `timeZone` at `instant` (seconds dropped). */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {}
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    // Some engines write midnight as hour 24 even with h23.
    minutes: (parts.hour! % 24) * 60 + parts.minute!,
  }
}

/** The same wall clock with minutes below a day (rolling the date over as needed). */
export function normalizeWallClock(clock: WallClock): WallClock {
  const civil = new Date(Date.UTC(clock.year, clock.month - 1, clock.day, 0, clock.minutes))
  return {
    year: civil.getUTCFullYear(),
    month: civil.getUTCMonth() + 1,
    day: civil.getUTCDate(),
    minutes: civil.getUTCHours() * 60 + civil.getUTCMinutes(),
  }
}

/** The wall clock read as if it were UTC, in milliseconds (for offset arithmetic). */
function asUtc(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, 0, clock.minutes)
}

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const clock = wallClockAt(new Date(instant), timeZone)
  return asUtc(clock) - Math.floor(instant / 60_000) * 60_000
}

const HALF_A_DAY = 12 * 60 * 60 * 1000

/**
 * The instant a wall clock in `timeZone` shows the given date and time.
 *
 * Around a clock change: a time the clocks skip (01:30 on the last Sunday of March in London)
 * is read with the offset from before the change, so it lands just after the gap (02:30 BST);
 * a time shown twice (01:30 on the last Sunday of October) is the earlier of the two (BST).
 *
 * @example zonedTimeToUtc({ year: 2026, month: 7, day: 1, minutes: 9 * 60 }, 'Europe/London')
 * // 2026-07-01T08:00:00.000Z
 */
export function zonedTimeToUtc(clock: WallClock, timeZone: string): Date {
  const wanted = normalizeWallClock(clock)
  const local = asUtc(wanted)
  const before = local - offsetAt(local - HALF_A_DAY, timeZone)
  const after = local - offsetAt(local + HALF_A_DAY, timeZone)
  const matches = [before, after]
    .filter((instant) => asUtc(wallClockAt(new Date(instant), timeZone)) === local)
    .sort((a, b) => a - b)
  return new Date(matches[0] ?? before)
}

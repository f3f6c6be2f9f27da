/** The UK's clock: dates are formatted in it whatever the server's own time zone. */
export const DISPLAY_TIME_ZONE = 'Europe/London'

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DISPLAY_TIME_ZONE,
})

function parse(iso: string): Date | null {
  if (typeof iso !== 'string' || iso.trim() === '') return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * A date as British readers write it, in London time, so server output never depends on the
 * machine's zone. '' for anything that is not a date.
 *
 * @example formatLongDate('2026-03-14T09:30:00Z') // '14 March 2026'
 * @example formatLongDate('2026-06-30T23:30:00Z') // '1 July 2026' (BST)
 */
export function formatLongDate(iso: string): string {
  const date = parse(iso)
  return date ? LONG_DATE.format(date) : ''
}

/** The `<time dateTime>` value for an ISO date-time: the instant in UTC, or undefined when invalid. */
export function dateTimeAttribute(iso: string): string | undefined {
  return parse(iso)?.toISOString()
}

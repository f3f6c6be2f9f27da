const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
})

/** An instant in London time ('26 Nov 2026, 14:05'), machine-readable too. */
export function DeskTime({ value }: { value: Date }) {
  return <time dateTime={value.toISOString()}>{FORMAT.format(value)}</time>
}

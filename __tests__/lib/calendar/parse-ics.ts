/**
 * A strict little reader of what lib/calendar/ics.ts writes, for the tests: checks the line
 * endings and folding, unfolds, and returns the content lines as [name, value] pairs.
 */
export function readIcs(text: string): Array<[string, string]> {
  if (!text.endsWith('\r\n')) throw new Error('the file must end with CRLF')
  if (/[^\r]\n/.test(text) || /\r[^\n]/.test(text)) throw new Error('bare CR or LF')
  const physical = text.slice(0, -2).split('\r\n')
  for (const line of physical) {
    if (new TextEncoder().encode(line).length > 75) throw new Error(`line over 75 octets: ${line}`)
  }
  const unfolded = text.slice(0, -2).replace(/\r\n /g, '').split('\r\n')
  return unfolded.map((line) => {
    const colon = line.indexOf(':')
    if (colon < 1) throw new Error(`not a content line: ${line}`)
    return [line.slice(0, colon), line.slice(colon + 1)]
  })
}

/** The VEVENT's properties by name (the test events have one of each). */
export function eventProperties(text: string): Record<string, string> {
  const lines = readIcs(text)
  const begin = lines.findIndex(([name, value]) => name === 'BEGIN' && value === 'VEVENT')
  const end = lines.findIndex(([name, value]) => name === 'END' && value === 'VEVENT')
  if (begin < 0 || end < begin) throw new Error('no VEVENT')
  return Object.fromEntries(lines.slice(begin + 1, end))
}

/** The inverse of RFC 5545 TEXT escaping. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  )
}

/**
 * iCalendar (RFC 5545) text for one event: what 'Add to calendar' downloads. Times are written
 * in UTC ('Z'), computed from London wall-clock times beforehand (see next-occurrence.ts), so
 * the file needs no VTIMEZONE and every calendar app shows the session at the right local time.
 */
import { BRAND } from '../brand'

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8'

/** RFC 5545 §3.1: lines end with CRLF. */
const CRLF = '\r\n'
/** RFC 5545 §3.1: lines should not be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75

export interface IcsEvent {
  /** Globally unique and stable for the same session (the same UID updates, never duplicates). */
  uid: string
  /** When the file was made. */
  stamp: Date
  start: Date
  end: Date
  summary: string
  location?: string
  description?: string
  /** A link back to the event's page. */
  url?: string
}

/**
 * A TEXT value escaped per RFC 5545 §3.3.11: backslash, semicolon and comma get a backslash,
 * line breaks become '\n'. Other control characters, which TEXT may not hold, are dropped.
 *
 * @example escapeText('Yoga; stretch, breathe\nrelax') // 'Yoga\\; stretch\\, breathe\\nrelax'
 */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n')
}

/** UTF-8 length of one code point (no TextEncoder: this runs in any environment). */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0
  if (code < 0x80) return 1
  if (code < 0x800) return 2
  if (code < 0x10000) return 3
  return 4
}

/**
 * A content line folded per RFC 5545 §3.1: at most 75 octets per physical line, continuation
 * lines starting with one space, never splitting a UTF-8 character (or a surrogate pair).
 */
export function foldLine(line: string): string {
  if (line.length * 3 <= MAX_LINE_OCTETS) return line
  const lines: string[] = []
  let current = ''
  let octets = 0
  // The first line holds 75 octets; continuation lines 74 after their leading space.
  let limit = MAX_LINE_OCTETS
  for (const char of line) {
    const size = utf8Octets(char)
    if (octets + size > limit) {
      lines.push(current)
      current = ''
      octets = 0
      limit = MAX_LINE_OCTETS - 1
    }
    current += char
    octets += size
  }
  lines.push(current)
  return lines.join(`${CRLF} `)
}

/**
 * A UTC DATE-TIME value (RFC 5545 §3.3.5 form 2).
 *
 * @example formatUtcDateTime(new Date('2026-03-30T08:00:00Z')) // '20260330T080000Z'
 */
export function formatUtcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** A URI value: no escaping (RFC 5545 §3.3.13), but no line breaks either. */
function uriValue(value: string): string {
  return value.replace(/[\r\n]/g, '')
}

/**
 * A complete VCALENDAR holding one VEVENT, CRLF line endings, folded lines.
 *
 * @example
 * buildIcs({ uid: 'a1-s2-20260330@example.com', stamp, start, end, summary: 'Vinyasa Flow' })
 * // 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Move//Activity calendar//EN\r\n…END:VCALENDAR\r\n'
 */
export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(BRAND)}//Activity calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtcDateTime(event.stamp)}`,
    `DTSTART:${formatUtcDateTime(event.start)}`,
    `DTEND:${formatUtcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ]
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  if (event.url) lines.push(`URL:${uriValue(event.url)}`)
  lines.push('END:VEVENT', 'END:VCALENDAR')
  return lines.map(foldLine).join(CRLF) + CRLF
}

/** @jest-environment node */
import {
  buildIcs,
  escapeText,
  foldLine,
  formatUtcDateTime,
  ICS_CONTENT_TYPE,
} from '@/lib/calendar/ics'
import { BRAND } from '@/lib/brand'
import { eventProperties, readIcs, unescapeText } from './parse-ics'

describe('escapeText (RFC 5545 §3.3.11)', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', 'a\\, b'],
    ['a; b', 'a\\; b'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['windows\r\nlines', 'windows\\nlines'],
    ['old mac\rlines', 'old mac\\nlines'],
    ['tab\tkept', 'tab\tkept'],
    ['bell\u0007 and null\u0000 dropped', 'bell and null dropped'],
    ['colon: fine', 'colon: fine'],
    ['"quotes" fine', '"quotes" fine'],
    ['\\;,', '\\\\\\;\\,'],
  ])('%p → %p', (input, expected) => {
    expect(escapeText(input)).toBe(expected)
    expect(unescapeText(escapeText(input))).toBe(
      input.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ''),
    )
  })
})

describe('foldLine (RFC 5545 §3.1: 75 octets)', () => {
  const octets = (text: string) => new TextEncoder().encode(text).length

  it.each([
    ['short', 'SUMMARY:Yoga'],
    ['exactly 75 octets', `SUMMARY:${'x'.repeat(67)}`],
  ])('leaves a %s line alone', (_, line) => {
    expect(foldLine(line)).toBe(line)
  })

  it.each([
    ['76 ASCII octets', `SUMMARY:${'x'.repeat(68)}`],
    ['a long ASCII line', `DESCRIPTION:${'abcdefghij'.repeat(40)}`],
    ['two-byte characters', `LOCATION:${'café é'.repeat(30)}`],
    ['four-byte characters', `SUMMARY:${'🧘 yoga '.repeat(25)}`],
    ['three-byte characters at the boundary', `SUMMARY:${'x'.repeat(66)}€€€€`],
  ])('folds %s into ≤75-octet lines that unfold to the original', (_, line) => {
    const folded = foldLine(line)
    const physical = folded.split('\r\n')
    expect(physical.length).toBeGreaterThan(1)
    for (const [index, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75)
      if (index > 0) expect(part.startsWith(' ')).toBe(true)
      // No character was cut in half: the part round-trips through UTF-8.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(
        part,
      )
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })
})

describe('formatUtcDateTime', () => {
  it.each([
    ['2026-03-30T08:00:00.000Z', '20260330T080000Z'],
    ['2026-12-31T23:59:59.999Z', '20261231T235959Z'],
  ])('%s → %s', (iso, expected) => {
    expect(formatUtcDateTime(new Date(iso))).toBe(expected)
  })
})

describe('buildIcs', () => {
  const event = {
    uid: 'activity-1-slot-2-20260330@move.example',
    stamp: new Date('2026-03-28T12:34:56.789Z'),
    start: new Date('2026-03-30T08:00:00Z'),
    end: new Date('2026-03-30T09:00:00Z'),
    summary: 'Vinyasa Flow; all levels, mats provided',
    location: 'Ancoats Yoga Loft, 12 Mill Street, Manchester M4 6AB',
    description: `A long description that goes on and on past the seventy-five octet limit of a line.\nSecond line: https://move.example/manchester?activity=1`,
    url: 'https://move.example/manchester?activity=1',
  }

  it('writes one VEVENT in a VCALENDAR with CRLF endings and folded lines', () => {
    const text = buildIcs(event)
    const lines = readIcs(text)
    expect(lines.slice(0, 6)).toEqual([
      ['BEGIN', 'VCALENDAR'],
      ['VERSION', '2.0'],
      ['PRODID', `-//${BRAND}//Activity calendar//EN`],
      ['CALSCALE', 'GREGORIAN'],
      ['METHOD', 'PUBLISH'],
      ['BEGIN', 'VEVENT'],
    ])
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR'])
    expect(lines.filter(([name]) => name === 'BEGIN')).toHaveLength(2)
    expect(text).toContain('\r\n ')
  })

  it('carries every property, escaped', () => {
    const properties = eventProperties(buildIcs(event))
    expect(properties).toEqual({
      UID: 'activity-1-slot-2-20260330@move.example',
      DTSTAMP: '20260328T123456Z',
      DTSTART: '20260330T080000Z',
      DTEND: '20260330T090000Z',
      SUMMARY: 'Vinyasa Flow\\; all levels\\, mats provided',
      LOCATION: 'Ancoats Yoga Loft\\, 12 Mill Street\\, Manchester M4 6AB',
      DESCRIPTION: escapeText(event.description),
      URL: event.url,
    })
    expect(unescapeText(properties.DESCRIPTION!)).toBe(event.description)
  })

  it('leaves out optional properties', () => {
    const properties = eventProperties(
      buildIcs({ uid: 'u', stamp: event.stamp, start: event.start, end: event.end, summary: 'S' }),
    )
    expect(Object.keys(properties)).toEqual(['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY'])
  })

  it('is served as UTF-8 text/calendar', () => {
    expect(ICS_CONTENT_TYPE).toBe('text/calendar; charset=utf-8')
  })
})

/** @jest-environment node */
import {
  activityCalendarFile,
  activityPageUrl,
  calendarFileName,
} from '@/lib/calendar/activity-event'
import { BRAND } from '@/lib/brand'
import { eventProperties, unescapeText } from './parse-ics'

describe('calendarFileName', () => {
  it.each([
    ['Vinyasa Flow', '2026-03-30', 'vinyasa-flow-2026-03-30.ics'],
    ['Vinyasa Flow (all levels)', '2026-03-30', 'vinyasa-flow-all-levels-2026-03-30.ics'],
    ['Café Barre & Pilates', '2026-01-05', 'cafe-barre-pilates-2026-01-05.ics'],
    ['  --Spin--  ', '2026-01-05', 'spin-2026-01-05.ics'],
    ['🧘‍♀️', '2026-01-05', 'activity-2026-01-05.ics'],
    ['"quoted"; name', '2026-01-05', 'quoted-name-2026-01-05.ics'],
    [
      `${'long words '.repeat(10)}end`,
      '2026-01-05',
      'long-words-long-words-long-words-long-words-long-words-long-2026-01-05.ics',
    ],
  ])('%p → %s', (title, date, expected) => {
    expect(calendarFileName(title, date)).toBe(expected)
  })
})

describe('activityPageUrl', () => {
  it.each([
    ['https://move.example', '/london', 42, 'https://move.example/london?activity=42'],
    ['https://move.example', 'manchester', 7, 'https://move.example/manchester?activity=7'],
    ['https://move.example', '/offers/x_live', 7, 'https://move.example/offers/x_live?activity=7'],
  ])('%s + %s + %p', (site, path, id, expected) => {
    expect(activityPageUrl(site, path, id)).toBe(expected)
  })
})

describe('activityCalendarFile', () => {
  const activity = {
    id: 12,
    title: 'Vinyasa Flow, all levels',
    venue: { name: 'Ancoats Yoga Loft', address: '12 Mill Street, Ancoats, Manchester M4 6AB' },
  }
  const slot = { id: 345, dayOfWeek: 'Monday', startTime: '18:30:00', endTime: '19:45:00' }
  const options = {
    now: new Date('2026-03-28T12:00:00Z'),
    siteUrl: 'https://move.example',
    pageUrl: 'https://move.example/manchester?activity=12',
  }

  it('is the next Monday session in BST with the activity, venue and a link back', () => {
    const file = activityCalendarFile(activity, slot, options)
    expect(file?.fileName).toBe('vinyasa-flow-all-levels-2026-03-30.ics')
    expect(file?.occurrence.date).toBe('2026-03-30')
    const properties = eventProperties(file!.body)
    expect(properties).toMatchObject({
      UID: 'activity-12-slot-345-20260330@move.example',
      DTSTAMP: '20260328T120000Z',
      DTSTART: '20260330T173000Z',
      DTEND: '20260330T184500Z',
      SUMMARY: 'Vinyasa Flow\\, all levels',
      LOCATION: 'Ancoats Yoga Loft\\, 12 Mill Street\\, Ancoats\\, Manchester M4 6AB',
      URL: 'https://move.example/manchester?activity=12',
    })
    expect(unescapeText(properties.DESCRIPTION!)).toBe(
      [
        'Vinyasa Flow, all levels at Ancoats Yoga Loft, every Monday, 6:30pm to 7:45pm (UK time).',
        `Timetable, prices and booking on ${BRAND}: https://move.example/manchester?activity=12`,
      ].join('\n'),
    )
  })

  it('keeps the UID for the same session and changes it for the next week', () => {
    const uid = (now: string) =>
      eventProperties(
        activityCalendarFile(activity, slot, { ...options, now: new Date(now) })!.body,
      ).UID
    expect(uid('2026-03-28T12:00:00Z')).toBe(uid('2026-03-30T17:00:00Z'))
    expect(uid('2026-03-30T17:30:00Z')).toBe('activity-12-slot-345-20260406@move.example')
  })

  it('uses only the venue name when the address is blank', () => {
    const file = activityCalendarFile(
      { ...activity, venue: { name: 'Studio', address: ' ' } },
      slot,
      options,
    )
    expect(eventProperties(file!.body).LOCATION).toBe('Studio')
  })

  it('is null for a slot whose times do not parse', () => {
    expect(activityCalendarFile(activity, { ...slot, startTime: 'soon' }, options)).toBeNull()
  })
})

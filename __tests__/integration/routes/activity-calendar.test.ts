/**
 * @jest-environment node
 *
 * GET /activities/{activityId}/timeslots/{timeslotId}/calendar.ics: the handler and the route
 * module against a real, seeded database (the route with its database and draft mode pointed
 * at it).
 */
import { and, asc, eq, ne } from 'drizzle-orm'
import { BRAND } from '@/lib/brand'
import { handleActivityCalendar } from '@/server/calendar/activity-calendar'
import { activities, timeslots, venues } from '@/server/db/schema'
import { minutesOfDay } from '@/lib/time/format-time'
import { toWeekDay } from '@/lib/time/week-days'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'
import { eventProperties, unescapeText } from '../../lib/calendar/parse-ics'

const getDatabase = jest.fn()
const draftMode = jest.fn(async () => ({ isEnabled: false }))
jest.mock('@/server/db', () => ({ getDatabase: () => getDatabase() }))
jest.mock('next/headers', () => ({
  draftMode: () => draftMode(),
  headers: async () => new Headers({ cookie: 'desk-session=test' }),
}))
// Draft mode alone opens nothing: the preview pass must name a live desk session.
const liveDeskSession = jest.fn(async () => true)
jest.mock('@/server/desk/draft-access', () => ({
  hasLiveDeskSession: () => liveDeskSession(),
}))

// After the mocks: the route module imports both.
import { GET } from '@/app/activities/[activityId]/timeslots/[timeslotId]/calendar.ics/route'

const SITE = 'https://move.example'
const NOW = new Date('2026-03-27T12:00:00Z')

interface SlotRow {
  activityId: number
  title: string
  cityCode: string
  venueName: string
  venueAddress: string
  slotId: number
  dayOfWeek: string
  startTime: string
  endTime: string
}

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** '20260330T173000Z' → Date. */
function parseUtc(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)
  if (!match) throw new Error(`not a UTC date-time: ${value}`)
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[]
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!))
}

function londonDayAndTime(date: Date): { day: string; minutes: number } {
  const parts = Object.fromEntries(LONDON.formatToParts(date).map((p) => [p.type, p.value]))
  return { day: parts.weekday!, minutes: Number(parts.hour) * 60 + Number(parts.minute) }
}

describe.each(DRIVERS)('the activity calendar download (%s)', (driver) => {
  let t: TestDatabase

  async function slotOf(where: { draft: boolean; streaming: boolean }): Promise<SlotRow> {
    const [row] = await t.db
      .select({
        activityId: activities.id,
        title: activities.title,
        cityCode: activities.cityCode,
        venueName: venues.name,
        venueAddress: venues.address,
        slotId: timeslots.id,
        dayOfWeek: timeslots.dayOfWeek,
        startTime: timeslots.startTime,
        endTime: timeslots.endTime,
      })
      .from(timeslots)
      .innerJoin(activities, eq(activities.id, timeslots.activityId))
      .innerJoin(venues, eq(venues.id, activities.venueId))
      .where(and(eq(activities.isDraft, where.draft), eq(activities.isStreaming, where.streaming)))
      .orderBy(asc(timeslots.id))
      .limit(1)
    if (!row) throw new Error(`the seed has no timeslot for ${JSON.stringify(where)}`)
    return row
  }

  const handle = (activityId: string | number, timeslotId: string | number, preview = false) =>
    handleActivityCalendar(
      { activityId: String(activityId), timeslotId: String(timeslotId) },
      { db: t.db, preview, now: NOW, siteUrl: SITE },
    )

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    getDatabase.mockImplementation(async () => ({ db: t.db, driver, close: async () => {} }))
  })
  afterAll(async () => {
    await t?.close()
  })

  it("downloads the slot's next session as an .ics file", async () => {
    const slot = await slotOf({ draft: false, streaming: false })
    const response = await handle(slot.activityId, slot.slotId)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const disposition = response.headers.get('content-disposition') ?? ''
    expect(disposition).toMatch(/^attachment; filename="[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.ics"$/)

    const body = await response.text()
    const event = eventProperties(body)
    expect(unescapeText(event.SUMMARY!)).toBe(slot.title)
    expect(unescapeText(event.LOCATION!)).toBe(`${slot.venueName}, ${slot.venueAddress}`)
    const link = `${SITE}/${slot.cityCode}?activity=${slot.activityId}`
    expect(event.URL).toBe(link)
    expect(unescapeText(event.DESCRIPTION!)).toContain(`on ${BRAND}: ${link}`)
    expect(event.DTSTAMP).toBe('20260327T120000Z')

    // The start is the slot's weekday and time in London, within the coming week.
    const start = parseUtc(event.DTSTART!)
    expect(start.getTime()).toBeGreaterThan(NOW.getTime())
    expect(start.getTime() - NOW.getTime()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000)
    expect(londonDayAndTime(start)).toEqual({
      day: toWeekDay(slot.dayOfWeek),
      minutes: minutesOfDay(slot.startTime),
    })
    const end = parseUtc(event.DTEND!)
    expect(end.getTime()).toBeGreaterThan(start.getTime())
    expect(londonDayAndTime(end).minutes).toBe(minutesOfDay(slot.endTime)! % (24 * 60))

    const date = disposition.match(/(\d{4}-\d{2}-\d{2})\.ics/)![1]!
    expect(event.UID).toBe(
      `activity-${slot.activityId}-slot-${slot.slotId}-${date.replace(/-/g, '')}@move.example`,
    )
  })

  it('answers the same UID for the same session a minute later', async () => {
    const slot = await slotOf({ draft: false, streaming: false })
    const first = eventProperties(await (await handle(slot.activityId, slot.slotId)).text())
    const again = eventProperties(
      await (
        await handleActivityCalendar(
          { activityId: String(slot.activityId), timeslotId: String(slot.slotId) },
          { db: t.db, now: new Date(NOW.getTime() + 60_000), siteUrl: SITE },
        )
      ).text(),
    )
    expect(again.UID).toBe(first.UID)
    expect(again.DTSTART).toBe(first.DTSTART)
  })

  it.each([
    ['a non-numeric activity id', 'abc', '1'],
    ['a non-numeric timeslot id', '1', 'x'],
    ['a zero id', '0', '1'],
    ['an id beyond integer range', '99999999999', '1'],
    ['a negative id', '-4', '1'],
  ])('400 for %s', async (_, activityId, timeslotId) => {
    const response = await handle(activityId, timeslotId)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toBe(
      'The activity and timeslot in a calendar link must be positive whole numbers.\n',
    )
  })

  it('404 for an unknown activity', async () => {
    const response = await handle(2_000_000_000, 1)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toBe("No activity with id '2000000000'.\n")
  })

  it("404 for another activity's timeslot", async () => {
    const slot = await slotOf({ draft: false, streaming: false })
    const [other] = await t.db
      .select({ id: timeslots.id })
      .from(timeslots)
      .where(ne(timeslots.activityId, slot.activityId))
      .limit(1)
    const response = await handle(slot.activityId, other!.id)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe(
      `Activity '${slot.activityId}' has no timeslot with id '${other!.id}'.\n`,
    )
  })

  it('404 for a draft activity, served in preview', async () => {
    const slot = await slotOf({ draft: true, streaming: false })
    const hidden = await handle(slot.activityId, slot.slotId)
    expect(hidden.status).toBe(404)
    expect(await hidden.text()).toBe(`No activity with id '${slot.activityId}'.\n`)
    const shown = await handle(slot.activityId, slot.slotId, true)
    expect(shown.status).toBe(200)
    expect(unescapeText(eventProperties(await shown.text()).SUMMARY!)).toBe(slot.title)
  })

  it("serves a live stream, linking to the streaming offer's page", async () => {
    const slot = await slotOf({ draft: false, streaming: true })
    const response = await handle(slot.activityId, slot.slotId)
    expect(response.status).toBe(200)
    const event = eventProperties(await response.text())
    expect(event.URL).toMatch(
      new RegExp(`^${SITE}/offers/${BRAND.toLowerCase()}_at_home[a-z0-9_-]*$`),
    )
    expect(unescapeText(event.LOCATION!)).toBe(`${slot.venueName}, ${slot.venueAddress}`)
  })

  describe('the route module', () => {
    const context = (activityId: string, timeslotId: string) => ({
      params: Promise.resolve({ activityId, timeslotId }),
    })
    const request = new Request('http://localhost:3000/activities/1/timeslots/1/calendar.ics')

    beforeEach(() => {
      getDatabase.mockClear()
      draftMode.mockClear()
    })

    it('answers a good link with the file', async () => {
      const slot = await slotOf({ draft: false, streaming: false })
      const response = await GET(request, context(String(slot.activityId), String(slot.slotId)))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
      const body = await response.text()
      expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
      expect(unescapeText(eventProperties(body).SUMMARY!)).toBe(slot.title)
      expect(draftMode).toHaveBeenCalled()
    })

    it('serves drafts in draft mode with a live desk session, and only then', async () => {
      const slot = await slotOf({ draft: true, streaming: false })
      const status = async () =>
        (await GET(request, context(String(slot.activityId), String(slot.slotId)))).status
      expect(await status()).toBe(404)
      draftMode.mockImplementationOnce(async () => ({ isEnabled: true }))
      liveDeskSession.mockImplementationOnce(async () => false)
      expect(await status()).toBe(404)
      draftMode.mockImplementationOnce(async () => ({ isEnabled: true }))
      expect(await status()).toBe(200)
    })

    it('answers bad ids with 400 without opening the database', async () => {
      const response = await GET(request, context('not-a-number', '1'))
      expect(response.status).toBe(400)
      expect(getDatabase).not.toHaveBeenCalled()
    })

    it('answers 503 with a plain message when the database is unavailable', async () => {
      getDatabase.mockImplementationOnce(async () => {
        throw new Error('connection refused at 10.0.0.1')
      })
      const response = await GET(request, context('1', '1'))
      expect(response.status).toBe(503)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      const text = await response.text()
      expect(text).toBe('Sorry, the calendar file could not be made just now. Please try again.\n')
      expect(text).not.toContain('10.0.0.1')
    })
  })
})

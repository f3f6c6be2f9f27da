/**
 * GET /activities/{activityId}/timeslots/{timeslotId}/calendar.ics: the next session of a
 * weekly timeslot as an iCalendar download ('Add to calendar', beyond the spec).
 *
 * - 200 text/calendar, `attachment` with a name from the title and date, never cached (the
 *   next session moves on with the clock).
 * - 400 for ids that are not positive whole numbers; 404 for an unknown or draft activity
 *   (drafts only in preview, as the API does), a timeslot of another activity, or a slot whose
 *   times do not parse. Live-streamed activities are served: a class at a set time is what a
 *   calendar is for; their link goes to the streaming offer page instead of a city page.
 * - Every failure is a short plain-text message, never a stack trace.
 */
import { NO_STORE } from '@/lib/http/responses'
import { openCatalogue } from '@/server/catalogue'
import type { Database } from '@/server/db/client'
import { SITE_URL } from '@/lib/site'
import { activityCalendarFile, activityPageUrl } from '@/lib/calendar/activity-event'
import { parseCalendarIds } from '@/lib/calendar/calendar-path'
import { ICS_CONTENT_TYPE } from '@/lib/calendar/ics'

export interface ActivityCalendarOptions {
  db: Database
  /** Next draft mode: draft activities are served. Default false. */
  preview?: boolean
  /** Default: the current time. */
  now?: Date
  /** Default SITE_URL. */
  siteUrl?: string
}

/** A plain-text answer for failures (never cached). */
export function plainTextMessage(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE },
  })
}

/** The calendar download for one activity's timeslot (see the module comment). */
export async function handleActivityCalendar(
  params: { activityId: string; timeslotId: string },
  options: ActivityCalendarOptions,
): Promise<Response> {
  const ids = parseCalendarIds(params)
  if (!ids.ok) return plainTextMessage(400, ids.message)
  const { db, preview = false } = options
  const siteUrl = options.siteUrl ?? SITE_URL

  const catalogue = openCatalogue(db, { preview })
  const row = await catalogue.calendarActivity(ids.activityId)
  if (!row) {
    return plainTextMessage(404, `No activity with id '${ids.activityId}'.`)
  }

  const slot = await catalogue.timeslot(ids.activityId, ids.timeslotId)
  if (!slot) {
    return plainTextMessage(
      404,
      `Activity '${ids.activityId}' has no timeslot with id '${ids.timeslotId}'.`,
    )
  }

  // A live stream's page is the first streaming offer (else home); others, their city page.
  const streamingSlug = row.isStreaming ? await catalogue.streamingOfferSlug() : undefined
  const pagePath = !row.isStreaming
    ? `/${row.cityCode}`
    : streamingSlug
      ? `/offers/${encodeURIComponent(streamingSlug)}`
      : '/'
  const file = activityCalendarFile(
    { id: row.id, title: row.title, venue: { name: row.venueName, address: row.venueAddress } },
    slot,
    {
      now: options.now ?? new Date(),
      siteUrl,
      pageUrl: row.isStreaming
        ? new URL(pagePath, siteUrl).toString()
        : activityPageUrl(siteUrl, pagePath, row.id),
    },
  )
  if (!file) return plainTextMessage(404, 'This timeslot has no valid time.')
  return new Response(file.body, {
    status: 200,
    headers: {
      'Content-Type': ICS_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': NO_STORE,
    },
  })
}

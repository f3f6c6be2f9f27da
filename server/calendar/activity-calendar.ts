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
import { and, asc, eq, like } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { activities, landingPages, timeslots, venues } from '@/server/db/schema'
import { NO_STORE } from '@/lib/http/responses'
import { STREAMING_SLUG_PREFIX } from '@/lib/landing/section-order'
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

/** The first published streaming offer's path ('/offers/move_at_home_live'), else '/'. */
async function streamingPagePath(db: Database, preview: boolean): Promise<string> {
  const conditions = [
    eq(landingPages.landingVariant, 'product'),
    like(landingPages.urlSlug, `${STREAMING_SLUG_PREFIX}%`),
    eq(landingPages.variantRef, ''),
  ]
  if (!preview) conditions.push(eq(landingPages.isDraft, false))
  const [page] = await db
    .select({ urlSlug: landingPages.urlSlug })
    .from(landingPages)
    .where(and(...conditions))
    .orderBy(asc(landingPages.id))
    .limit(1)
  return page ? `/offers/${encodeURIComponent(page.urlSlug)}` : '/'
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

  const [row] = await db
    .select({
      id: activities.id,
      title: activities.title,
      cityCode: activities.cityCode,
      isStreaming: activities.isStreaming,
      isDraft: activities.isDraft,
      venueName: venues.name,
      venueAddress: venues.address,
    })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(eq(activities.id, ids.activityId))
  if (!row || (row.isDraft && !preview)) {
    return plainTextMessage(404, `No activity with id '${ids.activityId}'.`)
  }

  const [slot] = await db
    .select({
      id: timeslots.id,
      dayOfWeek: timeslots.dayOfWeek,
      startTime: timeslots.startTime,
      endTime: timeslots.endTime,
    })
    .from(timeslots)
    .where(and(eq(timeslots.id, ids.timeslotId), eq(timeslots.activityId, ids.activityId)))
  if (!slot) {
    return plainTextMessage(
      404,
      `Activity '${ids.activityId}' has no timeslot with id '${ids.timeslotId}'.`,
    )
  }

  const pagePath = row.isStreaming ? await streamingPagePath(db, preview) : `/${row.cityCode}`
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

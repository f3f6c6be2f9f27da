/** What an activity's calendar file needs: the activity, one of its timeslots, its page. */
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { activities, landingPages, timeslots, venues } from '@/server/db/schema'
import { canSee, STREAMING_OFFER_PAGE, visiblePages, type Viewer } from './visibility'

/** The activity with its venue's name and address, if the viewer may see it. */
export async function findCalendarActivity(db: Database, viewer: Viewer, activityId: number) {
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
    .where(eq(activities.id, activityId))
  return row && canSee(viewer, row) ? row : undefined
}

/** The activity's timeslot with this id (undefined for another activity's). */
export async function findTimeslot(db: Database, activityId: number, timeslotId: number) {
  const [slot] = await db
    .select({
      id: timeslots.id,
      dayOfWeek: timeslots.dayOfWeek,
      startTime: timeslots.startTime,
      endTime: timeslots.endTime,
    })
    .from(timeslots)
    .where(and(eq(timeslots.id, timeslotId), eq(timeslots.activityId, activityId)))
  return slot
}

/** The first streaming offer page the viewer may see (its slug), where live streams are sold. */
export async function firstStreamingOfferSlug(
  db: Database,
  viewer: Viewer,
): Promise<string | undefined> {
  const [page] = await db
    .select({ urlSlug: landingPages.urlSlug })
    .from(landingPages)
    .where(
      and(
        eq(landingPages.landingVariant, 'product'),
        STREAMING_OFFER_PAGE,
        eq(landingPages.variantRef, ''),
        visiblePages(viewer),
      ),
    )
    .orderBy(asc(landingPages.id))
    .limit(1)
  return page?.urlSlug
}

/**
 * The address of a timeslot's calendar file (app/activities/[activityId]/timeslots/
 * [timeslotId]/calendar.ics) and the reading of its two ids. No database here: the details
 * view links to it from the browser.
 */

/**
 * Where 'Add to calendar' points for one weekly timeslot of an activity.
 *
 * @example activityCalendarPath('42', '7') // '/activities/42/timeslots/7/calendar.ics'
 */
export function activityCalendarPath(activityId: string | number, timeslotId: string | number) {
  return `/activities/${encodeURIComponent(String(activityId))}/timeslots/${encodeURIComponent(
    String(timeslotId),
  )}/calendar.ics`
}

const MAX_INT_ID = 2_147_483_647

/** A serial key: a positive integer string within PostgreSQL's integer range, else null. */
export function parseSerialId(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= MAX_INT_ID ? id : null
}

export type CalendarIds =
  { ok: true; activityId: number; timeslotId: number } | { ok: false; message: string }

/** The route's two path segments as ids, or the plain message a 400 answers with. */
export function parseCalendarIds(params: { activityId: string; timeslotId: string }): CalendarIds {
  const activityId = parseSerialId(params.activityId)
  const timeslotId = parseSerialId(params.timeslotId)
  if (activityId === null || timeslotId === null) {
    return {
      ok: false,
      message: 'The activity and timeslot in a calendar link must be positive whole numbers.',
    }
  }
  return { ok: true, activityId, timeslotId }
}

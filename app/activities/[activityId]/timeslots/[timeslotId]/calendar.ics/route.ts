import { isDeskPreview } from '@/server/desk/draft-mode'
import { handleActivityCalendar, plainTextMessage } from '@/server/calendar/activity-calendar'
import { parseCalendarIds } from '@/lib/calendar/calendar-path'
import { getDatabase } from '@/server/db'
import { limitRate } from '@/server/security/rate-limit'

export const dynamic = 'force-dynamic'

interface Context {
  params: Promise<{ activityId: string; timeslotId: string }>
}

/** GET …/calendar.ics: the slot's next session as an iCalendar file (server/calendar/activity-calendar). */
export async function GET(request: Request, { params }: Context) {
  // Rate-limited per address ('calendar'), bad requests included.
  const limited = await limitRate(request, 'calendar')
  if (limited) return limited
  const ids = await params
  // Bad ids are answered before the database is opened.
  const parsed = parseCalendarIds(ids)
  if (!parsed.ok) return plainTextMessage(400, parsed.message)
  try {
    const { db } = await getDatabase()
    return await handleActivityCalendar(ids, { db, preview: await isDeskPreview() })
  } catch {
    return plainTextMessage(
      503,
      'Sorry, the calendar file could not be made just now. Please try again.',
    )
  }
}

import { openCatalogue } from '@/server/catalogue'
import { getDatabase } from '@/server/db'
import { limitRate } from '@/server/security/rate-limit'

export const dynamic = 'force-dynamic'

/** Readiness: the database is open, migrated and seeded. Rate-limited per address ('health'). */
export async function GET(request: Request) {
  const limited = await limitRate(request, 'health', { format: 'json' })
  if (limited) return limited
  try {
    const { db, driver } = await getDatabase()
    const meta = await openCatalogue(db).meta()
    return Response.json({
      status: 'ok',
      driver,
      catalogueVersion: meta.version,
      activities: meta.activityCount,
    })
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503 })
  }
}

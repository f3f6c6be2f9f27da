import { openCatalogue } from '@/server/catalogue'
import { getDatabase } from '@/server/db'

export const dynamic = 'force-dynamic'

/** Readiness: the database is open, migrated and seeded. */
export async function GET() {
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

import { getDatabase } from '@/server/db'
import { catalogueMeta } from '@/server/db/schema'

export const dynamic = 'force-dynamic'

/** Readiness: the database is open, migrated and seeded. */
export async function GET() {
  try {
    const { db, driver } = await getDatabase()
    const [meta] = await db.select().from(catalogueMeta).limit(1)
    return Response.json({
      status: 'ok',
      driver,
      catalogueVersion: meta?.version ?? null,
      activities: meta?.activityCount ?? 0,
    })
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503 })
  }
}

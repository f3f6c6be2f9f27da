/** The catalogue's version and size, as the last seed recorded them (the health check). */
import type { Database } from '@/server/db/client'
import { catalogueMeta } from '@/server/db/schema'

export async function readCatalogueMeta(
  db: Database,
): Promise<{ version: number | null; activityCount: number }> {
  const [meta] = await db.select().from(catalogueMeta).limit(1)
  return { version: meta?.version ?? null, activityCount: meta?.activityCount ?? 0 }
}

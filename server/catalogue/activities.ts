/** One activity's detail and pricing rules, and the passports packages sell. */
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { activities, packages, venues } from '@/server/db/schema'
import { listColumns } from './activity-columns'
import { toActivityParent, type ActivityParent } from './activity-record'
import { canSee, type Viewer } from './visibility'

/** An activity with its description's raw HTML, if the viewer may see it. */
export async function findActivity(
  db: Database,
  viewer: Viewer,
  id: number,
): Promise<ActivityParent | undefined> {
  const [row] = await db
    .select({ ...listColumns, descriptionHtml: activities.descriptionHtml })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(eq(activities.id, id))
  if (!row || !canSee(viewer, row)) return undefined
  const parent = toActivityParent(row, {
    id: row.venueId,
    name: row.venueName,
    address: row.venueAddress,
    urlSlug: row.venueUrlSlug,
  })
  parent.descriptionHtml = row.descriptionHtml
  return parent
}

/** An activity's per-passport rules, if the viewer may see it. */
export async function findActivityPricing(db: Database, viewer: Viewer, id: number) {
  const [row] = await db
    .select({
      id: activities.id,
      isDraft: activities.isDraft,
      discoveryMemberAllowed: activities.discoveryMemberAllowed,
      litePricing: activities.litePricing,
      fullPricing: activities.fullPricing,
    })
    .from(activities)
    .where(eq(activities.id, id))
  return row && canSee(viewer, row) ? row : undefined
}

/** The ids among these that are passports of real packages. */
export async function knownPassportIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const found = await db
    .selectDistinct({ passportId: packages.passportId })
    .from(packages)
    .where(inArray(packages.passportId, [...ids]))
  return new Set(found.map((row) => row.passportId))
}

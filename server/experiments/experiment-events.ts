/**
 * Exposures and conversions, per experiment and variant, keyed by the visitor's callsign (no
 * email, no address). Both are idempotent: a visitor counts once per experiment, variant and
 * goal, however often the browser reports. A conversion counts for every running experiment the
 * visitor was exposed to, under the variant they were exposed to.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { experimentConversions, experimentExposures, experiments } from '@/server/db/schema'

export const CONVERSION_GOALS = ['cta-click', 'lead'] as const
export type ConversionGoal = (typeof CONVERSION_GOALS)[number]

export async function recordExposures(
  db: Database,
  visitorId: string,
  exposures: readonly { experimentKey: string; variantKey: string }[],
): Promise<void> {
  if (exposures.length === 0) return
  await db
    .insert(experimentExposures)
    .values(exposures.map((exposure) => ({ ...exposure, visitorId })))
    .onConflictDoNothing()
}

/** Records `goal` for the visitor's exposures in running experiments; returns how many rows. */
export async function recordConversion(
  db: Database,
  visitorId: string,
  goal: ConversionGoal,
): Promise<number> {
  const exposed = await db
    .select({
      experimentKey: experimentExposures.experimentKey,
      variantKey: experimentExposures.variantKey,
    })
    .from(experimentExposures)
    .innerJoin(experiments, eq(experiments.key, experimentExposures.experimentKey))
    .where(and(eq(experimentExposures.visitorId, visitorId), eq(experiments.status, 'running')))
    .limit(50)
  if (exposed.length === 0) return 0
  const rows = await db
    .insert(experimentConversions)
    .values(exposed.map((row) => ({ ...row, visitorId, goal })))
    .onConflictDoNothing()
    .returning({ id: experimentConversions.id })
  return rows.length
}

export interface VariantCounts {
  variantKey: string
  visitors: number
  conversions: Record<ConversionGoal, number>
}

/** Visitors and converted visitors per variant of one experiment (grouped in SQL). */
export async function variantCounts(db: Database, experimentKey: string): Promise<VariantCounts[]> {
  const [visitors, conversions] = await Promise.all([
    db
      .select({ variantKey: experimentExposures.variantKey, count: sql<number>`count(*)::int` })
      .from(experimentExposures)
      .where(eq(experimentExposures.experimentKey, experimentKey))
      .groupBy(experimentExposures.variantKey),
    db
      .select({
        variantKey: experimentConversions.variantKey,
        goal: experimentConversions.goal,
        count: sql<number>`count(*)::int`,
      })
      .from(experimentConversions)
      .where(
        and(
          eq(experimentConversions.experimentKey, experimentKey),
          inArray(experimentConversions.goal, [...CONVERSION_GOALS]),
        ),
      )
      .groupBy(experimentConversions.variantKey, experimentConversions.goal),
  ])
  const byVariant = new Map<string, VariantCounts>()
  const entry = (variantKey: string) => {
    let counts = byVariant.get(variantKey)
    if (!counts) {
      counts = { variantKey, visitors: 0, conversions: { 'cta-click': 0, lead: 0 } }
      byVariant.set(variantKey, counts)
    }
    return counts
  }
  for (const row of visitors) entry(row.variantKey).visitors = Number(row.count)
  for (const row of conversions) {
    entry(row.variantKey).conversions[row.goal as ConversionGoal] = Number(row.count)
  }
  return [...byVariant.values()]
}

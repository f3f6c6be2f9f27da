/**
 * The experiments table: reading the definitions and saving a desk edit. A save names the
 * revision it was made from; if someone saved in between, nothing is written and the caller
 * shows the conflict with the edit intact.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { experiments } from '@/server/db/schema'
import type { ExperimentDefinition, ExperimentStatus } from '@/lib/experiments/definition'

export interface StoredExperiment {
  definition: ExperimentDefinition
  revision: number
  updatedAt: Date
}

type Row = typeof experiments.$inferSelect

function storedOf(row: Row): StoredExperiment {
  return {
    definition: {
      key: row.key,
      description: row.description,
      status: row.status as ExperimentStatus,
      variants: row.variants,
      pathPrefix: row.pathPrefix,
    },
    revision: row.revision,
    updatedAt: row.updatedAt,
  }
}

/** Every experiment, in a stable order (the built-ins as the migration inserted them). */
export async function listExperiments(db: Database): Promise<StoredExperiment[]> {
  const rows = await db.select().from(experiments).orderBy(asc(experiments.key))
  return rows.map(storedOf)
}

export async function findExperiment(db: Database, key: string): Promise<StoredExperiment | null> {
  const [row] = await db.select().from(experiments).where(eq(experiments.key, key)).limit(1)
  return row ? storedOf(row) : null
}

/** Writes `next` if the row is still at `revision`; the new revision, or null on a conflict. */
export async function saveExperiment(
  db: Database,
  next: ExperimentDefinition,
  revision: number,
): Promise<number | null> {
  const [row] = await db
    .update(experiments)
    .set({
      description: next.description,
      status: next.status,
      variants: next.variants,
      pathPrefix: next.pathPrefix,
      revision: sql`${experiments.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(experiments.key, next.key), eq(experiments.revision, revision)))
    .returning({ revision: experiments.revision })
  return row?.revision ?? null
}

/** Adds an experiment the desk made (a page experiment); false when the key is taken. */
export async function createExperiment(
  db: Database,
  definition: ExperimentDefinition,
): Promise<boolean> {
  const rows = await db
    .insert(experiments)
    .values({
      key: definition.key,
      description: definition.description,
      status: definition.status,
      variants: definition.variants,
      pathPrefix: definition.pathPrefix,
    })
    .onConflictDoNothing()
    .returning({ key: experiments.key })
  return rows.length === 1
}

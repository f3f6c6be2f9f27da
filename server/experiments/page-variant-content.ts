/**
 * What page experiments serve, read when the evaluator loads (never per request): for each
 * `page-{id}` experiment, the page's live path and each variant revision's values that differ
 * from the live page (lib/experiments/page-variants.ts). A page that is gone or not live, or a
 * revision that is gone, serves nothing: its visitors see control.
 */
import { eq, sql } from 'drizzle-orm'
import type { ExperimentDefinition } from '@/lib/experiments/definition'
import {
  compareWithLive,
  pageExperimentKey,
  pageIdOfExperiment,
  type PageVariantContent,
  type PageVariantValues,
} from '@/lib/experiments/page-variants'
import { LANDING_PAGE_COLLECTION } from '@/lib/offers/landing-page-types'
import type { DocumentType, DocumentValues } from '@/lib/desk-editing/document-type'
import type { Database } from '@/server/db/client'
import { landingPages } from '@/server/db/schema'
import { findDocument, getRevision } from '@/server/desk-editing/revision-store'
import {
  documentTypeOfRow,
  entityIdOf,
  findLandingPageRow,
  pathOfValues,
} from '@/server/offers/landing-page-collection'
import { valuesFromRow } from '@/server/offers/landing-page-values'
import { findExperiment } from './experiments-table'

export interface LivePage {
  pageId: number
  type: DocumentType
  path: string
  values: DocumentValues
  /** The desk document's id, null when the desk has not edited the page yet. */
  documentId: number | null
}

/** The offer page as visitors see it now, or null when it is not a live offer page the desk edits. */
export async function livePage(db: Database, pageId: number): Promise<LivePage | null> {
  const row = await findLandingPageRow(db, entityIdOf(pageId))
  const type = row && documentTypeOfRow(row)
  // Offer pages only: their button is the email capture, which swaps a variant's text in place.
  if (!row || !type || row.isDraft || row.landingVariant !== 'product') return null
  const values = valuesFromRow(type, row)
  const head = await findDocument(db, {
    collection: LANDING_PAGE_COLLECTION,
    entityId: entityIdOf(pageId),
  })
  return { pageId, type, path: pathOfValues(type, values), values, documentId: head?.id ?? null }
}

/** A saved revision's values, or null when there is no such revision. */
export async function revisionValues(
  db: Database,
  page: LivePage,
  revision: number,
): Promise<DocumentValues | null> {
  if (page.documentId === null) return null
  const found = await getRevision(db, page.documentId, revision)
  return found ? found.data : null
}

/** Each variant revision's values that differ from the live page, by variant key. */
async function valuesByVariant(
  db: Database,
  definition: ExperimentDefinition,
  page: LivePage,
): Promise<Record<string, PageVariantValues>> {
  const byVariant: Record<string, PageVariantValues> = {}
  for (const variant of definition.variants) {
    if (variant.pageRevision === undefined || variant.retired) continue
    const values = await revisionValues(db, page, variant.pageRevision)
    if (values) byVariant[variant.key] = compareWithLive(page.values, values).values
  }
  return byVariant
}

export async function loadPageVariantContent(
  db: Database,
  definitions: readonly ExperimentDefinition[],
): Promise<Record<string, PageVariantContent>> {
  const content: Record<string, PageVariantContent> = {}
  for (const definition of definitions) {
    const pageId = pageIdOfExperiment(definition.key)
    if (pageId === null || definition.status !== 'running') continue
    const page = await livePage(db, pageId)
    if (!page) continue
    content[definition.key] = {
      path: page.path,
      byVariant: await valuesByVariant(db, definition, page),
    }
  }
  return content
}

/**
 * The values a render of the page must make room for: each variant's of its running page
 * experiment (none when it has none, or it is not running). One query for a page without one.
 */
export async function runningPageVariantValues(
  db: Database,
  pageId: number,
): Promise<PageVariantValues[]> {
  const stored = await findExperiment(db, pageExperimentKey(pageId))
  if (!stored || stored.definition.status !== 'running') return []
  const page = await livePage(db, pageId)
  if (!page) return []
  return Object.values(await valuesByVariant(db, stored.definition, page))
}

/**
 * After a page experiment changes: the page's cached renders, which reserve room for its
 * running variants, become stale on every instance. The landing page row's no-op update fires
 * the catalogue trigger (migration 0012), which every instance follows (its `updated_at`, the
 * desk's "last change", moves with it: the page now serves otherwise).
 */
export async function refreshPageOfExperiment(db: Database, key: string): Promise<void> {
  const pageId = pageIdOfExperiment(key)
  if (pageId === null) return
  await db
    .update(landingPages)
    .set({ updatedAt: sql`now()` })
    .where(eq(landingPages.id, pageId))
}

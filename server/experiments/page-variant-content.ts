/**
 * What page experiments serve, read when the evaluator loads (never per request): for each
 * `page-{id}` experiment, the page's live path and each variant revision's values that differ
 * from the live page (lib/experiments/page-variants.ts). A page that is gone or not live, or a
 * revision that is gone, serves nothing: its visitors see control.
 */
import type { ExperimentDefinition } from '@/lib/experiments/definition'
import {
  compareWithLive,
  pageIdOfExperiment,
  type PageVariantContent,
  type PageVariantValues,
} from '@/lib/experiments/page-variants'
import { LANDING_PAGE_COLLECTION } from '@/lib/offers/landing-page-types'
import type { DocumentType, DocumentValues } from '@/lib/desk-editing/document-type'
import type { Database } from '@/server/db/client'
import { findDocument, getRevision } from '@/server/desk-editing/revision-store'
import {
  documentTypeOfRow,
  entityIdOf,
  findLandingPageRow,
  pathOfValues,
} from '@/server/offers/landing-page-collection'
import { valuesFromRow } from '@/server/offers/landing-page-values'

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
    const byVariant: Record<string, PageVariantValues> = {}
    for (const variant of definition.variants) {
      if (variant.pageRevision === undefined || variant.retired) continue
      const values = await revisionValues(db, page, variant.pageRevision)
      if (values) byVariant[variant.key] = compareWithLive(page.values, values).values
    }
    content[definition.key] = { path: page.path, byVariant }
  }
  return content
}

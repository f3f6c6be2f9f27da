/**
 * A landing page rendered from one of its desk revisions instead of its live row: preview shows
 * the newest revision (a live page's unpublished changes), and an experiment's variant may name
 * any saved revision. The row keeps its identity (id, address, variant reference); the
 * revision's declared fields replace the row's.
 */
import { LANDING_PAGE_COLLECTION } from '@/lib/offers/landing-page-types'
import type { Database } from '@/server/db/client'
import { findDocument, getRevision } from '@/server/desk-editing/revision-store'
import { documentTypeOfRow, entityIdOf } from '@/server/offers/landing-page-collection'
import { rowWithValues } from '@/server/offers/landing-page-values'
import type { LandingPageRow } from '@/server/offers/landing-page-values'

/**
 * The row as revision `revision` of its document has it ('newest': the working draft), or the
 * row itself when the desk has no such revision.
 */
export async function landingPageAtRevision(
  db: Database,
  row: LandingPageRow,
  revision: number | 'newest',
): Promise<LandingPageRow> {
  const type = documentTypeOfRow(row)
  if (!type) return row
  const head = await findDocument(db, {
    collection: LANDING_PAGE_COLLECTION,
    entityId: entityIdOf(row.id),
  })
  if (!head) return row
  const number = revision === 'newest' ? head.latestRevision : revision
  // The live revision is what the row already holds.
  if (number === head.liveRevision && !row.isDraft) return row
  const chosen = await getRevision(db, head.id, number)
  return chosen ? rowWithValues(type, row, chosen.data) : row
}

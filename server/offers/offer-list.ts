/**
 * The offers list's rows: the catalogue's page of landing pages (server/catalogue/desk-offers)
 * with each page's desk status and its next scheduled change. Two queries for the whole page of
 * rows, however many there are.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { publicationStatus, type PublicationStatus } from '@/lib/desk-editing/publication-status'
import { LANDING_PAGE_COLLECTION } from '@/lib/offers/landing-page-types'
import {
  listOfferPages,
  type DeskLandingPage,
  type OfferListQuery,
} from '@/server/offers/desk-offers'
import type { Database } from '@/server/db/client'
import { deskScheduledChanges } from '@/server/db/schema'
import { findDocuments } from '@/server/desk-editing/revision-store'
import type { PageWindow } from '@/lib/marketing/pagination'
import { entityIdOf } from './landing-page-collection'

export interface OfferListRow extends DeskLandingPage {
  status: PublicationStatus
  /** The newest revision, when the desk has edited the page. */
  latestRevision: number | null
  nextChange: { action: 'publish' | 'unpublish'; runAt: Date } | null
}

export async function offerList(
  db: Database,
  query: OfferListQuery,
): Promise<{ rows: OfferListRow[]; window: PageWindow }> {
  const { pages, window } = await listOfferPages(db, query)
  const heads = await findDocuments(
    db,
    LANDING_PAGE_COLLECTION,
    pages.map((page) => entityIdOf(page.id)),
  )
  const documentIds = [...heads.values()].map((head) => head.id)
  const pending =
    documentIds.length === 0
      ? []
      : await db
          .select({
            documentId: deskScheduledChanges.documentId,
            action: deskScheduledChanges.action,
            runAt: deskScheduledChanges.runAt,
          })
          .from(deskScheduledChanges)
          .where(
            and(
              inArray(deskScheduledChanges.documentId, documentIds),
              eq(deskScheduledChanges.status, 'pending'),
            ),
          )
          .orderBy(asc(deskScheduledChanges.runAt))
          .limit(documentIds.length * 20)
  const next = new Map<number, OfferListRow['nextChange']>()
  for (const change of pending) {
    if (!next.has(change.documentId)) {
      next.set(change.documentId, {
        action: change.action === 'unpublish' ? 'unpublish' : 'publish',
        runAt: change.runAt,
      })
    }
  }
  const rows = pages.map((page): OfferListRow => {
    const head = heads.get(entityIdOf(page.id))
    return {
      ...page,
      status: publicationStatus({
        live: !page.isDraft,
        latestRevision: head?.latestRevision ?? null,
        liveRevision: head?.liveRevision ?? null,
        everPublished: head?.everPublished ?? false,
      }),
      latestRevision: head?.latestRevision ?? null,
      nextChange: head ? (next.get(head.id) ?? null) : null,
    }
  })
  return { rows, window }
}

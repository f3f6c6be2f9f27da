/**
 * Everything the offers editor shows for one page: its newest revision in the form, its status,
 * scheduled changes, recent history, the choice lists, and when its offer's discount ends.
 */
import { eq } from 'drizzle-orm'
import type {
  ChoiceSources,
  DocumentType,
  DocumentValues,
} from '@/lib/desk-editing/document-type'
import { publicationStatus, type PublicationStatus } from '@/lib/desk-editing/publication-status'
import { LANDING_PAGE_COLLECTION } from '@/lib/offers/landing-page-types'
import { pathWithRef } from '@/lib/marketing/landing-page-kind'
import type { Database } from '@/server/db/client'
import { marketingPartners, packages } from '@/server/db/schema'
import {
  findDocument,
  getRevision,
  listHistory,
  type DocumentHead,
  type HistoryEntry,
} from '@/server/desk-editing/revision-store'
import {
  listScheduledChanges,
  type ScheduledChange,
} from '@/server/desk-editing/scheduled-changes'
import {
  documentTypeOfRow,
  entityIdOf,
  findLandingPageRow,
  pathOfValues,
} from './landing-page-collection'
import { valuesFromRow, type LandingPageRow } from './landing-page-values'
import { offerChoiceSources } from './offer-choices'

export interface PageEditorData {
  pageId: number
  type: DocumentType
  /** The page's public path now (its live address), with its variant reference. */
  path: string
  /** The address the newest revision would have once published. */
  draftPath: string
  variantRef: string
  live: boolean
  status: PublicationStatus
  head: DocumentHead | null
  /** The revision the form shows (the newest); 1 for a page the desk has not edited yet. */
  revision: number
  liveRevision: number | null
  values: DocumentValues
  sources: ChoiceSources
  schedules: ScheduledChange[]
  history: HistoryEntry[]
  /** When the discount of the package this page sells ends, if it has one still to come. */
  discountEndsAt: Date | null
}

async function discountEnd(db: Database, row: LandingPageRow, now: Date): Promise<Date | null> {
  let packageId = row.packageId
  if (packageId === null && row.marketingPartnerId !== null) {
    const [partner] = await db
      .select({ packageId: marketingPartners.packageId })
      .from(marketingPartners)
      .where(eq(marketingPartners.id, row.marketingPartnerId))
    packageId = partner?.packageId ?? null
  }
  if (packageId === null) return null
  const [pkg] = await db
    .select({ expiresOn: packages.discountExpiresOn })
    .from(packages)
    .where(eq(packages.id, packageId))
  return pkg?.expiresOn && pkg.expiresOn > now ? pkg.expiresOn : null
}

/** The editor's data, or null for a page that does not exist or that the desk does not edit. */
export async function loadPageEditor(
  db: Database,
  pageId: number,
  options: { historyLimit: number; now?: Date },
): Promise<PageEditorData | null> {
  const row = await findLandingPageRow(db, entityIdOf(pageId))
  const type = row && documentTypeOfRow(row)
  if (!row || !type) return null
  const head = await findDocument(db, {
    collection: LANDING_PAGE_COLLECTION,
    entityId: entityIdOf(pageId),
  })
  const [newest, sources, schedules, history, discountEndsAt] = await Promise.all([
    head ? getRevision(db, head.id, head.latestRevision) : null,
    offerChoiceSources(db),
    head ? listScheduledChanges(db, head.id) : [],
    head ? listHistory(db, head.id, options.historyLimit) : [],
    discountEnd(db, row, options.now ?? new Date()),
  ])
  const values = newest?.data ?? valuesFromRow(type, row)
  const live = !row.isDraft
  return {
    pageId,
    type,
    path: pathWithRef(pathOfValues(type, valuesFromRow(type, row)), row.variantRef),
    draftPath: pathOfValues(type, values),
    variantRef: row.variantRef,
    live,
    status: publicationStatus({
      live,
      latestRevision: head?.latestRevision ?? null,
      liveRevision: head?.liveRevision ?? null,
      everPublished: head?.everPublished ?? false,
    }),
    head,
    revision: head?.latestRevision ?? 1,
    liveRevision: head ? head.liveRevision : live ? 1 : null,
    values,
    sources,
    schedules,
    history,
    discountEndsAt,
  }
}

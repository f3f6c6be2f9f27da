/**
 * Landing pages as a desk collection (server/desk-editing): product pages are offer page
 * documents, partner pages partner page documents; venue pages follow their venue and are not
 * edited here. The live page is the landing_pages row visitors get; a page that is not live
 * follows its newest revision (so its address and preview show the draft).
 */
import { and, eq, ne } from 'drizzle-orm'
import type { DocumentType, DocumentValues } from '@/lib/desk-editing/document-type'
import { fieldMessages } from '@/lib/desk-editing/field-messages'
import type { FieldErrors } from '@/lib/desk-editing/read-document-form'
import { fieldNamed } from '@/lib/desk-editing/document-type'
import {
  LANDING_PAGE_COLLECTION,
  OFFER_PAGE_TYPE,
  PARTNER_PAGE_TYPE,
} from '@/lib/offers/landing-page-types'
import { landingPagePath } from '@/lib/seo/sitemap'
import { landingPages } from '@/server/db/schema'
import {
  PublishRefused,
  type DeskCollection,
  type Executor,
} from '@/server/desk-editing/desk-collection'
import {
  NEW_PAGE_CONFIG,
  patchFromValues,
  valuesFromRow,
  type LandingPageRow,
} from './landing-page-values'

/** The document type of a landing page row, or null for pages the desk does not edit. */
export function documentTypeOfRow(
  row: Pick<LandingPageRow, 'landingVariant'>,
): DocumentType | null {
  if (row.landingVariant === 'product') return OFFER_PAGE_TYPE
  if (row.landingVariant === 'partner') return PARTNER_PAGE_TYPE
  return null
}

const landingVariantOf = (type: DocumentType) =>
  type.name === PARTNER_PAGE_TYPE.name ? ('partner' as const) : ('product' as const)

export function entityIdOf(pageId: number): string {
  return String(pageId)
}

export function pageIdOf(entityId: string): number | null {
  return /^\d{1,9}$/.test(entityId) ? Number(entityId) : null
}

export async function findLandingPageRow(
  db: Executor,
  entityId: string,
): Promise<LandingPageRow | null> {
  const id = pageIdOf(entityId)
  if (id === null) return null
  const [row] = await db.select().from(landingPages).where(eq(landingPages.id, id)).limit(1)
  return row ?? null
}

/** The public path of a page of `type` with these values ('/offers/spring-welcome'). */
export function pathOfValues(type: DocumentType, values: DocumentValues): string {
  const text = (name: string) =>
    typeof values[name] === 'string' ? (values[name] as string) : null
  const partnerId = text('marketingPartnerId')
  return landingPagePath({
    landingVariant: landingVariantOf(type),
    urlSlug: text('urlSlug') ?? '',
    cityCode: text('cityCode'),
    marketingPartnerId: partnerId === null ? null : Number(partnerId),
  })
}

async function slugTakenBy(
  db: Executor,
  type: DocumentType,
  slug: string,
  self: LandingPageRow | null,
): Promise<boolean> {
  const [other] = await db
    .select({ id: landingPages.id })
    .from(landingPages)
    .where(
      and(
        eq(landingPages.landingVariant, landingVariantOf(type)),
        eq(landingPages.urlSlug, slug),
        eq(landingPages.variantRef, self?.variantRef ?? ''),
        ...(self ? [ne(landingPages.id, self.id)] : []),
      ),
    )
    .limit(1)
  return other !== undefined
}

export const landingPageCollection: DeskCollection = {
  name: LANDING_PAGE_COLLECTION,
  auditArea: 'offer',

  async snapshot(db, entityId) {
    const row = await findLandingPageRow(db, entityId)
    const type = row && documentTypeOfRow(row)
    if (!row || !type) return null
    return { type, values: valuesFromRow(type, row), live: !row.isDraft }
  },

  async uniqueErrors(db, entityId, type, values): Promise<FieldErrors> {
    const slug = values.urlSlug
    if (typeof slug !== 'string') return {}
    const self = entityId === null ? null : await findLandingPageRow(db, entityId)
    if (!(await slugTakenBy(db, type, slug, self))) return {}
    const label = fieldNamed(type, 'urlSlug')?.label ?? 'URL slug'
    return { urlSlug: fieldMessages.taken(label, slug) }
  },

  async create(tx, type, values) {
    const isPartner = type.name === PARTNER_PAGE_TYPE.name
    const patch = patchFromValues(type, values, NEW_PAGE_CONFIG)
    const [row] = await tx
      .insert(landingPages)
      .values({
        ...patch,
        landingVariant: landingVariantOf(type),
        pageVariant: isPartner ? 'Partner' : (patch.pageVariant ?? 'Discovery'),
        urlSlug: patch.urlSlug ?? '',
        pageTitle: patch.pageTitle ?? '',
        pageDescription: patch.pageDescription ?? '',
        ctaText: patch.ctaText ?? '',
        ctaButtonText: patch.ctaButtonText ?? '',
        signUpUrl: patch.signUpUrl ?? '',
        signInUrl: patch.signInUrl ?? '',
        // A partner page has no purchase step: its sign-in serves for both.
        signInUrlForPurchase: patch.signInUrlForPurchase ?? patch.signInUrl ?? '',
        continueUrl: patch.continueUrl ?? '',
        entryContext: patch.entryContext ?? '',
        ctaConfig: patch.ctaConfig ?? NEW_PAGE_CONFIG.ctaConfig,
        layoutConfig: patch.layoutConfig ?? NEW_PAGE_CONFIG.layoutConfig,
        trustWidgetIds: patch.trustWidgetIds ?? NEW_PAGE_CONFIG.trustWidgetIds,
        isDraft: true,
      })
      .returning({ id: landingPages.id })
    return entityIdOf(row!.id)
  },

  async publish(tx, entityId, type, values) {
    const row = await findLandingPageRow(tx, entityId)
    if (!row) throw new PublishRefused('That page does not exist any more.')
    const slug = typeof values.urlSlug === 'string' ? values.urlSlug : row.urlSlug
    if (await slugTakenBy(tx, type, slug, row)) {
      throw new PublishRefused(fieldMessages.taken('URL slug', slug))
    }
    await tx
      .update(landingPages)
      .set({ ...patchFromValues(type, values, row), isDraft: false })
      .where(eq(landingPages.id, row.id))
  },

  async unpublish(tx, entityId) {
    const id = pageIdOf(entityId)
    if (id === null) return
    await tx.update(landingPages).set({ isDraft: true }).where(eq(landingPages.id, id))
  },

  async draftSaved(tx, entityId, type, values) {
    const row = await findLandingPageRow(tx, entityId)
    if (!row || !row.isDraft) return
    await tx
      .update(landingPages)
      .set(patchFromValues(type, values, row))
      .where(eq(landingPages.id, row.id))
  },

  subjectOf(type, _entityId, values) {
    return pathOfValues(type, values)
  },
}

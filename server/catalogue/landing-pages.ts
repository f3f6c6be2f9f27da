/**
 * Landing page rows: which page a config request gets (drafts only in preview, the default row
 * or its variantRef row), its marketing partner's offer and, for a venue page, its venue.
 */
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { landingPages, marketingPartners, packages, venues } from '@/server/db/schema'
import { landingPageAtRevision } from './landing-page-revisions'
import { canSee, type Viewer } from './visibility'

export type LandingPageRow = typeof landingPages.$inferSelect
export type VenueRow = typeof venues.$inferSelect
export type LandingKind = LandingPageRow['landingVariant']

/** Which landing pages a lookup considers (all given conditions hold). */
export interface LandingPageFilter {
  kind: LandingKind
  urlSlug?: string
  cityCode?: string
  marketingPartnerId?: number
  /** Only pages without a city. */
  withoutCity?: boolean
  /** Only pages without a marketing partner. */
  withoutPartner?: boolean
}

/**
 * Picks one landing page among candidate rows: drafts only in preview; the best page by `rank`
 * (lower first; then live before draft, then id) among the default rows (variant_ref ''), then
 * that page's row for `variantRef` when there is one. A page that exists only as a variantRef
 * row is still found.
 */
export function choosePage(
  rows: readonly LandingPageRow[],
  variantRef: string,
  viewer: Viewer,
  rank: (row: LandingPageRow) => number = () => 0,
): LandingPageRow | undefined {
  const visible = rows.filter((row) => canSee(viewer, row))
  const ordered = [...visible].sort(
    (a, b) =>
      Number(a.variantRef !== '') - Number(b.variantRef !== '') ||
      rank(a) - rank(b) ||
      Number(a.isDraft) - Number(b.isDraft) ||
      a.id - b.id,
  )
  const best = ordered[0]
  if (!best) return undefined
  if (variantRef !== '') {
    const forRef = visible.find(
      (row) =>
        row.urlSlug === best.urlSlug &&
        row.landingVariant === best.landingVariant &&
        row.variantRef === variantRef,
    )
    if (forRef) return forRef
  }
  return best
}

/** The page the viewer gets for this filter and variantRef, best by `rank` (see choosePage). */
export async function findLandingPage(
  db: Database,
  viewer: Viewer,
  filter: LandingPageFilter,
  variantRef: string,
  rank?: (row: LandingPageRow) => number,
): Promise<LandingPageRow | undefined> {
  const conditions: SQL[] = [eq(landingPages.landingVariant, filter.kind)]
  if (filter.urlSlug !== undefined) conditions.push(eq(landingPages.urlSlug, filter.urlSlug))
  if (filter.cityCode !== undefined) conditions.push(eq(landingPages.cityCode, filter.cityCode))
  if (filter.marketingPartnerId !== undefined) {
    conditions.push(eq(landingPages.marketingPartnerId, filter.marketingPartnerId))
  }
  if (filter.withoutCity) conditions.push(isNull(landingPages.cityCode))
  if (filter.withoutPartner) conditions.push(isNull(landingPages.marketingPartnerId))
  const rows = await db
    .select()
    .from(landingPages)
    .where(and(...conditions, inArray(landingPages.variantRef, [...new Set(['', variantRef])])))
  const chosen = choosePage(rows, variantRef, viewer, rank)
  // Preview shows a page's newest desk revision, unpublished changes included.
  return chosen && viewer.preview ? landingPageAtRevision(db, chosen, 'newest') : chosen
}

/** The marketing partner's id for its slug. */
export async function findMarketingPartnerId(
  db: Database,
  slug: string,
): Promise<number | undefined> {
  const [partner] = await db
    .select({ id: marketingPartners.id })
    .from(marketingPartners)
    .where(eq(marketingPartners.slug, slug))
  return partner?.id
}

/** A marketing partner with the package its offer sells. */
export async function findPartnerOffer(db: Database, partnerId: number) {
  const [offer] = await db
    .select({ partner: marketingPartners, pkg: packages })
    .from(marketingPartners)
    .innerJoin(packages, eq(packages.id, marketingPartners.packageId))
    .where(eq(marketingPartners.id, partnerId))
  return offer
}

export type PartnerOffer = NonNullable<Awaited<ReturnType<typeof findPartnerOffer>>>
export type PackageRow = typeof packages.$inferSelect

/** A package by id (a page's own offer package). */
export async function findPackage(db: Database, id: number): Promise<PackageRow | undefined> {
  const [pkg] = await db.select().from(packages).where(eq(packages.id, id))
  return pkg
}

export async function findVenue(db: Database, id: number): Promise<VenueRow | undefined> {
  const [venue] = await db.select().from(venues).where(eq(venues.id, id))
  return venue
}

/**
 * The page a urlSlug names, for the cities it covers: product pages before partner and venue
 * pages, default rows before variantRef rows; drafts only in preview.
 */
export async function findPageBySlug(db: Database, viewer: Viewer, urlSlug: string) {
  const pages = await db
    .select({
      landingVariant: landingPages.landingVariant,
      cityCode: landingPages.cityCode,
      isDraft: landingPages.isDraft,
      variantRef: landingPages.variantRef,
    })
    .from(landingPages)
    .where(eq(landingPages.urlSlug, urlSlug))
  const order = ['product', 'partner', 'venue']
  return pages
    .filter((row) => canSee(viewer, row))
    .sort(
      (a, b) =>
        order.indexOf(a.landingVariant) - order.indexOf(b.landingVariant) ||
        Number(a.variantRef !== '') - Number(b.variantRef !== ''),
    )[0]
}

/**
 * The desk's view of landing pages, drafts included: product and partner pages and venue pages,
 * each a page at a time.
 */
import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { cities, landingPages, marketingPartners, venues } from '@/server/db/schema'
import {
  landingPageKind,
  pathWithRef,
  type LandingPageKind,
  type OfferKindFilter,
  type OfferStatusFilter,
} from '@/lib/marketing/landing-page-kind'
import { pageWindow, type PageWindow } from '@/lib/marketing/pagination'
import { landingPagePath } from '@/lib/seo/sitemap'

export const OFFER_PAGE_SIZE = 50
export const MAX_SEARCH_LENGTH = 100
export const VENUE_PAGE_SIZE = 50

export interface DeskLandingPage {
  id: number
  kind: LandingPageKind
  /** Public path, with `?ref=` for a variant reference's row. */
  path: string
  /** The path without the reference: what previews and campaign links start from. */
  basePath: string
  pageVariant: string | null
  variantRef: string
  urlSlug: string
  city: string | null
  partner: string | null
  venue: string | null
  isDraft: boolean
  updatedAt: Date
}

const columns = {
  id: landingPages.id,
  landingVariant: landingPages.landingVariant,
  pageVariant: landingPages.pageVariant,
  urlSlug: landingPages.urlSlug,
  variantRef: landingPages.variantRef,
  cityCode: landingPages.cityCode,
  cityName: cities.name,
  marketingPartnerId: landingPages.marketingPartnerId,
  partnerName: marketingPartners.name,
  venueName: venues.name,
  isDraft: landingPages.isDraft,
  updatedAt: landingPages.updatedAt,
}

type Row = {
  id: number
  landingVariant: 'product' | 'partner' | 'venue'
  pageVariant: string | null
  urlSlug: string
  variantRef: string
  cityCode: string | null
  cityName: string | null
  marketingPartnerId: number | null
  partnerName: string | null
  venueName: string | null
  isDraft: boolean
  updatedAt: Date
}

function toDeskPage(row: Row): DeskLandingPage {
  const basePath = landingPagePath(row)
  return {
    id: row.id,
    kind: landingPageKind(basePath, row.urlSlug),
    path: pathWithRef(basePath, row.variantRef),
    basePath,
    pageVariant: row.pageVariant,
    variantRef: row.variantRef,
    urlSlug: row.urlSlug,
    city: row.cityName ?? row.cityCode,
    partner: row.partnerName,
    venue: row.venueName,
    isDraft: row.isDraft,
    updatedAt: row.updatedAt,
  }
}

function statusCondition(status: OfferStatusFilter): SQL | undefined {
  if (status === 'live') return eq(landingPages.isDraft, false)
  if (status === 'draft') return eq(landingPages.isDraft, true)
  return undefined
}

function selectPages(db: Database) {
  return db
    .select(columns)
    .from(landingPages)
    .leftJoin(cities, eq(cities.code, landingPages.cityCode))
    .leftJoin(marketingPartners, eq(marketingPartners.id, landingPages.marketingPartnerId))
    .leftJoin(venues, eq(venues.id, landingPages.venueId))
}

/** What the offers list shows: a status, a kind, words in the slug or title, a page of it. */
export interface OfferListQuery {
  status: OfferStatusFilter
  kind: OfferKindFilter
  /** Matched, case-insensitively, anywhere in the slug or the page title. */
  search: string
  page: number
}

function kindCondition(kind: OfferKindFilter): SQL {
  if (kind === 'partner') return eq(landingPages.landingVariant, 'partner')
  if (kind === 'product') return eq(landingPages.landingVariant, 'product')
  return ne(landingPages.landingVariant, 'venue')
}

function searchCondition(search: string): SQL | undefined {
  const words = search.trim().slice(0, MAX_SEARCH_LENGTH)
  if (words === '') return undefined
  // LIKE's own wildcards in what was typed match themselves.
  const pattern = `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return or(ilike(landingPages.urlSlug, pattern), ilike(landingPages.pageTitle, pattern))
}

/**
 * National, city, offer (streaming included) and partner pages, OFFER_PAGE_SIZE at a time:
 * drafts first, then by kind and slug.
 */
export async function listOfferPages(
  db: Database,
  query: OfferListQuery,
): Promise<{ pages: DeskLandingPage[]; window: PageWindow }> {
  const where = and(
    kindCondition(query.kind),
    statusCondition(query.status),
    searchCondition(query.search),
  )
  const [total] = await db.select({ value: count() }).from(landingPages).where(where)
  const window = pageWindow(query.page, total?.value ?? 0, OFFER_PAGE_SIZE)
  const rows = await selectPages(db)
    .where(where)
    .orderBy(
      desc(landingPages.isDraft),
      asc(landingPages.landingVariant),
      asc(landingPages.urlSlug),
      asc(landingPages.variantRef),
    )
    .limit(window.limit)
    .offset(window.offset)
  return { pages: rows.map(toDeskPage), window }
}

export async function listVenuePages(
  db: Database,
  status: OfferStatusFilter,
  requestedPage: number,
): Promise<{ pages: DeskLandingPage[]; window: PageWindow }> {
  const where = and(eq(landingPages.landingVariant, 'venue'), statusCondition(status))
  const [total] = await db.select({ value: count() }).from(landingPages).where(where)
  const window = pageWindow(requestedPage, total?.value ?? 0, VENUE_PAGE_SIZE)
  const rows = await selectPages(db)
    .where(where)
    .orderBy(desc(landingPages.isDraft), asc(landingPages.urlSlug), asc(landingPages.id))
    .limit(window.limit)
    .offset(window.offset)
  return { pages: rows.map(toDeskPage), window }
}

/** The landing page at a public path (live or draft), for the campaign link builder. */
export async function findLandingPageByPath(
  db: Database,
  path: string,
): Promise<DeskLandingPage | null> {
  // Few candidates share a slug; landingPagePath picks the one served at this path.
  const slug = path === '/' ? 'national' : decodeURIComponent(path.split('/').pop() ?? '')
  const rows = await selectPages(db)
    .where(and(eq(landingPages.urlSlug, slug), eq(landingPages.variantRef, '')))
    .limit(10)
  const match = rows.map(toDeskPage).find((page) => page.basePath === path)
  return match ?? null
}

/** Drafts, for the desk's home. */
export async function countDrafts(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(landingPages)
    .where(eq(landingPages.isDraft, true))
  return row?.value ?? 0
}

import { OfferPagesTable } from '@/components/offers/offer-pages-table'
import { NewPageLinks } from '@/components/offers/offers.styles'
import { countLabel } from '@/lib/format/count'
import { OFFERS_PATH, PREVIEW_EXIT_PATH } from '@/lib/marketing/desk-routes'
import { OFFERS_VENUES_PATH } from '@/lib/offers/offer-routes'
import {
  OFFER_KINDS,
  OFFER_STATUSES,
  type OfferKindFilter,
  type OfferStatusFilter,
} from '@/lib/marketing/landing-page-kind'
import type { PageWindow } from '@/lib/marketing/pagination'
import { newPagePath } from '@/lib/offers/offer-routes'
import type { OfferListRow } from '@/server/offers/offer-list'
import { DeskButton, Field, FieldRow, Notice } from './desk.styles'
import { Pager } from './pager'
import { InlineForm } from './offers-section.styles'

const STATUS_LABELS: Record<OfferStatusFilter, string> = {
  all: 'Live and draft',
  live: 'Live only',
  draft: 'Drafts only',
}

const KIND_LABELS: Record<OfferKindFilter, string> = {
  all: 'Product and partner pages',
  product: 'Product pages (offers, cities, national)',
  partner: 'Partner pages',
}

export interface OfferListFilters {
  status: OfferStatusFilter
  kind: OfferKindFilter
  search: string
}

/** Product and partner pages, drafts included: New page, the filters, preview state, the pages. */
export function OffersSection({
  filters,
  offers,
  previewOn,
  previewJustEnded,
}: {
  filters: OfferListFilters
  offers: { rows: OfferListRow[]; window: PageWindow }
  previewOn: boolean
  previewJustEnded: boolean
}) {
  const listHref = (extra: Record<string, string>, anchor: string) => {
    const params = new URLSearchParams({ status: filters.status, kind: filters.kind, ...extra })
    if (filters.search) params.set('q', filters.search)
    return `${OFFERS_PATH}?${params}#${anchor}`
  }
  return (
    <>
      <NewPageLinks>
        <a href={newPagePath('offer')}>New offer page</a>
        <a href={newPagePath('partner')}>New partner page</a>
      </NewPageLinks>
      {previewOn ? (
        <Notice role="status">
          Draft preview is on in this browser: landing pages show their newest drafts.{' '}
          <InlineForm method="post" action={PREVIEW_EXIT_PATH}>
            <DeskButton type="submit" data-variant="quiet">
              Leave preview
            </DeskButton>
          </InlineForm>
        </Notice>
      ) : previewJustEnded ? (
        <Notice role="status">Draft preview is off: landing pages show live pages only.</Notice>
      ) : null}
      <form method="get" action={OFFERS_PATH} aria-label="Filter pages">
        <FieldRow>
          <Field>
            <label htmlFor="offer-status">Status</label>
            <select id="offer-status" name="status" defaultValue={filters.status}>
              {OFFER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            <label htmlFor="offer-kind">Kind</label>
            <select id="offer-kind" name="kind" defaultValue={filters.kind}>
              {OFFER_KINDS.map((value) => (
                <option key={value} value={value}>
                  {KIND_LABELS[value]}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            <label htmlFor="offer-search">Slug or title contains</label>
            <input
              id="offer-search"
              name="q"
              type="search"
              defaultValue={filters.search}
              maxLength={100}
            />
          </Field>
          <DeskButton type="submit">Show</DeskButton>
        </FieldRow>
      </form>
      <h2 id="landing-pages">Product and partner pages</h2>
      <p>
        {countLabel(offers.window.total, 'page', 'pages')}, page {offers.window.page} of{' '}
        {offers.window.pageCount}: the national page, city pages, partner offers (streaming ones
        included) and partner pages.
      </p>
      <OfferPagesTable rows={offers.rows} />
      <Pager
        label="Product and partner pages"
        window={offers.window}
        href={(page) => listHref({ page: String(page) }, 'landing-pages')}
      />
      <p>
        <a href={OFFERS_VENUES_PATH}>Venue pages</a> follow their venue: preview them and build
        campaign links there.
      </p>
    </>
  )
}

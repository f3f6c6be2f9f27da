import { countLabel } from '@/lib/format/count'
import { OFFERS_PATH, PREVIEW_EXIT_PATH } from '@/lib/marketing/desk-routes'
import { OFFER_STATUSES, type OfferStatusFilter } from '@/lib/marketing/landing-page-kind'
import type { PageWindow } from '@/lib/marketing/pagination'
import type { DeskLandingPage } from '@/server/catalogue/desk-offers'
import { styled } from 'next-yak'
import { DeskButton, Field, FieldRow, Notice } from './desk.styles'

const InlineForm = styled.form`
  display: inline;
`
import { LandingPagesTable } from './landing-pages-table'
import { Pager } from './pager'

const STATUS_LABELS: Record<OfferStatusFilter, string> = {
  all: 'Live and draft',
  live: 'Live only',
  draft: 'Drafts only',
}

/** Every landing page, drafts included: the filter, preview state, pages and venue pages. */
export function OffersSection({
  status,
  pages,
  venues,
  previewOn,
  previewJustEnded,
}: {
  status: OfferStatusFilter
  pages: DeskLandingPage[]
  venues: { pages: DeskLandingPage[]; window: PageWindow }
  previewOn: boolean
  previewJustEnded: boolean
}) {
  const venueHref = (page: number) =>
    `${OFFERS_PATH}?${new URLSearchParams({ status, venuePage: String(page) })}#venue-pages`
  return (
    <>
      {previewOn ? (
        <Notice role="status">
          Draft preview is on in this browser: landing pages show their drafts.{' '}
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
            <select id="offer-status" name="status" defaultValue={status}>
              {OFFER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </Field>
          <DeskButton type="submit">Show</DeskButton>
        </FieldRow>
      </form>
      <h2 id="landing-pages">Product and partner pages</h2>
      <p>
        {countLabel(pages.length, 'page', 'pages')}: the national page, city pages, partner offers
        (streaming ones included) and partner pages.
      </p>
      <LandingPagesTable caption="Product and partner pages" pages={pages} />
      <h2 id="venue-pages">Venue pages</h2>
      <p>
        {countLabel(venues.window.total, 'venue page', 'venue pages')}, page {venues.window.page} of{' '}
        {venues.window.pageCount}.
      </p>
      <LandingPagesTable caption="Venue pages" pages={venues.pages} showVenue />
      <Pager label="Venue pages" window={venues.window} href={venueHref} />
    </>
  )
}

import type { Metadata } from 'next'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { LandingPagesTable } from '@/components/marketing/landing-pages-table'
import { Pager } from '@/components/marketing/pager'
import { countLabel } from '@/lib/format/count'
import { OFFERS_PATH } from '@/lib/marketing/desk-routes'
import { parseOfferStatus } from '@/lib/marketing/landing-page-kind'
import { parsePageNumber } from '@/lib/marketing/pagination'
import { OFFERS_VENUES_PATH } from '@/lib/offers/offer-routes'
import { listVenuePages } from '@/server/offers/desk-offers'
import { getDatabase } from '@/server/db'
import { requireStaffPage } from '@/server/desk/staff-access'
import { pathWithQuery } from '@/lib/marketing/desk-routes'

export const metadata: Metadata = { title: 'Venue pages' }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Venue pages, a page at a time: they follow their venue, so the desk lists them read-only. */
export default async function VenuePages({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams
  const staff = await requireStaffPage('desk.read', pathWithQuery(OFFERS_VENUES_PATH, query))
  const { db } = await getDatabase()
  const status = parseOfferStatus(query.status)
  const venues = await listVenuePages(db, status, parsePageNumber(query.page))
  return (
    <DeskFrame current={OFFERS_PATH} staff={staff}>
      <p>
        <a href={OFFERS_PATH}>All offers</a>
      </p>
      <h1>Venue pages</h1>
      <p>
        {countLabel(venues.window.total, 'venue page', 'venue pages')}, page {venues.window.page} of{' '}
        {venues.window.pageCount}. They follow their venue in the catalogue.
      </p>
      <LandingPagesTable caption="Venue pages" pages={venues.pages} />
      <Pager
        label="Venue pages"
        window={venues.window}
        href={(page) =>
          `${OFFERS_VENUES_PATH}?${new URLSearchParams({ status, page: String(page) })}`
        }
      />
    </DeskFrame>
  )
}

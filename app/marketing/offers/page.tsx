import type { Metadata } from 'next'
import { CampaignLinkForm } from '@/components/marketing/campaign-link-form'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { OffersSection } from '@/components/marketing/offers-section'
import { buildCampaignLink, isCampaignLinkSubmission } from '@/lib/marketing/campaign-link'
import { OFFERS_PATH, pathWithQuery } from '@/lib/marketing/desk-routes'
import { parseOfferStatus } from '@/lib/marketing/landing-page-kind'
import { parsePageNumber } from '@/lib/marketing/pagination'
import { SITE_URL } from '@/lib/site'
import {
  findLandingPageByPath,
  listOfferPages,
  listVenuePages,
} from '@/server/catalogue/desk-offers'
import { getDatabase } from '@/server/db'
import { isDeskPreview } from '@/server/desk/draft-mode'
import { takePageFlash } from '@/server/desk/flash'
import { requireStaffPage } from '@/server/desk/staff-access'

export const metadata: Metadata = { title: 'Offers' }

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export default async function OffersPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>
}) {
  const query = await searchParams
  const staff = await requireStaffPage('desk.read', pathWithQuery(OFFERS_PATH, query))
  const { db } = await getDatabase()
  const status = parseOfferStatus(query.status)
  const venuePage = parsePageNumber(query.venuePage)
  const linkInput = {
    path: first(query.path) ?? '',
    utm_source: first(query.utm_source) ?? '',
    utm_medium: first(query.utm_medium) ?? '',
    utm_campaign: first(query.utm_campaign) ?? '',
    utm_term: first(query.utm_term) ?? '',
    utm_content: first(query.utm_content) ?? '',
  }
  const submitted = isCampaignLinkSubmission(linkInput)
  const link = submitted ? buildCampaignLink(linkInput, SITE_URL) : null
  const [pages, venues, linkedPage, previewOn, flash] = await Promise.all([
    listOfferPages(db, status),
    listVenuePages(db, status, venuePage),
    link?.ok ? findLandingPageByPath(db, link.path) : Promise.resolve(null),
    isDeskPreview(),
    takePageFlash(),
  ])
  return (
    <DeskFrame current={OFFERS_PATH} staff={staff}>
      <h1>Offers</h1>
      <OffersSection
        status={status}
        pages={pages}
        venues={venues}
        previewOn={previewOn}
        previewJustEnded={flash?.kind === 'preview-off'}
      />
      <CampaignLinkForm
        input={linkInput}
        result={link}
        pageStatus={
          link?.ok ? (linkedPage ? (linkedPage.isDraft ? 'draft' : 'live') : 'missing') : null
        }
      />
    </DeskFrame>
  )
}

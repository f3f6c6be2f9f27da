import type { Metadata } from 'next'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { DeskOverview } from '@/components/marketing/desk-overview'
import { DESK_PATH } from '@/lib/marketing/desk-routes'
import { periodDays } from '@/lib/marketing/london-days'
import { countApplicationsByStatus } from '@/server/marketing/applications-query'
import { funnelTotals } from '@/server/marketing/funnel-query'
import { countDrafts } from '@/server/offers/desk-offers'
import { getDatabase } from '@/server/db'
import { requireStaffPage } from '@/server/desk/staff-access'

export const metadata: Metadata = { title: 'Overview' }

export default async function MarketingDeskPage() {
  const staff = await requireStaffPage('desk.read', DESK_PATH)
  const { db } = await getDatabase()
  const [drafts, week, applications] = await Promise.all([
    countDrafts(db),
    funnelTotals(db, periodDays(new Date(), 7)[0]!),
    countApplicationsByStatus(db),
  ])
  return (
    <DeskFrame current={DESK_PATH} staff={staff}>
      <DeskOverview drafts={drafts} week={week} newApplications={applications.new} />
    </DeskFrame>
  )
}

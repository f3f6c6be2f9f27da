import type { Metadata } from 'next'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { EraseLeadForm } from '@/components/marketing/erase-lead-form'
import { FunnelTable } from '@/components/marketing/funnel-table'
import { LeadsChart } from '@/components/marketing/leads-chart'
import { PeriodPicker } from '@/components/marketing/period-picker'
import { LEADS_CSV_PATH, LEADS_PATH, pathWithQuery } from '@/lib/marketing/desk-routes'
import { NO_CAMPAIGN_LABEL, parseFunnelPeriod } from '@/lib/marketing/funnel'
import { fillDays, periodDays } from '@/lib/marketing/london-days'
import {
  funnelByCampaign,
  funnelByLandingPage,
  funnelTotals,
  leadsPerDay,
} from '@/server/marketing/funnel-query'
import { getDatabase } from '@/server/db'
import { takePageFlash } from '@/server/desk/flash'
import { requireStaffPage } from '@/server/desk/staff-access'
import { can } from '@/lib/desk/permissions'

export const metadata: Metadata = { title: 'Leads and funnel' }

type SearchParams = Record<string, string | string[] | undefined>


export default async function LeadsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams
  const staff = await requireStaffPage('desk.read', pathWithQuery(LEADS_PATH, query))
  const { db } = await getDatabase()
  const period = parseFunnelPeriod(query.days)
  const days = periodDays(new Date(), period)
  const firstDay = days[0]!
  const [byPage, byCampaign, totals, perDay, flash] = await Promise.all([
    funnelByLandingPage(db, firstDay),
    funnelByCampaign(db, firstDay),
    funnelTotals(db, firstDay),
    leadsPerDay(db, firstDay),
    takePageFlash(),
  ])
  // Confirmations come from the server's one-time flash, never from the address.
  const erased = flash?.kind === 'erased' ? flash : null
  const erasureProblem = flash?.kind === 'erasure-problem' ? flash.problem : null
  return (
    <DeskFrame current={LEADS_PATH} staff={staff}>
      <h1>Leads and funnel</h1>
      <PeriodPicker period={period} />
      {can(staff.role, 'leads.export') ? (
        <p>
          <a href={`${LEADS_CSV_PATH}?days=${period}`} download>
            Download the last {period} days&apos; leads (CSV)
          </a>{' '}
          ·{' '}
          <a href={LEADS_CSV_PATH} download>
            Download every lead (CSV)
          </a>
        </p>
      ) : null}
      <LeadsChart series={fillDays(days, perDay)} period={period} />
      <FunnelTable
        id="by-landing-page"
        title="By landing page"
        keyHeader="Landing page"
        rows={byPage}
        totals={totals}
        renderKey={(key) => <code>{key}</code>}
      />
      <FunnelTable
        id="by-campaign"
        title="By campaign (utm_campaign)"
        keyHeader="Campaign"
        rows={byCampaign}
        note="Page views and CTA clicks by campaign come from visitor actions, which carry the page URL's utm_* values."
        renderKey={(key) => (key === '' ? NO_CAMPAIGN_LABEL : key)}
      />
      {can(staff.role, 'leads.erase') ? (
        <EraseLeadForm problem={erasureProblem} erased={erased} />
      ) : null}
    </DeskFrame>
  )
}

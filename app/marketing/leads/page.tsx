import type { Metadata } from 'next'
import { DeskFrame } from '@/components/marketing/desk-frame'
import { EraseLeadForm } from '@/components/marketing/erase-lead-form'
import { FunnelTable } from '@/components/marketing/funnel-table'
import { LeadsChart } from '@/components/marketing/leads-chart'
import { PeriodPicker } from '@/components/marketing/period-picker'
import { LEADS_CSV_PATH, LEADS_PATH } from '@/lib/marketing/desk-routes'
import { isErasureProblem } from '@/lib/marketing/erasure'
import { NO_CAMPAIGN_LABEL, parseFunnelPeriod } from '@/lib/marketing/funnel'
import { fillDays, periodDays } from '@/lib/marketing/london-days'
import {
  funnelByCampaign,
  funnelByLandingPage,
  funnelTotals,
  leadsPerDay,
} from '@/server/marketing/funnel-query'
import { pathWithQuery, requireStaff } from '@/server/marketing/staff-page'

export const metadata: Metadata = { title: 'Leads and funnel' }

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const count = (value: string | string[] | undefined) => {
  const number = Number(first(value))
  return Number.isInteger(number) && number >= 0 ? number : 0
}

export default async function LeadsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams
  const { db } = await requireStaff(pathWithQuery(LEADS_PATH, query))
  const period = parseFunnelPeriod(query.days)
  const days = periodDays(new Date(), period)
  const firstDay = days[0]!
  const [byPage, byCampaign, totals, perDay] = await Promise.all([
    funnelByLandingPage(db, firstDay),
    funnelByCampaign(db, firstDay),
    funnelTotals(db, firstDay),
    leadsPerDay(db, firstDay),
  ])
  const erasureProblem = first(query.erasure)
  const erased =
    first(query.erased) === '1'
      ? {
          leads: count(query.leads),
          events: count(query.events),
          applications: count(query.applications),
        }
      : null
  return (
    <DeskFrame current={LEADS_PATH}>
      <h1>Leads and funnel</h1>
      <PeriodPicker period={period} />
      <p>
        <a href={`${LEADS_CSV_PATH}?days=${period}`} download>
          Download the last {period} days&apos; leads (CSV)
        </a>{' '}
        ·{' '}
        <a href={LEADS_CSV_PATH} download>
          Download every lead (CSV)
        </a>
      </p>
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
      <EraseLeadForm
        problem={isErasureProblem(erasureProblem) ? erasureProblem : null}
        erased={erased}
      />
    </DeskFrame>
  )
}

import { styled } from 'next-yak'
import { countLabel } from '@/lib/format/count'
import { APPLICATIONS_PATH, LEADS_PATH, OFFERS_PATH } from '@/lib/marketing/desk-routes'
import type { FunnelCounts } from '@/lib/marketing/funnel'
import { colors, radii, space } from '@/styles/tokens'

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${space.lg};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
  }

  h2 {
    margin-top: 0;
  }
`

/** The desk's home: what needs attention in each area, with links into it. */
export function DeskOverview({
  drafts,
  week,
  newApplications,
}: {
  drafts: number
  week: FunnelCounts
  newApplications: number
}) {
  return (
    <>
      <h1>Marketing desk</h1>
      <Cards>
        <li>
          <h2>Offers</h2>
          <p>{countLabel(drafts, 'draft page', 'draft pages')} waiting to go live.</p>
          <a href={OFFERS_PATH}>Offers, drafts and campaign links</a>
        </li>
        <li>
          <h2>Leads</h2>
          <p>
            {countLabel(week.leads, 'lead', 'leads')} and{' '}
            {countLabel(week.views, 'page view', 'page views')} in the last 7 days.
          </p>
          <a href={`${LEADS_PATH}?days=7`}>Leads and funnel</a>
        </li>
        <li>
          <h2>Partner applications</h2>
          <p>{countLabel(newApplications, 'new application', 'new applications')}.</p>
          <a href={`${APPLICATIONS_PATH}?status=new`}>Partner applications</a>
        </li>
      </Cards>
    </>
  )
}

import { styled } from 'next-yak'
import { LEADS_PATH } from '@/lib/marketing/desk-routes'
import { FUNNEL_PERIODS, type FunnelPeriod } from '@/lib/marketing/funnel'
import { colors, radii, space } from '@/styles/tokens'

const List = styled.ul`
  display: flex;
  gap: ${space.sm};
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: ${space.xs} ${space.md};
    border: 1px solid ${colors.primaryDark};
    border-radius: ${radii.pill};
  }

  a[aria-current='page'] {
    background: ${colors.primaryDark};
    color: ${colors.surface};
  }
`

/** The period the figures cover: links, so each is an address of its own. */
export function PeriodPicker({ period }: { period: FunnelPeriod }) {
  return (
    <nav aria-label="Period">
      <List>
        {FUNNEL_PERIODS.map((days) => (
          <li key={days}>
            <a
              href={`${LEADS_PATH}?days=${days}`}
              aria-current={days === period ? 'page' : undefined}
            >
              Last {days} days
            </a>
          </li>
        ))}
      </List>
    </nav>
  )
}

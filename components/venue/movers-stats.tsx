import { styled } from 'next-yak'
import { moversGoingStat, moversInCityStat, type MoversStat } from '@/lib/venue/movers'
import { colors, fluidSizes, fonts, radii, shadows, space } from '@/styles/tokens'

const List = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${space.md};
  margin: 0;
  padding: 0;

  li {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    padding: ${space.md} ${space.lg};
    border-left: 4px solid ${colors.primary};
    border-radius: ${radii.md};
    background: ${colors.surface};
    box-shadow: ${shadows.card};
    color: ${colors.muted};
    overflow-wrap: anywhere;
  }

  strong {
    color: ${colors.ink};
    font-family: ${fonts.display};
    font-size: ${fluidSizes.moversFigure};
    line-height: 1.1;
  }

  li + li {
    border-left-color: ${colors.accent};
  }
`

export interface MoversStatsProps {
  /** VenuePage.moversGoingToThisVenue. */
  moversGoingToThisVenue: number
  /** VenuePage.moversInCity. */
  moversInCity: number
  /** VenuePage.cityName; 'this city' when missing. */
  cityName?: string | null
  className?: string
}

function Stat({ stat }: { stat: MoversStat }) {
  // One text run per item, so it reads as a sentence: '1,234 movers going to this venue'.
  return (
    <li>
      <strong>{stat.value}</strong> <span>{stat.label}</span>
    </li>
  )
}

/**
 * Social proof for the venue page: '1,234 movers going to this venue' and '12,480 movers in
 * Manchester' (en-GB separators, 'mover' for exactly one). Counts of 0 are shown as they are.
 */
export function MoversStats({
  moversGoingToThisVenue,
  moversInCity,
  cityName,
  className,
}: MoversStatsProps) {
  return (
    <List className={className} aria-label="Movers">
      <Stat stat={moversGoingStat(moversGoingToThisVenue)} />
      <Stat stat={moversInCityStat(moversInCity, cityName)} />
    </List>
  )
}

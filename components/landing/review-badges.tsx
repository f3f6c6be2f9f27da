import styled from 'styled-components'
import {
  REVIEW_BADGES,
  reviewBadgeText,
  starsFromScore,
  type ReviewBadge,
} from '@/lib/review-badges'
import { colors, fonts, radii, shadows, space } from '@/styles/tokens'

const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z'

/** Five stars filled to `stars` (half steps). Decorative: the score is given as text. */
function Stars({ stars, id }: { stars: number; id: string }) {
  return (
    <svg viewBox="0 0 120 24" width="120" height="24" aria-hidden focusable={false}>
      <defs>
        <clipPath id={`${id}-fill`}>
          <rect x="0" y="0" width={stars * 24} height="24" />
        </clipPath>
      </defs>
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={STAR_PATH} transform={`translate(${i * 24} 0)`} fill={colors.border} />
      ))}
      <g clipPath={`url(#${id}-fill)`}>
        {[0, 1, 2, 3, 4].map((i) => (
          <path key={i} d={STAR_PATH} transform={`translate(${i * 24} 0)`} fill={colors.star} />
        ))}
      </g>
    </svg>
  )
}

/** Plain monograms, not the platforms' trademarks. */
const MONOGRAMS: Record<ReviewBadge['source'], { letter: string; colour: string }> = {
  Facebook: { letter: 'f', colour: colors.focus },
  Google: { letter: 'G', colour: colors.error },
  Trustpilot: { letter: 'T', colour: colors.success },
}

const List = styled.ul`
  list-style: none;
  margin: ${space.xl} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.md};

  .badge {
    display: grid;
    grid-template-columns: auto 1fr;
    grid-template-rows: auto auto;
    column-gap: ${space.md};
    align-items: center;
    flex: 1 1 260px;
    max-width: 340px;
    padding: ${space.md} ${space.lg};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    box-shadow: ${shadows.card};

    p {
      margin: 0;
      color: ${colors.muted};
      font-size: 0.9375rem;
    }
  }

  .badge-monogram {
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${radii.pill};
    color: ${colors.surface};
    font-family: ${fonts.display};
    font-size: 1.375rem;
    font-weight: 700;
  }

  .badge-name {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    color: ${colors.ink};
    font-weight: 700;

    svg {
      width: 100px;
      height: 20px;
    }
  }
`

/** Spec §2 'Review badges (static)': Facebook 8/10 from 289, Google 10/10 from 254, Trustpilot 8/10 from 164. */
export function ReviewBadges({ className }: { className?: string }) {
  return (
    <List className={className} aria-label="Our reviews">
      {REVIEW_BADGES.map((badge) => {
        const monogram = MONOGRAMS[badge.source]
        const key = badge.source.toLowerCase()
        return (
          <li className="badge" key={key}>
            <span className="badge-monogram" aria-hidden style={{ background: monogram.colour }}>
              {monogram.letter}
            </span>
            <span className="badge-name">
              {badge.source}
              <Stars stars={starsFromScore(badge.score)} id={`review-stars-${key}`} />
            </span>
            <p>{reviewBadgeText(badge)}</p>
          </li>
        )
      })}
    </List>
  )
}

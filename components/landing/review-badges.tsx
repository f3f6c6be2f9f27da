import { styled } from 'next-yak'
import { Stars, starsStyles } from '@/components/ui/stars'
import {
  reviewBadgesFor,
  reviewBadgeText,
  starsFromScore,
  type ReviewBadge,
  type TrustWidgetIds,
} from '@/lib/review-badges'
import { colors, colorValues, fonts, radii, shadows, space } from '@/styles/tokens'

/** Plain monograms, not the platforms' trademarks. */
const MONOGRAMS: Record<ReviewBadge['source'], { letter: string; colour: string }> = {
  Facebook: { letter: 'f', colour: colorValues.focus },
  Google: { letter: 'G', colour: colorValues.error },
  Trustpilot: { letter: 'T', colour: colorValues.success },
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

    a {
      color: ${colors.primaryDark};
      text-underline-offset: 3px;
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
    font-weight: 600;
  }

  ${starsStyles};
`

/**
 * Spec §2 'Review badges (static)': Facebook 8/10 from 289, Google 10/10 from 254, Trustpilot
 * 8/10 from 164, on every page. A badge the page has a trust-widget id for links to its reviews
 * there (lib/review-badges.ts).
 */
export function ReviewBadges({
  trustWidgetIds,
  className,
}: {
  trustWidgetIds?: TrustWidgetIds | null
  className?: string
}) {
  const badges = reviewBadgesFor(trustWidgetIds)
  return (
    <List className={className} aria-label="Our reviews">
      {badges.map((badge) => {
        const monogram = MONOGRAMS[badge.source]
        const key = badge.source.toLowerCase()
        return (
          <li className="badge" key={key}>
            <span className="badge-monogram" aria-hidden style={{ background: monogram.colour }}>
              {monogram.letter}
            </span>
            <span className="badge-name">
              {badge.source}
              <Stars stars={starsFromScore(badge.score)} />
            </span>
            <p>
              {badge.href ? (
                <a href={badge.href} rel="noopener noreferrer">
                  {reviewBadgeText(badge)}
                  <span className="visually-hidden"> on {badge.source}</span>
                </a>
              ) : (
                reviewBadgeText(badge)
              )}
            </p>
          </li>
        )
      })}
    </List>
  )
}

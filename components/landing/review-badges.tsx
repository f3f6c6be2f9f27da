import type { CSSProperties } from 'react'
import styled from 'styled-components'
import {
  REVIEW_BADGES,
  reviewBadgeText,
  starsFromScore,
  type ReviewBadge,
} from '@/lib/review-badges'
import { colors, fonts, radii, shadows, space } from '@/styles/tokens'

const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z'

/** A row of five stars in one colour, as a CSS image: written once in the page's CSS. */
function starRow(fill: string): string {
  const stars = [0, 1, 2, 3, 4]
    .map((i) => `<path d='${STAR_PATH}' transform='translate(${i * 24} 0)' fill='${fill}'/>`)
    .join('')
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 24'>${stars}</svg>`
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
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
  }

  /*
   * Five stars filled to --stars-filled (half steps): grey stars with the gold ones over them,
   * cut to width. Decorative: the score is given as text. CSS images rather than inline SVG
   * keep three badges' stars to a few bytes of markup each.
   */
  .badge-stars {
    position: relative;
    display: inline-block;
    width: 100px;
    height: 20px;
    background: ${starRow(colors.border)} 0 0 / 100px 20px no-repeat;

    &::after {
      content: '';
      position: absolute;
      inset: 0 auto 0 0;
      width: var(--stars-filled);
      background: ${starRow(colors.star)} 0 0 / 100px 20px no-repeat;
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
              <span
                className="badge-stars"
                aria-hidden
                style={
                  { '--stars-filled': `${starsFromScore(badge.score) * 20}%` } as CSSProperties
                }
              />
            </span>
            <p>{reviewBadgeText(badge)}</p>
          </li>
        )
      })}
    </List>
  )
}

import styled from 'styled-components'
import { ratingLabel } from '@/lib/rating'
import { starsFromScore } from '@/lib/review-badges'
import { colors, space } from '@/styles/tokens'

const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z'
const STAR_INDEXES = [0, 1, 2, 3, 4] as const

const Wrapper = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  color: ${colors.ink};
  font-weight: 600;
  line-height: 1.3;

  &[data-size='small'] {
    font-size: 0.875rem;
  }

  &[data-size='large'] {
    font-size: 1.125rem;
  }
`

/* Grey stars, with the gold ones clipped on top to the score's width: no SVG ids needed. */
const Stars = styled.span`
  position: relative;
  display: inline-block;
  flex: none;
  line-height: 0;

  svg {
    display: block;
    width: 100px;
    height: 20px;
  }

  &[data-size='small'] svg {
    width: 80px;
    height: 16px;
  }

  &[data-size='large'] svg {
    width: 120px;
    height: 24px;
  }
`

const Fill = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
`

function StarRow({ colour }: { colour: string }) {
  return (
    <svg viewBox="0 0 120 24" aria-hidden focusable={false}>
      {STAR_INDEXES.map((i) => (
        <path key={i} d={STAR_PATH} transform={`translate(${i * 24} 0)`} fill={colour} />
      ))}
    </svg>
  )
}

export interface StarRatingProps {
  /** Score out of 10 (spec §9); 0 means no ratings yet. Default 9 (spec §9). */
  score?: number
  /** Spec §9 sizes. */
  size?: 'small' | 'default' | 'large'
  className?: string
}

/** Spec §9: 'Rating scale 10, 5 stars, default 9'. */
export const DEFAULT_RATING_SCORE = 9

/**
 * Five stars in half steps from a score out of 10, followed by the score as text ('Rated 8.5 /
 * 10', or 'No ratings' over five empty stars). The same text is the hover title and the
 * accessible name (an image of the rating): screen readers hear it once, tests find it by role
 * or label. No state and no handlers, so it renders in Server Components too.
 */
export function StarRating({
  score = DEFAULT_RATING_SCORE,
  size = 'default',
  className,
}: StarRatingProps) {
  const stars = starsFromScore(score)
  const label = ratingLabel(score)
  return (
    <Wrapper className={className} data-size={size} role="img" aria-label={label} title={label}>
      <Stars data-size={size} data-stars={stars} aria-hidden>
        <StarRow colour={colors.border} />
        <Fill style={{ width: `${(stars / 5) * 100}%` }}>
          <StarRow colour={colors.star} />
        </Fill>
      </Stars>
      <span aria-hidden>{label}</span>
    </Wrapper>
  )
}

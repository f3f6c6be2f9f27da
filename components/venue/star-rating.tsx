import { styled } from 'next-yak'
import { ratingLabel } from '@/lib/rating'
import { starsFromScore } from '@/lib/review-badges'
import { Stars, starsStyles } from '@/components/ui/stars'
import { colors, space } from '@/styles/tokens'

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

  ${starsStyles};
`

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
      <Stars stars={stars} size={size} />
      <span aria-hidden>{label}</span>
    </Wrapper>
  )
}

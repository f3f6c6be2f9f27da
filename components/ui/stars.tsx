import { css } from 'next-yak'
import { colors } from '@/styles/tokens'
import { STAR_ROW_ID } from './star-row'

export { STAR_ROW_PATH } from './star-row'

/**
 * The stars' CSS, for the styled component that renders them (`${starsStyles};` in its
 * template): plain elements with class names, so a row of rated cards adds no component per
 * star row.
 */
export const starsStyles = css`
  /* Grey stars, with the gold ones clipped on top to the score's width: no SVG ids needed. */
  .stars {
    position: relative;
    display: inline-block;
    flex: none;
    line-height: 0;
  }

  /* The rows hide with .stars (aria-hidden); their colours are the tokens' own values. */
  .stars svg {
    display: block;
    width: 100px;
    height: 20px;
    fill: ${colors.border};
  }

  .stars .stars-fill svg {
    fill: ${colors.star};
  }

  .stars[data-size='small'] svg {
    width: 80px;
    height: 16px;
  }

  .stars[data-size='large'] svg {
    width: 120px;
    height: 24px;
  }

  .stars-fill {
    position: absolute;
    inset: 0 auto 0 0;
    overflow: hidden;
  }
`

/** A row of five stars; grey, or gold inside `.stars-fill` (starsStyles). */
function StarRow() {
  return (
    <svg viewBox="0 0 120 24">
      <use href={`#${STAR_ROW_ID}`} />
    </svg>
  )
}

export interface StarsProps {
  /** How many of the five stars are gold, in half steps (lib/review-badges starsFromScore). */
  stars: number
  size?: 'small' | 'default' | 'large'
}

/**
 * Five decorative stars filled to a score, always shown beside the score as text; styled by
 * `starsStyles` in the parent. Inline SVG (the page's one path, by `<use>`), not CSS images: a
 * `data:` SVG background is parsed into a document of its own during the page's first style
 * pass, which cost /london's first frame 5–20 ms per image.
 */
export function Stars({ stars, size = 'default' }: StarsProps) {
  return (
    <span className="stars" data-size={size} data-stars={stars} aria-hidden>
      <StarRow />
      <span className="stars-fill" style={{ width: `${(stars / 5) * 100}%` }}>
        <StarRow />
      </span>
    </span>
  )
}

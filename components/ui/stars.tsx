import { css } from 'next-yak'
import { colorValues } from '@/styles/tokens'

/** One star's corners in a 24×24 cell, clockwise from the top point. */
const STAR_POINTS: ReadonlyArray<readonly [number, number]> = [
  [12, 2.5],
  [14.9, 8.5],
  [21.5, 9.4],
  [16.7, 14],
  [17.9, 20.5],
  [12, 17.4],
  [6.1, 20.5],
  [7.3, 14],
  [2.5, 9.4],
  [9.1, 8.5],
]

/** A number as SVG path data writes it: one decimal, no leading zero ('-.9', '6.6', '0'). */
function pathNumber(value: number): string {
  return String(Number(value.toFixed(1))).replace(/^(-?)0\./, '$1.')
}

/** Consecutive numbers in relative path data, signs doubling as separators ('6.6-.9'). */
function pathNumbers(values: readonly number[]): string {
  return values.reduce<string>((data, value) => {
    const text = pathNumber(value)
    if (data === '') return text
    const separate = !text.startsWith('-') && !(text.startsWith('.') && /\.\d*$/.test(data))
    return `${data}${separate ? ' ' : ''}${text}`
  }, '')
}

/** One star as relative lines from its top point: the same shape wherever it starts. */
const STAR_OUTLINE = `l${pathNumbers(
  STAR_POINTS.slice(1).flatMap(([x, y], index) => {
    const [fromX, fromY] = STAR_POINTS[index]!
    return [x - fromX, y - fromY]
  }),
)}z`

/**
 * Five stars side by side as one path of relative moves (each `z` returns to the star's top
 * point, the next star starts 24 units right): a rating is drawn with two short paths, which
 * keeps a list of rated cards light in both the HTML and React's copy of it.
 */
export const STAR_ROW_PATH = `M${STAR_POINTS[0]![0]} ${STAR_POINTS[0]![1]}${STAR_OUTLINE}${'m24 0'.concat(STAR_OUTLINE).repeat(4)}`

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

  .stars svg {
    display: block;
    width: 100px;
    height: 20px;
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

function StarRow({ colour }: { colour: string }) {
  return (
    <svg viewBox="0 0 120 24" aria-hidden focusable={false}>
      <path d={STAR_ROW_PATH} fill={colour} />
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
 * `starsStyles` in the parent. Inline SVG, not CSS images: a `data:` SVG background is parsed
 * into a document of its own during the page's first style pass, which cost /london's first
 * frame 5–20 ms per image.
 */
export function Stars({ stars, size = 'default' }: StarsProps) {
  return (
    <span className="stars" data-size={size} data-stars={stars} aria-hidden>
      <StarRow colour={colorValues.border} />
      <span className="stars-fill" style={{ width: `${(stars / 5) * 100}%` }}>
        <StarRow colour={colorValues.star} />
      </span>
    </span>
  )
}

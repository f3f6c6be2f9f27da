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

/** The id of the one star-row path in the document (StarRowDefinition). */
export const STAR_ROW_ID = 'star-row'

/**
 * The star row's path, once per document (the root layout renders it; no styled import, so the
 * layout links no stars stylesheet): every rating draws it with `<use>`, so a page of rated cards
 * carries the path data once instead of twice per rating in the HTML and twice again in React's
 * copy of it (about 0.8 KB a rating).
 */
export function StarRowDefinition() {
  return (
    <svg className="visually-hidden" aria-hidden focusable={false}>
      <path id={STAR_ROW_ID} d={STAR_ROW_PATH} />
    </svg>
  )
}

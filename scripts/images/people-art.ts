/**
 * Portraits for reviewers' avatars and testimonials: friendly flat head-and-shoulders figures
 * in varied skin tones, hair and colours. Nobody real is depicted.
 */
import { hashString, Random } from '../../server/db/seed/catalogue/random'
import { circle, path, rect, svgDocument } from './svg'

const SKIN_TONES = ['#f5d0b5', '#e8b896', '#d19a72', '#a86b47', '#7a4a2e', '#5a3522'] as const
const HAIR_COLOURS = ['#2b1d14', '#5a3a22', '#a0522d', '#d9a441', '#1a1a1a', '#7b7b7b'] as const
const BACKGROUNDS = [
  '#ffd6a5',
  '#caffbf',
  '#9bf6ff',
  '#a0c4ff',
  '#bdb2ff',
  '#ffc6ff',
  '#fdffb6',
  '#ffadad',
] as const
const CLOTHES = [
  '#264653',
  '#2a9d8f',
  '#e76f51',
  '#8338ec',
  '#3a86ff',
  '#ff006e',
  '#fb8500',
] as const

/** A square portrait, `size` pixels wide; `seed` picks the person. */
export function portraitSvg(seed: string, size: number): string {
  const random = new Random(hashString(`portrait:${seed}`))
  const s = size / 100
  const skin = random.pick(SKIN_TONES)
  const hair = random.pick(HAIR_COLOURS)
  const clothes = random.pick(CLOTHES)
  const longHair = random.chance(0.45)
  let body = rect(0, 0, size, size, random.pick(BACKGROUNDS))
  body += circle(size * 0.8, size * 0.2, size * 0.22, '#ffffff', 'opacity="0.35"')
  if (longHair)
    body += path(
      `M${28 * s} ${44 * s} Q${24 * s} ${80 * s} ${34 * s} ${84 * s} L${66 * s} ${84 * s} Q${76 * s} ${80 * s} ${72 * s} ${44 * s} Z`,
      hair,
    )
  // Shoulders, neck, head, hair on top
  body += path(
    `M${14 * s} ${size} Q${16 * s} ${72 * s} ${50 * s} ${70 * s} Q${84 * s} ${72 * s} ${86 * s} ${size} Z`,
    clothes,
  )
  body += rect(43 * s, 56 * s, 14 * s, 16 * s, skin)
  body += `<ellipse cx="${50 * s}" cy="${44 * s}" rx="${17 * s}" ry="${20 * s}" fill="${skin}"/>`
  body += path(
    `M${32 * s} ${42 * s} Q${32 * s} ${22 * s} ${50 * s} ${22 * s} Q${70 * s} ${22 * s} ${68 * s} ${42 * s} Q${58 * s} ${32 * s} ${40 * s} ${36 * s} Z`,
    hair,
  )
  // A smile
  body += path(
    `M${44 * s} ${52 * s} Q${50 * s} ${57 * s} ${56 * s} ${52 * s}`,
    'none',
    `stroke="#5a2a1a" stroke-width="${1.6 * s}" stroke-linecap="round"`,
  )
  body += circle(43 * s, 44 * s, 1.6 * s, '#2b1d14') + circle(57 * s, 44 * s, 1.6 * s, '#2b1d14')
  return svgDocument(size, size, body)
}

/**
 * Logos, as SVG files served directly: venue monograms and the four marketing partners' marks
 * (the 'As seen in' wordmarks are drawn in components/landing/media-wordmark-drawing.tsx).
 * All brands are invented.
 */
import { hashString } from '../../server/db/seed/catalogue/random'
import { circle, escapeXml, path, polygon, rect, svgDocument } from './svg'

const FONT = `font-family="Poppins, 'Helvetica Neue', Arial, sans-serif"`

/**
 * The font size at which `text` fits `maxWidth`, estimated from average glyph widths (bold
 * sans is about 0.65 em per glyph), so a wordmark fits whichever fallback font renders it.
 */
function fit(text: string, fontSize: number, maxWidth: number, letterSpacing = 0): number {
  const perGlyph = fontSize * 0.65 + letterSpacing
  const scale = Math.min(1, maxWidth / (text.length * perGlyph))
  return Math.floor(fontSize * scale)
}

const MONOGRAM_COLOURS = [
  '#e76f51',
  '#2a9d8f',
  '#264653',
  '#8338ec',
  '#3a86ff',
  '#ff006e',
  '#fb8500',
  '#06d6a0',
  '#118ab2',
  '#ef476f',
] as const

/** A rounded-square monogram for venues whose names start with `letter`. */
export function venueMonogramSvg(letter: string): string {
  const colour = MONOGRAM_COLOURS[hashString(letter) % MONOGRAM_COLOURS.length] ?? '#264653'
  const body =
    rect(0, 0, 160, 160, colour, 'rx="32"') +
    circle(124, 36, 44, '#ffffff', 'opacity="0.12"') +
    `<text x="80" y="80" dy="0.35em" text-anchor="middle" ${FONT} font-size="84" font-weight="700" fill="#ffffff">${escapeXml(letter)}</text>`
  return svgDocument(160, 160, body)
}

/** A partner mark: one of four emblems, then the name. */
export function partnerLogoSvg(name: string, colour: string, emblemIndex: number): string {
  const emblems = [
    // A peak
    polygon(
      [
        [20, 60],
        [48, 16],
        [76, 60],
      ],
      colour,
    ) +
      polygon(
        [
          [38, 60],
          [48, 42],
          [58, 60],
        ],
        '#ffffff',
      ),
    // A leaf
    path('M24 62 C24 30 48 14 74 14 C74 44 56 64 24 62 Z', colour) +
      path('M26 60 L62 26', 'none', 'stroke="#ffffff" stroke-width="3"'),
    // A compass
    circle(48, 40, 28, colour) +
      polygon(
        [
          [48, 18],
          [56, 40],
          [48, 62],
          [40, 40],
        ],
        '#ffffff',
      ),
    // A wing
    path('M18 58 Q40 12 78 18 Q60 30 66 40 Q48 40 50 52 Q34 50 18 58 Z', colour),
  ]
  const emblem = emblems[emblemIndex % emblems.length] ?? ''
  const text = `<text x="92" y="40" dy="0.35em" ${FONT} font-size="${fit(name, 26, 256)}" font-weight="600" fill="${colour}">${escapeXml(name)}</text>`
  return svgDocument(360, 80, emblem + text)
}

/**
 * Logos, as SVG files served directly: venue monograms, the four marketing partners' marks and
 * the six 'As seen in' wordmarks (grey and colour). All brands are invented.
 */
import { hashString } from '../catalogue/random'
import { circle, escapeXml, path, polygon, rect, svgDocument } from './svg'

const FONT = `font-family="Poppins, 'Helvetica Neue', Arial, sans-serif"`
const SERIF = `font-family="Georgia, 'Times New Roman', serif"`

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

/** An 'As seen in' wordmark, in its brand colour or a flat grey. */
export function mediaLogoSvg(name: string, colour: string, index: number): string {
  const ink = colour
  const styles = [
    `<text x="120" y="30" dy="0.35em" text-anchor="middle" ${SERIF} font-size="${fit(name, 26, 224)}" font-weight="700" fill="${ink}">${escapeXml(name)}</text>`,
    `<text x="120" y="30" dy="0.35em" text-anchor="middle" ${FONT} font-size="${fit(name, 22, 224, 2)}" font-weight="800" letter-spacing="2" fill="${ink}">${escapeXml(name.toUpperCase())}</text>`,
    rect(4, 8, 232, 44, ink, 'rx="6"') +
      `<text x="120" y="30" dy="0.35em" text-anchor="middle" ${FONT} font-size="${fit(name, 22, 216)}" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>`,
    `<text x="120" y="30" dy="0.35em" text-anchor="middle" ${SERIF} font-size="24" font-style="italic" fill="${ink}">${escapeXml(name)}</text>`,
    `<text x="120" y="26" dy="0.35em" text-anchor="middle" ${SERIF} font-size="22" fill="${ink}">${escapeXml(name)}</text>` +
      rect(40, 46, 160, 3, ink),
    path(
      'M8 30 L40 30 L48 14 L58 46 L66 30 L80 30',
      'none',
      `stroke="${ink}" stroke-width="4" stroke-linejoin="round"`,
    ) +
      `<text x="158" y="30" dy="0.35em" text-anchor="middle" ${FONT} font-size="24" font-weight="700" fill="${ink}">${escapeXml(name)}</text>`,
  ]
  return svgDocument(240, 60, styles[index % styles.length] ?? styles[0] ?? '')
}

export const MEDIA_LOGO_GREY = '#8a8f98'

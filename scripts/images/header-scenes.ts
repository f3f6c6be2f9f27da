/**
 * City header illustrations (spec §2 header images): a stylised skyline of each city's
 * landmarks over its own sky. Drawn at 1280x640 with the landmarks inside the central 4:3
 * area, so the 320x240 to 640x480 crops keep them.
 */
import { Random, hashString } from '../../server/db/seed/catalogue/random'
import type { HeaderImageCity } from '../../lib/images/generated-images'
import {
  circle,
  line,
  linearGradient,
  mix,
  n,
  path,
  polygon,
  radialGlow,
  rect,
  svgDocument,
} from './svg'

export const HEADER_WIDTH = 1280
export const HEADER_HEIGHT = 640
const GROUND = 560

interface Palette {
  sky: readonly [string, string, string]
  /** Silhouette colour. */
  ink: string
  /** Lit windows, sun and highlights. */
  glow: string
}

const PALETTES: Record<HeaderImageCity, Palette> = {
  london: { sky: ['#1b2a4e', '#b8607a', '#f4b26a'], ink: '#1a1830', glow: '#ffd98a' },
  manchester: { sky: ['#233559', '#5a6fa8', '#c9b9dd'], ink: '#1b2238', glow: '#ffe2a8' },
  brighton: { sky: ['#2f8fc4', '#8fd3f4', '#fde7c4'], ink: '#1d3b57', glow: '#fff4cf' },
  bath: { sky: ['#8fb8d8', '#f4d3a6', '#f6c185'], ink: '#6b4a2f', glow: '#fff1c9' },
  plymouth: { sky: ['#0f4c75', '#3f8fc4', '#cfe8f7'], ink: '#0b2e4a', glow: '#ffffff' },
  doncaster: { sky: ['#4b2479', '#b24592', '#f6857a'], ink: '#2a1440', glow: '#ffd0a0' },
  huddersfield: { sky: ['#3d6b8c', '#9cc5a1', '#e6f2d8'], ink: '#1f3d2f', glow: '#fff6d0' },
  sheffield: { sky: ['#14213d', '#3e5c84', '#eaac8b'], ink: '#141a2e', glow: '#ffcf99' },
  generic: { sky: ['#2b2d42', '#5c6b8a', '#c0cadb'], ink: '#23263a', glow: '#ffe9b0' },
}

/** Background blocks of a skyline, paler than the landmarks in front of them. */
function skylineBlocks(
  random: Random,
  from: number,
  to: number,
  base: number,
  min: number,
  max: number,
  fill: string,
): string {
  let out = ''
  for (let x = from; x < to;) {
    const width = random.int(34, 90)
    const height = random.int(min, max)
    out += rect(x, base - height, width - 4, height, fill)
    if (random.chance(0.3)) {
      out += polygon(
        [
          [x, base - height],
          [x + (width - 4) / 2, base - height - random.int(10, 26)],
          [x + width - 4, base - height],
        ],
        fill,
      )
    }
    x += width
  }
  return out
}

/** Lit windows scattered over a block. */
function windows(
  random: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  glow: string,
  density = 0.35,
): string {
  let out = ''
  for (let wy = y + 10; wy < y + h - 14; wy += 18) {
    for (let wx = x + 6; wx < x + w - 10; wx += 14) {
      if (random.chance(density)) out += rect(wx, wy, 6, 9, glow, 'opacity="0.55"')
    }
  }
  return out
}

function hills(
  layers: readonly { y: number; amplitude: number; colour: string; phase: number }[],
): string {
  return layers
    .map(({ y, amplitude, colour, phase }) => {
      let d = `M0 ${HEADER_HEIGHT} L0 ${n(y)}`
      for (let x = 0; x <= HEADER_WIDTH; x += 40) {
        const h =
          y - amplitude * (0.6 * Math.sin((x + phase) / 170) + 0.4 * Math.sin((x + phase * 2) / 67))
        d += ` L${x} ${n(h)}`
      }
      return path(`${d} L${HEADER_WIDTH} ${HEADER_HEIGHT} Z`, colour)
    })
    .join('')
}

function water(top: number, colour: string, highlight: string, random: Random): string {
  let out = rect(0, top, HEADER_WIDTH, HEADER_HEIGHT - top, colour)
  for (let i = 0; i < 26; i++) {
    const y = top + 8 + random.next() * (HEADER_HEIGHT - top - 12)
    const x = random.next() * HEADER_WIDTH
    out += line(
      x,
      y,
      x + random.int(20, 70),
      y,
      highlight,
      2,
      'opacity="0.35" stroke-linecap="round"',
    )
  }
  return out
}

function onionDome(x: number, y: number, size: number, fill: string): string {
  const s = size
  return (
    path(
      `M${n(x - s)} ${n(y)} C${n(x - s * 1.3)} ${n(y - s * 1.2)} ${n(x - s * 0.2)} ${n(y - s * 1.6)} ${n(x)} ${n(y - s * 2.4)} ` +
        `C${n(x + s * 0.2)} ${n(y - s * 1.6)} ${n(x + s * 1.3)} ${n(y - s * 1.2)} ${n(x + s)} ${n(y)} Z`,
      fill,
    ) + line(x, y - s * 2.4, x, y - s * 2.9, fill, 2)
  )
}

function gothicTower(x: number, top: number, width: number, fill: string): string {
  const pinnacle = (px: number) =>
    polygon(
      [
        [px - 5, top],
        [px, top - 34],
        [px + 5, top],
      ],
      fill,
    )
  return (
    rect(x - width / 2, top, width, GROUND - top, fill) +
    pinnacle(x - width / 2 + 5) +
    pinnacle(x + width / 2 - 5) +
    pinnacle(x - width / 6) +
    pinnacle(x + width / 6)
  )
}

function arches(from: number, to: number, top: number, span: number, fill: string): string {
  let d = `M${from} ${GROUND} L${from} ${top} L${to} ${top} L${to} ${GROUND}`
  for (let x = to - span * 0.15; x - span * 0.7 > from; x -= span) {
    const left = x - span * 0.7
    const spring = top + 28
    d += ` L${n(x)} ${GROUND} L${n(x)} ${spring} A${n(span * 0.35)} ${n(span * 0.35)} 0 0 0 ${n(left)} ${spring} L${n(left)} ${GROUND}`
  }
  return path(`${d} Z`, fill, 'fill-rule="evenodd"')
}

type Scene = (random: Random, palette: Palette) => string

const SCENES: Record<HeaderImageCity, Scene> = {
  london(random, { ink, glow, sky }) {
    const far = mix(ink, sky[1], 0.55)
    let out = skylineBlocks(random, 0, HEADER_WIDTH, GROUND, 60, 170, far)
    // St Paul's
    out += rect(278, 440, 84, 120, ink) + path(`M278 440 A42 42 0 0 1 362 440 Z`, ink)
    out += rect(314, 378, 12, 22, ink) + line(320, 378, 320, 360, ink, 3)
    // Elizabeth Tower
    out += rect(448, 330, 44, 230, ink) + rect(442, 292, 56, 52, ink)
    out +=
      polygon(
        [
          [442, 292],
          [470, 232],
          [498, 292],
        ],
        ink,
      ) +
      polygon(
        [
          [466, 234],
          [470, 196],
          [474, 234],
        ],
        ink,
      )
    out +=
      circle(470, 318, 16, glow) +
      line(470, 318, 470, 306, ink, 2) +
      line(470, 318, 479, 318, ink, 2)
    // The Shard
    out += polygon(
      [
        [586, GROUND],
        [614, 196],
        [620, 214],
        [626, 190],
        [654, GROUND],
      ],
      ink,
    )
    // The London Eye
    out += circle(770, 372, 128, 'none', `stroke="${ink}" stroke-width="6"`)
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2
      const ex = 770 + Math.cos(a) * 128
      const ey = 372 + Math.sin(a) * 128
      out += line(770, 372, ex, ey, ink, 1.5, 'opacity="0.7"') + circle(ex, ey, 6, ink)
    }
    out += line(770, 372, 716, GROUND, ink, 7) + line(770, 372, 824, GROUND, ink, 7)
    // The Gherkin
    out += path(`M896 ${GROUND} C884 470 900 390 916 368 C932 390 948 470 936 ${GROUND} Z`, ink)
    out +=
      windows(random, 1000, 400, 90, 160, glow, 0.3) +
      rect(1000, 400, 90, 160, ink, 'opacity="0.9"')
    // The Thames
    out += water(GROUND, mix(ink, sky[2], 0.25), glow, random)
    return out
  },

  manchester(random, { ink, glow, sky }) {
    const far = mix(ink, sky[1], 0.5)
    let out = skylineBlocks(random, 0, HEADER_WIDTH, GROUND, 50, 150, far)
    // Town Hall clock tower
    out +=
      rect(396, 300, 48, 260, ink) +
      polygon(
        [
          [392, 300],
          [420, 196],
          [448, 300],
        ],
        ink,
      )
    out += rect(330, 430, 170, 130, ink) + circle(420, 330, 11, glow)
    // Beetham Tower: a slab with its cantilevered upper floors
    out +=
      rect(612, 290, 40, 270, ink) + rect(608, 168, 50, 126, ink) + line(633, 168, 633, 128, ink, 3)
    out += windows(random, 608, 170, 50, 380, glow, 0.45)
    // Mills and chimneys
    out += rect(700, 420, 300, 140, ink)
    for (let x = 712; x < 990; x += 24) {
      for (const y of [436, 466, 496]) out += rect(x, y, 10, 16, glow, 'rx="5" opacity="0.5"')
    }
    out += polygon(
      [
        [852, 420],
        [860, 232],
        [872, 232],
        [880, 420],
      ],
      ink,
    )
    out += polygon(
      [
        [934, 420],
        [940, 282],
        [950, 282],
        [956, 420],
      ],
      ink,
    )
    // Viaduct in front
    out += rect(0, GROUND, HEADER_WIDTH, HEADER_HEIGHT - GROUND, ink)
    out += arches(0, 300, 500, 70, ink) + arches(1020, HEADER_WIDTH, 500, 70, ink)
    return out
  },

  brighton(random, { ink, glow, sky }) {
    const sea = '#2a7fb0'
    let out = water(470, sea, '#ffffff', random)
    // Promenade and Regency terraces
    out += rect(0, 430, 380, 40, mix(ink, sky[1], 0.2))
    for (let x = 0; x < 360; x += 60) {
      out +=
        rect(x + 4, 380, 54, 50, mix(ink, sky[2], 0.35)) +
        windows(random, x + 4, 380, 54, 50, glow, 0.4)
    }
    // i360
    out +=
      rect(386, 86, 12, 384, ink) + `<ellipse cx="392" cy="372" rx="44" ry="12" fill="${ink}"/>`
    out += `<ellipse cx="392" cy="372" rx="36" ry="5" fill="${glow}" opacity="0.6"/>`
    // Royal Pavilion domes, on the seafront for the picture's sake
    out += rect(180, 392, 150, 38, ink)
    out +=
      onionDome(255, 392, 24, ink) + onionDome(205, 392, 13, ink) + onionDome(305, 392, 13, ink)
    // Palace Pier: deck on legs with domed pavilions
    out += rect(470, 452, 720, 10, ink)
    for (let x = 480; x < 1190; x += 22) out += line(x, 462, x, 520, ink, 3)
    for (const [x, s] of [
      [600, 14],
      [780, 20],
      [1010, 26],
      [1120, 14],
    ] as const) {
      out +=
        rect(x - s * 1.6, 452 - s * 1.2, s * 3.2, s * 1.2, ink) +
        onionDome(x, 452 - s * 1.2, s, ink)
    }
    // Gulls
    for (let i = 0; i < 5; i++) {
      const gx = 540 + random.int(0, 500)
      const gy = 120 + random.int(0, 140)
      out += path(
        `M${gx - 12} ${gy} Q${gx - 6} ${gy - 8} ${gx} ${gy} Q${gx + 6} ${gy - 8} ${gx + 12} ${gy}`,
        'none',
        `stroke="${ink}" stroke-width="2.5" stroke-linecap="round"`,
      )
    }
    return out
  },

  bath(random, { ink, glow }) {
    let out = hills([
      { y: 360, amplitude: 40, colour: '#9bbf8a', phase: 40 },
      { y: 420, amplitude: 30, colour: '#7fa872', phase: 300 },
    ])
    // The Royal Crescent: a sweep of honey-coloured terraces
    const stone = '#e3bd84'
    const shade = '#c99a5f'
    out += path(`M250 430 Q640 330 1030 430 L1030 500 Q640 400 250 500 Z`, stone)
    for (let i = 0; i <= 40; i++) {
      const t = i / 40
      const x = 250 + t * 780
      // The crescent's top edge: the quadratic curve above, evaluated at t.
      const curve = (1 - t) * (1 - t) * 430 + 2 * (1 - t) * t * 330 + t * t * 430
      out += line(x, curve + 6, x, curve + 66, shade, 3, 'opacity="0.8"')
      if (i % 2 === 0) out += rect(x + 4, curve + 22, 8, 14, '#5a4030', 'opacity="0.55"')
    }
    // Bath Abbey
    out += rect(840, 420, 170, 140, ink) + gothicTower(880, 300, 56, ink)
    out += path(`M900 470 L900 440 A14 14 0 0 1 928 440 L928 470 Z`, glow, 'opacity="0.5"')
    // Pulteney Bridge over the Avon
    out += water(GROUND, '#6f9fb8', '#ffffff', random)
    out += arches(300, 700, 500, 130, ink)
    for (let x = 310; x < 690; x += 38) out += rect(x, 480, 30, 20, ink)
    return out
  },

  plymouth(random, { ink }) {
    let out = water(430, '#1f6f9f', '#ffffff', random)
    // The Hoe
    out += path(`M0 400 Q300 360 640 392 Q820 410 900 470 L900 500 L0 500 Z`, '#5f9e5a')
    // Tinside Lido
    out +=
      path(`M760 500 A70 70 0 0 1 900 500 Z`, '#8fd0ea') +
      path(`M760 500 A70 70 0 0 1 900 500`, 'none', `stroke="#ffffff" stroke-width="5"`)
    // Smeaton's Tower: red and white bands
    const base = 388
    const top = 188
    const bands = 7
    for (let i = 0; i < bands; i++) {
      const y0 = base - ((base - top) * i) / bands
      const y1 = base - ((base - top) * (i + 1)) / bands
      const w0 = 46 - (20 * i) / bands
      const w1 = 46 - (20 * (i + 1)) / bands
      out += polygon(
        [
          [560 - w0, y0],
          [560 - w1, y1],
          [560 + w1, y1],
          [560 + w0, y0],
        ],
        i % 2 === 0 ? '#c0392b' : '#f5f5f5',
      )
    }
    out +=
      rect(536, 160, 48, 30, ink) +
      rect(542, 166, 36, 18, '#ffe9a8') +
      path(`M532 160 A28 20 0 0 1 588 160 Z`, ink)
    // Boats
    for (const [x, y, s] of [
      [1000, 520, 1],
      [1130, 560, 0.8],
      [300, 580, 0.7],
    ] as const) {
      out += path(
        `M${x - 40 * s} ${y} L${x + 40 * s} ${y} L${x + 30 * s} ${y + 14 * s} L${x - 30 * s} ${y + 14 * s} Z`,
        ink,
      )
      out += polygon(
        [
          [x, y - 4],
          [x, y - 90 * s],
          [x + 44 * s, y - 4],
        ],
        '#ffffff',
      )
      out += polygon(
        [
          [x - 4, y - 4],
          [x - 4, y - 70 * s],
          [x - 36 * s, y - 4],
        ],
        '#f2f2f2',
      )
    }
    return out
  },

  doncaster(random, { ink, glow, sky }) {
    const far = mix(ink, sky[1], 0.5)
    let out = skylineBlocks(random, 0, HEADER_WIDTH, GROUND, 40, 120, far)
    // The Minster
    out += rect(360, 430, 220, 130, ink) + gothicTower(500, 240, 64, ink)
    for (let x = 380; x < 470; x += 24)
      out += path(
        `M${x} 500 L${x} 470 A8 8 0 0 1 ${x + 16} 470 L${x + 16} 500 Z`,
        glow,
        'opacity="0.45"',
      )
    // The racecourse grandstand
    out +=
      rect(720, 440, 360, 120, ink) +
      polygon(
        [
          [700, 440],
          [1100, 400],
          [1100, 414],
          [700, 452],
        ],
        ink,
      )
    for (let x = 740; x < 1070; x += 30) out += rect(x, 456, 18, 10, glow, 'opacity="0.5"')
    // Rails
    out += rect(0, GROUND, HEADER_WIDTH, 30, ink)
    out += rect(0, 590, HEADER_WIDTH, 50, '#3f7a3a')
    out +=
      line(0, 600, HEADER_WIDTH, 600, '#ffffff', 4) + line(0, 614, HEADER_WIDTH, 614, '#ffffff', 4)
    for (let x = 10; x < HEADER_WIDTH; x += 60) out += line(x, 596, x, 630, '#ffffff', 4)
    return out
  },

  huddersfield(random, { ink, glow }) {
    let out = hills([
      { y: 420, amplitude: 50, colour: '#5f8f6a', phase: 120 },
      { y: 470, amplitude: 30, colour: '#3f6f4f', phase: 500 },
    ])
    // Castle Hill with the Victoria Tower
    out += path(`M640 ${GROUND} Q800 320 900 300 Q1000 300 1200 ${GROUND} Z`, '#35583f')
    out += rect(884, 214, 34, 90, ink) + rect(880, 206, 42, 12, ink)
    for (let x = 882; x < 920; x += 10) out += rect(x, 198, 6, 8, ink)
    // Station portico
    out +=
      polygon(
        [
          [300, 380],
          [470, 340],
          [640, 380],
        ],
        ink,
      ) + rect(300, 380, 340, 16, ink)
    for (let x = 312; x < 640; x += 40) out += rect(x, 396, 16, 110, ink)
    out += rect(290, 506, 360, 14, ink)
    // Viaduct
    out += arches(0, HEADER_WIDTH, 520, 90, ink)
    for (const x of [180, 1080])
      out += rect(x, 420, 60, 100, ink) + windows(random, x, 420, 60, 100, glow, 0.5)
    return out
  },

  sheffield(random, { ink, glow, sky }) {
    let out = hills([
      { y: 380, amplitude: 45, colour: mix(sky[1], ink, 0.35), phase: 0 },
      { y: 440, amplitude: 35, colour: mix(sky[1], ink, 0.6), phase: 260 },
    ])
    // Park Hill: long stepped deck-access blocks with coloured panels
    const colours = ['#e4572e', '#f3a712', '#f0c808', '#a8c686']
    const steps = [
      [240, 420],
      [400, 400],
      [560, 380],
      [720, 400],
    ] as const
    for (const [x, y] of steps) {
      out += rect(x, y, 160, GROUND - y, ink)
      for (let fy = y + 12; fy < GROUND - 20; fy += 22) {
        for (let fx = x + 8; fx < x + 150; fx += 16) {
          out += rect(
            fx,
            fy,
            10,
            10,
            random.pick(colours),
            `opacity="${random.chance(0.7) ? 0.85 : 0.25}"`,
          )
        }
      }
    }
    // The Arts Tower and the cathedral spire
    out += rect(930, 200, 70, 360, ink) + windows(random, 930, 200, 70, 360, glow, 0.4)
    out +=
      rect(1050, 420, 90, 140, ink) +
      polygon(
        [
          [1074, 420],
          [1095, 268],
          [1116, 420],
        ],
        ink,
      )
    // Tram
    out +=
      rect(0, 586, HEADER_WIDTH, 4, ink) + line(0, 560, HEADER_WIDTH, 560, ink, 2, 'opacity="0.6"')
    out +=
      rect(120, 530, 300, 52, '#2b6cb0', 'rx="14"') + rect(140, 540, 260, 18, glow, 'opacity="0.7"')
    return out
  },

  generic(random, { ink, glow, sky }) {
    let out = hills([
      { y: 430, amplitude: 40, colour: mix(sky[1], ink, 0.3), phase: 90 },
      { y: 480, amplitude: 25, colour: mix(sky[1], ink, 0.55), phase: 400 },
    ])
    out += skylineBlocks(random, 220, 1060, GROUND, 60, 210, ink)
    out += windows(random, 220, 360, 840, 200, glow, 0.18)
    // A spire, a crane and a few trees
    out +=
      rect(560, 360, 40, 200, ink) +
      polygon(
        [
          [556, 360],
          [580, 250],
          [604, 360],
        ],
        ink,
      )
    out +=
      line(900, GROUND, 900, 210, ink, 6) +
      line(820, 220, 1040, 220, ink, 5) +
      line(1030, 220, 1030, 290, ink, 2)
    for (const x of [140, 190, 1110, 1170])
      out += circle(x, 520, 32, ink) + rect(x - 4, 540, 8, 20, ink)
    return out
  },
}

/** The city's header illustration as an SVG document (1280x640). */
export function headerSceneSvg(city: HeaderImageCity): string {
  const palette = PALETTES[city]
  const random = new Random(hashString(`header:${city}`))
  const [top, middle, bottom] = palette.sky
  const defs = linearGradient('sky', [top, middle, bottom]) + radialGlow('sun', palette.glow)
  const sunX = 200 + random.int(0, 880)
  const sunY = 150 + random.int(0, 80)
  let body = rect(0, 0, HEADER_WIDTH, HEADER_HEIGHT, 'url(#sky)')
  body +=
    circle(sunX, sunY, 150, 'url(#sun)') + circle(sunX, sunY, 46, palette.glow, 'opacity="0.85"')
  // Soft clouds
  for (let i = 0; i < 4; i++) {
    const cx = random.int(0, HEADER_WIDTH)
    const cy = random.int(60, 240)
    body += `<ellipse cx="${cx}" cy="${cy}" rx="${random.int(80, 160)}" ry="${random.int(14, 26)}" fill="#ffffff" opacity="0.18"/>`
  }
  body += SCENES[city](random, palette)
  return svgDocument(HEADER_WIDTH, HEADER_HEIGHT, body, defs)
}

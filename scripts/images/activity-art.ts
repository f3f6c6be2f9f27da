/**
 * Activity illustrations: a pictogram figure in a pose of the activity, with the props of its
 * setting (mat, water, wall, weights), over one of six palettes. Variant n of a type always
 * draws the same picture.
 */
import type { ActivityType } from '../../lib/activity-types'
import { ACTIVITY_IMAGE_SIZE } from '../../lib/images/generated-images'
import { hashString, Random } from '../../server/db/seed/catalogue/random'
import { circle, line, linearGradient, n, path, polyline, rect, svgDocument } from './svg'

type Point = readonly [number, number]

/** Joint positions relative to the figure's origin (around the hips), y down. */
interface Pose {
  head: Point
  neck: Point
  hip: Point
  arms: readonly [Point, Point, Point, Point] // left elbow, left hand, right elbow, right hand
  legs: readonly [Point, Point, Point, Point] // left knee, left foot, right knee, right foot
}

const POSES = {
  tree: {
    head: [0, -150],
    neck: [0, -122],
    hip: [0, -20],
    arms: [
      [-52, -165],
      [0, -222],
      [52, -165],
      [0, -222],
    ],
    legs: [
      [-5, 50],
      [-5, 122],
      [62, 22],
      [6, 40],
    ],
  },
  warrior: {
    head: [0, -142],
    neck: [0, -116],
    hip: [0, -20],
    arms: [
      [-72, -112],
      [-142, -112],
      [72, -112],
      [142, -112],
    ],
    legs: [
      [-82, 30],
      [-92, 112],
      [62, 42],
      [122, 112],
    ],
  },
  lotus: {
    head: [0, -72],
    neck: [0, -46],
    hip: [0, 50],
    arms: [
      [-52, 8],
      [-66, 44],
      [52, 8],
      [66, 44],
    ],
    legs: [
      [-82, 70],
      [30, 82],
      [82, 70],
      [-30, 82],
    ],
  },
  arabesque: {
    head: [-4, -150],
    neck: [0, -124],
    hip: [10, -20],
    arms: [
      [-60, -170],
      [-92, -222],
      [72, -122],
      [132, -152],
    ],
    legs: [
      [2, 50],
      [-4, 122],
      [82, -10],
      [152, -32],
    ],
  },
  leap: {
    head: [0, -160],
    neck: [0, -134],
    hip: [0, -40],
    arms: [
      [-52, -182],
      [-92, -226],
      [52, -182],
      [92, -226],
    ],
    legs: [
      [-62, 20],
      [-112, 62],
      [62, 20],
      [112, 62],
    ],
  },
  kick: {
    head: [-40, -132],
    neck: [-30, -106],
    hip: [0, -10],
    arms: [
      [-82, -120],
      [-72, -152],
      [10, -82],
      [-22, -112],
    ],
    legs: [
      [-20, 60],
      [-30, 125],
      [72, -40],
      [152, -72],
    ],
  },
  punch: {
    head: [0, -140],
    neck: [0, -114],
    hip: [0, -15],
    arms: [
      [-42, -80],
      [-30, -120],
      [72, -110],
      [146, -114],
    ],
    legs: [
      [-62, 50],
      [-92, 120],
      [52, 50],
      [72, 120],
    ],
  },
  press: {
    head: [0, -140],
    neck: [0, -114],
    hip: [0, -15],
    arms: [
      [-62, -150],
      [-62, -206],
      [62, -150],
      [62, -206],
    ],
    legs: [
      [-30, 55],
      [-40, 125],
      [30, 55],
      [40, 125],
    ],
  },
  squat: {
    head: [-12, -96],
    neck: [-6, -70],
    hip: [-52, 22],
    arms: [
      [30, -58],
      [82, -58],
      [36, -50],
      [88, -48],
    ],
    legs: [
      [30, 40],
      [10, 120],
      [42, 46],
      [22, 120],
    ],
  },
  reach: {
    head: [0, -122],
    neck: [0, -96],
    hip: [10, 0],
    arms: [
      [-42, -150],
      [-52, -202],
      [52, -100],
      [82, -142],
    ],
    legs: [
      [-52, 30],
      [-42, 92],
      [62, 52],
      [42, 112],
    ],
  },
  swim: {
    head: [-122, 0],
    neck: [-96, 4],
    hip: [40, 12],
    arms: [
      [-132, -52],
      [-192, -12],
      [-62, 32],
      [-22, 52],
    ],
    legs: [
      [102, 4],
      [172, -8],
      [102, 24],
      [172, 34],
    ],
  },
  ride: {
    head: [44, -146],
    neck: [30, -120],
    hip: [-40, -50],
    arms: [
      [70, -90],
      [96, -62],
      [64, -86],
      [92, -58],
    ],
    legs: [
      [22, -12],
      [12, 58],
      [4, 6],
      [-24, 40],
    ],
  },
  jack: {
    head: [0, -152],
    neck: [0, -126],
    hip: [0, -20],
    arms: [
      [-62, -162],
      [-112, -200],
      [62, -162],
      [112, -200],
    ],
    legs: [
      [-42, 50],
      [-72, 122],
      [42, 50],
      [72, 122],
    ],
  },
} as const satisfies Record<string, Pose>
type PoseName = keyof typeof POSES

const PALETTES = [
  { background: ['#ff9a8b', '#ff6a88'], ink: '#2b2d42', accent: '#ffe66d' },
  { background: ['#43cea2', '#185a9d'], ink: '#0b1d36', accent: '#f9f871' },
  { background: ['#a18cd1', '#fbc2eb'], ink: '#2d1e4f', accent: '#ffffff' },
  { background: ['#f6d365', '#fda085'], ink: '#3d2c1e', accent: '#ffffff' },
  { background: ['#4facfe', '#00c6fb'], ink: '#06304d', accent: '#ffffff' },
  { background: ['#0ba360', '#3cba92'], ink: '#0a2e22', accent: '#fff3b0' },
] as const
type Palette = (typeof PALETTES)[number]

function figure(pose: Pose, x: number, y: number, colour: string, scale = 1): string {
  const at = ([px, py]: Point): Point => [x + px * scale, y + py * scale]
  const [le, lh, re, rh] = pose.arms
  const [lk, lf, rk, rf] = pose.legs
  const width = 22 * scale
  return (
    polyline([at(pose.neck), at(pose.hip)], colour, width * 1.2) +
    polyline([at(pose.neck), at(le), at(lh)], colour, width) +
    polyline([at(pose.neck), at(re), at(rh)], colour, width) +
    polyline([at(pose.hip), at(lk), at(lf)], colour, width) +
    polyline([at(pose.hip), at(rk), at(rf)], colour, width) +
    circle(...at(pose.head), 22 * scale, colour)
  )
}

interface Art {
  poses: readonly PoseName[]
  /** Props behind the figure; `floor` is the figure's ground line. */
  props: (random: Random, palette: Palette, floor: number) => string
  /** The figure's origin. */
  origin: Point
}

const W = ACTIVITY_IMAGE_SIZE.width
const H = ACTIVITY_IMAGE_SIZE.height

function waves(random: Random, top: number, colour: string, count = 4): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const y = top + i * 34
    let d = `M0 ${y}`
    const phase = random.int(0, 60)
    for (let x = 0; x <= W; x += 40)
      d += ` Q${x + 20} ${y + (((x + phase) / 40) % 2 ? -12 : 12)} ${x + 40} ${y}`
    out += path(
      d,
      'none',
      `stroke="${colour}" stroke-width="6" opacity="${0.5 - i * 0.08}" stroke-linecap="round"`,
    )
  }
  return out
}

const ART: Record<ActivityType, Art> = {
  yoga: {
    poses: ['tree', 'warrior', 'lotus'],
    origin: [W / 2, 300],
    props: (random, palette, floor) =>
      circle(W / 2 + random.int(-120, 120), 150, 90, palette.accent, 'opacity="0.55"') +
      rect(W / 2 - 190, floor, 380, 18, palette.ink, 'rx="9" opacity="0.35"'),
  },
  'fitness-class': {
    poses: ['ride', 'jack', 'squat'],
    origin: [W / 2, 300],
    props: (random, palette, floor) => {
      let out = rect(0, floor + 6, W, H - floor, palette.ink, 'opacity="0.12"')
      for (let i = 0; i < 3; i++) {
        out += line(
          60 + i * 30,
          90 + i * 40,
          160 + i * 30,
          90 + i * 40,
          palette.accent,
          10,
          'stroke-linecap="round" opacity="0.7"',
        )
      }
      // A stopwatch
      out += circle(
        W - 110,
        120,
        46,
        'none',
        `stroke="${palette.accent}" stroke-width="10" opacity="0.8"`,
      )
      out += line(W - 110, 120, W - 110, 92, palette.accent, 8, 'stroke-linecap="round"')
      void random
      return out
    },
  },
  swimming: {
    poses: ['swim'],
    origin: [W / 2, 250],
    props: (random, palette) => {
      let out = rect(0, 250, W, H - 250, '#ffffff', 'opacity="0.18"')
      out += waves(random, 240, '#ffffff', 5)
      // Lane ropes
      for (const y of [360, 440]) {
        for (let x = 10; x < W; x += 26)
          out += circle(x, y, 8, x % 52 < 26 ? palette.accent : '#e63946', 'opacity="0.85"')
      }
      return out
    },
  },
  'martial-arts': {
    poses: ['kick', 'punch'],
    origin: [W / 2 - 20, 310],
    props: (random, palette, floor) => {
      let out = rect(0, floor + 4, W, H - floor, palette.ink, 'opacity="0.15"')
      // Tatami squares
      for (let x = 0; x < W; x += 80)
        out += line(x, floor + 4, x - 40, H, palette.ink, 3, 'opacity="0.15"')
      void random
      return out
    },
  },
  gym: {
    poses: ['press', 'squat'],
    origin: [W / 2, 300],
    props: (random, palette, floor) => {
      let out = rect(0, floor + 6, W, H - floor, palette.ink, 'opacity="0.14"')
      // Dumbbells on the floor and a kettlebell
      for (const x of [90, W - 130]) {
        out +=
          rect(x, floor - 14, 60, 10, palette.ink) +
          rect(x - 6, floor - 30, 16, 42, palette.ink, 'rx="4"') +
          rect(x + 50, floor - 30, 16, 42, palette.ink, 'rx="4"')
      }
      const kx = random.chance(0.5) ? 170 : W - 170
      out +=
        circle(kx, floor - 60, 28, palette.accent, 'opacity="0.9"') +
        path(
          `M${kx - 18} ${floor - 80} A18 18 0 0 1 ${kx + 18} ${floor - 80}`,
          'none',
          `stroke="${palette.accent}" stroke-width="8"`,
        )
      return out
    },
  },
  dance: {
    poses: ['arabesque', 'leap', 'jack'],
    origin: [W / 2, 300],
    props: (random, palette, floor) => {
      let out = rect(0, floor + 4, W, H - floor, '#ffffff', 'opacity="0.12"')
      // Spotlight and music notes
      out += path(
        `M${W / 2 - 40} 0 L${W / 2 + 40} 0 L${W / 2 + 200} ${floor + 4} L${W / 2 - 200} ${floor + 4} Z`,
        '#ffffff',
        'opacity="0.14"',
      )
      for (let i = 0; i < 3; i++) {
        const x = random.int(60, W - 60)
        const y = random.int(60, 180)
        out +=
          circle(x, y + 40, 12, palette.accent) +
          line(x + 11, y + 40, x + 11, y, palette.accent, 4) +
          line(x + 11, y, x + 30, y + 8, palette.accent, 4)
      }
      return out
    },
  },
  climbing: {
    poses: ['reach'],
    origin: [W / 2, 300],
    props: (random, palette) => {
      let out = path(`M120 0 L${W} 0 L${W} ${H} L40 ${H} Z`, palette.ink, 'opacity="0.18"')
      const colours = ['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#9b5de5', '#ffffff']
      for (let i = 0; i < 18; i++) {
        const x = random.int(140, W - 30)
        const y = random.int(20, H - 30)
        const r = random.int(8, 18)
        out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${r + 4}" ry="${r}" fill="${random.pick(colours)}" transform="rotate(${random.int(0, 90)} ${x} ${y})"/>`
      }
      // The rope
      out += path(
        `M${W / 2 - 40} 0 C${W / 2 - 60} 120 ${W / 2 + 30} 200 ${W / 2 + 10} 300`,
        'none',
        `stroke="${palette.accent}" stroke-width="5"`,
      )
      return out
    },
  },
}

/** The n-th (1-based) illustration of an activity type, as a 640x480 SVG document. */
export function activityArtSvg(type: ActivityType, variant: number): string {
  const random = new Random(hashString(`activity:${type}:${variant}`))
  const palette = PALETTES[(variant - 1 + hashString(type)) % PALETTES.length] ?? PALETTES[0]
  const art = ART[type]
  const poseName = art.poses[(variant - 1) % art.poses.length] ?? art.poses[0] ?? 'tree'
  const pose: Pose = POSES[poseName]
  const [ox, oy] = art.origin
  const floor = oy + 125
  const mirrored = variant % 2 === 0
  const defs = linearGradient('bg', palette.background, false)
  let body = rect(0, 0, W, H, 'url(#bg)')
  // Large soft shapes give each variant its own composition.
  for (let i = 0; i < 3; i++) {
    body += circle(
      random.int(0, W),
      random.int(0, H),
      random.int(60, 180),
      '#ffffff',
      `opacity="${n(0.06 + random.next() * 0.08)}"`,
    )
  }
  body += art.props(random, palette, floor)
  let figureSvg = figure(pose, ox, oy, palette.ink)
  if (type === 'fitness-class' && poseName === 'ride') {
    // The spin bike under the rider
    const bike =
      circle(ox + 96, oy + 78, 52, 'none', `stroke="${palette.ink}" stroke-width="14"`) +
      polyline(
        [
          [ox - 40, oy - 36],
          [ox - 20, oy + 118],
          [ox + 96, oy + 78],
          [ox + 90, oy - 62],
        ],
        palette.ink,
        14,
      ) +
      line(ox - 80, oy + 122, ox + 150, oy + 122, palette.ink, 14, 'stroke-linecap="round"')
    figureSvg = bike + figureSvg
  }
  if (type === 'martial-arts') {
    // A heavy bag, on the side the strike lands
    figureSvg =
      line(ox + 196, 0, ox + 196, 64, palette.ink, 6) +
      rect(
        ox + 166,
        60,
        60,
        176,
        palette.accent,
        `rx="26" stroke="${palette.ink}" stroke-width="6"`,
      ) +
      figureSvg
  }
  if (type === 'gym' && poseName === 'press') {
    const [, lh, , rh] = pose.arms
    figureSvg += line(ox + lh[0] - 80, oy + lh[1], ox + rh[0] + 80, oy + rh[1], palette.ink, 10)
    for (const x of [ox - 136, ox + 124])
      figureSvg += rect(x, oy + lh[1] - 34, 14, 68, palette.ink, 'rx="4"')
  }
  body += mirrored ? `<g transform="translate(${W} 0) scale(-1 1)">${figureSvg}</g>` : figureSvg
  return svgDocument(W, H, body, defs)
}

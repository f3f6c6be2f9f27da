/**
 * Design tokens. Layout sizes, breakpoints and timings are the spec's (§9); colours and
 * spacing are ours, chosen for WCAG AA contrast on white.
 */
export const colors = {
  primary: '#b4235a',
  primaryDark: '#8c1744',
  ink: '#1b1b3a',
  muted: '#55556d',
  surface: '#ffffff',
  subtle: '#f6f3f8',
  border: '#d9d4df',
  accent: '#0f766e',
  warning: '#a15c00',
  error: '#b3261e',
  success: '#1b7f3b',
  focus: '#1d4ed8',
  /** Rating stars: decorative, always next to the score as text. */
  star: '#e3a008',
} as const

export const space = {
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '40px',
  xxl: '64px',
} as const

export const radii = {
  sm: '6px',
  md: '12px',
  lg: '20px',
  pill: '999px',
} as const

export const shadows = {
  card: '0 1px 2px rgba(27, 27, 58, 0.06), 0 8px 24px rgba(27, 27, 58, 0.08)',
  raised: '0 12px 40px rgba(27, 27, 58, 0.16)',
} as const

/** Spec §9 layout sizes, in pixels. */
export const layout = {
  containerMaxWidth: 1300,
  sidePanelWidth: 620,
  descriptionCollapsedHeight: 80,
  howItWorksSwitch: 636,
  ctaButtonMinWidth: 300,
  ctaButtonMinWidthNarrow: 256,
  ctaNarrowScreen: 332,
  tooltipWidth: 250,
  selectHeight: 50,
  stackedTestimonials: 801,
  modalMaxWidth: 760,
} as const

/** Spec §9 breakpoints, in pixels. */
export const breakpoints = {
  xl: 1252,
  lg: 800,
  md: 680,
  sm: 469,
  xs: 380,
  mobile: 768,
  small: 320,
  phoneMax: 599,
  tablet: 600,
  tabletLarge: 900,
  desktop: 1200,
  bigDesktop: 1800,
} as const

/**
 * Media conditions, for `matchMedia` and `<source media>`: `below(x)` is max-width x - 1, so
 * `below` and `atLeast` never overlap; `atMost(x)` includes x ("up to x").
 */
export const mediaCondition = {
  below: (px: number) => `(max-width: ${px - 0.02}px)`,
  atMost: (px: number) => `(max-width: ${px}px)`,
  atLeast: (px: number) => `(min-width: ${px}px)`,
} as const

/** The same conditions as CSS media queries, for styled-components templates. */
export const media = {
  below: (px: number) => `@media ${mediaCondition.below(px)}`,
  atLeast: (px: number) => `@media ${mediaCondition.atLeast(px)}`,
} as const

export const fonts = {
  display: 'var(--font-display), system-ui, sans-serif',
  text: 'var(--font-text), system-ui, sans-serif',
} as const

/**
 * A size that grows from `minRem` at the tablet breakpoint to `maxRem` at the container's full
 * width, and stays at `minRem` on every phone.
 */
export function fluidSize(minRem: number, maxRem: number): string {
  const from = breakpoints.tablet
  const to = layout.containerMaxWidth
  const pxPerPx = ((maxRem - minRem) * 16) / (to - from)
  const interceptRem = minRem - (pxPerPx * from) / 16
  const round = (value: number) => Number(value.toFixed(4))
  return `clamp(${minRem}rem, ${round(interceptRem)}rem + ${round(pxPerPx * 100)}vw, ${maxRem}rem)`
}

/**
 * The display face's heading sizes. Few on purpose: each size of a face is a font strike the
 * browser sets up during the first layout (Chromium on Linux asks its browser process for each
 * one), so phones, where the first frame is slowest, get just these four.
 */
export const headingSizes = {
  /** The page's h1. */
  page: fluidSize(2, 3.5),
  /** Section headings. */
  section: fluidSize(1.625, 2.5),
  /** Sub-section headings and banners. */
  subsection: fluidSize(1.375, 2),
  /** Card, step and aside titles. */
  title: '1.375rem',
  /** Footer columns, questions, small calls to action. */
  small: '1rem',
  /** The brand wordmark in the header and footer: the section headings' phone size. */
  wordmark: '1.625rem',
} as const

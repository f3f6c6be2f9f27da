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

/** Media queries: `below(x)` is max-width x - 1, so `below` and `atLeast` never overlap. */
export const media = {
  below: (px: number) => `@media (max-width: ${px - 0.02}px)`,
  atLeast: (px: number) => `@media (min-width: ${px}px)`,
} as const

export const fonts = {
  display: 'var(--font-display), system-ui, sans-serif',
  text: 'var(--font-text), system-ui, sans-serif',
} as const

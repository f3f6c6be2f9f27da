/**
 * Design tokens. Layout sizes, breakpoints and timings are the spec's (§9); colours and
 * spacing are ours, chosen for WCAG AA contrast on white.
 *
 * Styles read the tokens as CSS custom properties (`colors.primary` is `var(--color-primary)`,
 * declared on :root in styles/tokens.css), so a styled template compiles to static CSS that
 * names the property. The raw values (`colorValues`, …) are for what CSS cannot reach: SVG
 * presentation attributes, the map's layers, the browser's theme colour.
 * __tests__/styles/tokens.test.ts keeps the two and tokens.css in step.
 *
 * Every value a template interpolates is a literal (a string or a number in an object literal):
 * next-yak reads them at build time from this file's source, and cannot run functions.
 */
export const colorValues = {
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

export const colors = {
  primary: 'var(--color-primary)',
  primaryDark: 'var(--color-primary-dark)',
  ink: 'var(--color-ink)',
  muted: 'var(--color-muted)',
  surface: 'var(--color-surface)',
  subtle: 'var(--color-subtle)',
  border: 'var(--color-border)',
  accent: 'var(--color-accent)',
  warning: 'var(--color-warning)',
  error: 'var(--color-error)',
  success: 'var(--color-success)',
  focus: 'var(--color-focus)',
  star: 'var(--color-star)',
} as const

export const spaceValues = {
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '40px',
  xxl: '64px',
} as const

export const space = {
  xs: 'var(--space-xs)',
  sm: 'var(--space-sm)',
  md: 'var(--space-md)',
  lg: 'var(--space-lg)',
  xl: 'var(--space-xl)',
  xxl: 'var(--space-xxl)',
} as const

export const radiusValues = {
  sm: '6px',
  md: '12px',
  lg: '20px',
  pill: '999px',
} as const

export const radii = {
  sm: 'var(--radius-sm)',
  md: 'var(--radius-md)',
  lg: 'var(--radius-lg)',
  pill: 'var(--radius-pill)',
} as const

export const shadowValues = {
  card: '0 1px 2px rgba(27, 27, 58, 0.06), 0 8px 24px rgba(27, 27, 58, 0.08)',
  raised: '0 12px 40px rgba(27, 27, 58, 0.16)',
} as const

export const shadows = {
  card: 'var(--shadow-card)',
  raised: 'var(--shadow-raised)',
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

/**
 * The same conditions as CSS media queries, for styled templates (`${media.atLeast.lg} { … }`):
 * literals, since a template cannot call a function at build time. `below.x` is
 * `@media ${mediaCondition.below(x)}`, `atLeast.x` is `@media ${mediaCondition.atLeast(x)}`, for
 * every breakpoint and the layout sizes that switch a layout (tokens.test.ts checks each).
 */
export const media = {
  below: {
    xl: '@media (max-width: 1251.98px)',
    lg: '@media (max-width: 799.98px)',
    md: '@media (max-width: 679.98px)',
    sm: '@media (max-width: 468.98px)',
    xs: '@media (max-width: 379.98px)',
    mobile: '@media (max-width: 767.98px)',
    small: '@media (max-width: 319.98px)',
    tablet: '@media (max-width: 599.98px)',
    tabletLarge: '@media (max-width: 899.98px)',
    desktop: '@media (max-width: 1199.98px)',
    bigDesktop: '@media (max-width: 1799.98px)',
    howItWorksSwitch: '@media (max-width: 635.98px)',
    stackedTestimonials: '@media (max-width: 800.98px)',
    /** Where the CTA button narrows (spec §9: 256 px under 332 px). */
    ctaNarrowScreen: '@media (max-width: 331.98px)',
    /** Where the sticky bar drops its words beside the CTA (100 px above the CTA's narrowing). */
    stickyBarCopy: '@media (max-width: 431.98px)',
  },
  atLeast: {
    xl: '@media (min-width: 1252px)',
    lg: '@media (min-width: 800px)',
    md: '@media (min-width: 680px)',
    sm: '@media (min-width: 469px)',
    xs: '@media (min-width: 380px)',
    mobile: '@media (min-width: 768px)',
    small: '@media (min-width: 320px)',
    tablet: '@media (min-width: 600px)',
    tabletLarge: '@media (min-width: 900px)',
    desktop: '@media (min-width: 1200px)',
    bigDesktop: '@media (min-width: 1800px)',
    howItWorksSwitch: '@media (min-width: 636px)',
    stackedTestimonials: '@media (min-width: 801px)',
  },
} as const

/** The widths `media` names, in pixels (tokens.test.ts derives each query from them). */
export const mediaWidths = {
  ...breakpoints,
  howItWorksSwitch: layout.howItWorksSwitch,
  stackedTestimonials: layout.stackedTestimonials,
  ctaNarrowScreen: layout.ctaNarrowScreen,
  stickyBarCopy: layout.ctaNarrowScreen + 100,
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
 * The display face's heading sizes, as their raw values. Few on purpose: each size of a face is
 * a font strike the browser sets up during the first layout (Chromium on Linux asks its browser
 * process for each one), so phones, where the first frame is slowest, get just these four.
 */
export const headingSizeValues = {
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

/** The heading sizes for styles. */
export const headingSizes = {
  page: 'var(--heading-page)',
  section: 'var(--heading-section)',
  subsection: 'var(--heading-subsection)',
  title: 'var(--heading-title)',
  small: 'var(--heading-small)',
  wordmark: 'var(--heading-wordmark)',
} as const

/** Sizes of single display elements that grow with the page (fluidSize), as raw values. */
export const fluidSizeValues = {
  /** A venue page's name. */
  venueName: fluidSize(1.75, 2.75),
  /** The partner application's title. */
  partnerSignupTitle: fluidSize(2, 3),
  /** The movers' figures on a venue page. */
  moversFigure: fluidSize(1.5, 2),
  /** A partner page's section headings. */
  partnerSection: fluidSize(1.375, 1.875),
  /** A how-it-works step's title beside its picture. */
  stepTitle: fluidSize(1.375, 1.75),
} as const

/** The same sizes for styles. */
export const fluidSizes = {
  venueName: 'var(--size-venue-name)',
  partnerSignupTitle: 'var(--size-partner-signup-title)',
  moversFigure: 'var(--size-movers-figure)',
  partnerSection: 'var(--size-partner-section)',
  stepTitle: 'var(--size-step-title)',
} as const

/**
 * The landing hero's header image (spec §2): /static/images/header/{city}/{W}x{H}.jpg, the size
 * chosen by width (up to 320, 480, 640, else 1280); cities without their own images use
 * 'generic'. Each size also exists as .webp beside the JPEG, under half its bytes: the hero
 * offers it first (<picture>) and the spec's JPEG stays the fallback.
 */

export const HEADER_IMAGE_BASE_PATH = '/static/images/header'

/** The four sizes, smallest first. */
export const HEADER_IMAGE_SIZES = [
  { width: 320, height: 240 },
  { width: 480, height: 360 },
  { width: 640, height: 480 },
  { width: 1280, height: 640 },
] as const

export type HeaderImageSize = (typeof HEADER_IMAGE_SIZES)[number]

/** The spec's JPEG first (the default everywhere), then its WebP twin. */
export const HEADER_IMAGE_FORMATS = ['jpg', 'webp'] as const
export type HeaderImageFormat = (typeof HEADER_IMAGE_FORMATS)[number]

export const KNOWN_HEADER_CITIES = [
  'london',
  'manchester',
  'brighton',
  'bath',
  'plymouth',
  'doncaster',
  'huddersfield',
  'sheffield',
] as const

export type KnownHeaderCity = (typeof KNOWN_HEADER_CITIES)[number]
export type HeaderImageCity = KnownHeaderCity | 'generic'

/** The hero rotation's default list (spec §2); its timings are in lib/timing. */
export const HERO_ROTATION_CITIES: readonly KnownHeaderCity[] = [
  'london',
  'brighton',
  'manchester',
  'doncaster',
  'sheffield',
]

/** The city's own image set, or 'generic'. Matching is exact: city codes are lower case. */
export function headerImageCity(city?: string | null): HeaderImageCity {
  return (KNOWN_HEADER_CITIES as readonly string[]).includes(city ?? '')
    ? (city as KnownHeaderCity)
    : 'generic'
}

/**
 * The size for a rendered width: the smallest whose width is at least `width`, else the largest
 * (widths above 640, and NaN, get 1280x640).
 */
export function headerImageSize(width: number): HeaderImageSize {
  const largest = HEADER_IMAGE_SIZES[HEADER_IMAGE_SIZES.length - 1] as HeaderImageSize
  return HEADER_IMAGE_SIZES.find((size) => width <= size.width) ?? largest
}

/**
 * @example headerImagePath('london', 400) // '/static/images/header/london/480x360.jpg'
 * @example headerImagePath('leeds', 2000) // '/static/images/header/generic/1280x640.jpg'
 */
export function headerImagePath(
  city: string | null | undefined,
  width: number,
  format: HeaderImageFormat = 'jpg',
): string {
  const { width: w, height: h } = headerImageSize(width)
  return `${HEADER_IMAGE_BASE_PATH}/${headerImageCity(city)}/${w}x${h}.${format}`
}

/** A `srcset` listing every size: '… 320w, … 480w, … 640w, … 1280w'. */
export function headerImageSrcSet(
  city: string | null | undefined,
  format: HeaderImageFormat = 'jpg',
): string {
  return HEADER_IMAGE_SIZES.map(
    (size) => `${headerImagePath(city, size.width, format)} ${size.width}w`,
  ).join(', ')
}

/**
 * Phones' picks by screen density. At 1x the spec's width rule applied to the screen's width
 * (the frame is narrower than the screen): the 320×240 up to 320 px, else the 480×360. Above
 * 1x, the 640×480 up to 2× and the 1280×640 only on the densest screens. By rendered width alone
 * a 1.75× phone's 380 px frame needs 665 image pixels, just past the 640, and got the 1280×640:
 * 2.7 times the pixels to decode and ~25 ms more before the first frame appeared (trace of
 * /london on a phone). The 640×480 there is 1.5–1.8 image pixels per CSS pixel on phones up to
 * 468 px wide.
 */
export const HEADER_IMAGE_PHONE_HIGH_DENSITY_WIDTHS = [640, 1280] as const

/**
 * The `sizes` of the phones' sets. A picture whose <img> lists widths may not list densities
 * (`1x`) in its sources (the W3C checker: a width set needs `sizes`, and `sizes` allows no
 * densities), so the phones' sets are widths measured against this slot: each file's density
 * is its width over 320 (320 → 1x, 480 → 1.5x, 640 → 2x, 1280 → 4x), which gives the picks
 * above (the 1280×640 from about 2.8×, the geometric mean of 2 and 4 where browsers switch).
 */
export const HEADER_IMAGE_PHONE_SIZES = '320px'

/**
 * A `srcset` for phones up to `screenWidth` CSS pixels wide, described against
 * HEADER_IMAGE_PHONE_SIZES.
 * @example headerImagePhoneSrcSet('london', 'jpg', 468)
 * // '…/london/480x360.jpg 480w, …/london/640x480.jpg 640w, …/london/1280x640.jpg 1280w'
 */
export function headerImagePhoneSrcSet(
  city: string | null | undefined,
  format: HeaderImageFormat,
  screenWidth: number,
): string {
  return [headerImageSize(screenWidth).width, ...HEADER_IMAGE_PHONE_HIGH_DENSITY_WIDTHS]
    .map((width) => `${headerImagePath(city, width, format)} ${width}w`)
    .join(', ')
}

export interface HeaderImageOverride {
  /** For screens from the mobile breakpoint (768 px) up. */
  desktop: string
  /** Below it. */
  mobile: string
}

/** A same-origin path: the CSP's img-src allows our own origin only. */
function ownImagePath(url: string | null | undefined): string | null {
  const path = url?.trim() ?? ''
  return path.startsWith('/') && !path.startsWith('//') && !/[\s"'<>\\]/.test(path) ? path : null
}

/**
 * The config's imageUrl / mobileImageUrl (spec §3) replace the city's header image: imageUrl
 * from the mobile breakpoint up, mobileImageUrl below it, each standing in for the other when
 * alone. Only paths on our own origin count (others would be blocked by the CSP); with neither,
 * null: the city's image (or the national page's rotation) shows.
 *
 * @example headerImageOverride({ imageUrl: '/a.jpg', mobileImageUrl: null }) // { desktop: '/a.jpg', mobile: '/a.jpg' }
 */
export function headerImageOverride(page: {
  imageUrl?: string | null
  mobileImageUrl?: string | null
}): HeaderImageOverride | null {
  const desktop = ownImagePath(page.imageUrl)
  const mobile = ownImagePath(page.mobileImageUrl)
  if (!desktop && !mobile) return null
  return { desktop: desktop ?? (mobile as string), mobile: mobile ?? (desktop as string) }
}

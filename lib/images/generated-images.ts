/**
 * The locally generated images: what exists and where. The seed only points at URLs listed
 * here and scripts/generate-images.ts draws exactly these files, so the two cannot drift.
 * URLs are site paths; files live under public/ at the same path.
 */
import { ACTIVITY_TYPES, type ActivityType } from '../activity-types'
import { HEADER_IMAGE_FORMATS, type HeaderImageFormat } from '../landing/header-image'
import { HOW_IT_WORKS_WORDS } from '../rotating-words'

export const GENERATED_IMAGES_PATH = '/static/images/generated'
export const HEADER_IMAGES_PATH = '/static/images/header'

/** Spec §2: the cities with their own header image; every other city uses 'generic'. */
export const HEADER_IMAGE_CITIES = [
  'london',
  'manchester',
  'brighton',
  'bath',
  'plymouth',
  'doncaster',
  'huddersfield',
  'sheffield',
  'generic',
] as const
export type HeaderImageCity = (typeof HEADER_IMAGE_CITIES)[number]

/** Spec §2: the header sizes, chosen by viewport width (≤320, ≤480, ≤640, else 1280). */
export const HEADER_IMAGE_SIZES = ['320x240', '480x360', '640x480', '1280x640'] as const
export type HeaderImageSize = (typeof HEADER_IMAGE_SIZES)[number]

export function headerImageCity(cityCode: string | null | undefined): HeaderImageCity {
  return (HEADER_IMAGE_CITIES as readonly string[]).includes(cityCode ?? '')
    ? (cityCode as HeaderImageCity)
    : 'generic'
}

export function headerImageUrl(
  cityCode: string | null | undefined,
  size: HeaderImageSize,
  format: HeaderImageFormat = 'jpg',
): string {
  return `${HEADER_IMAGES_PATH}/${headerImageCity(cityCode)}/${size}.${format}`
}

/** Illustrations per activity type: 640x480, with 160x120 thumbnails. */
export const ACTIVITY_IMAGE_VARIANTS = 6
export const ACTIVITY_IMAGE_SIZE = { width: 640, height: 480 } as const
export const ACTIVITY_THUMB_SIZE = { width: 160, height: 120 } as const

export function activityImageUrl(type: ActivityType, variant: number): string {
  return `${GENERATED_IMAGES_PATH}/activity/${type}-${variant}.jpg`
}

export function activityThumbUrl(type: ActivityType, variant: number): string {
  return `${GENERATED_IMAGES_PATH}/activity/thumb/${type}-${variant}.jpg`
}

/** Venue logos are monograms, one per initial letter. */
export const VENUE_LOGO_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] as const

export function venueLogoUrl(name: string): string {
  const initial = name
    .replace(/^the\s+/i, '')
    .charAt(0)
    .toUpperCase()
  const letter = VENUE_LOGO_LETTERS.includes(initial) ? initial : 'M'
  return `${GENERATED_IMAGES_PATH}/logo/venue-${letter.toLowerCase()}.svg`
}

export function partnerLogoUrl(partnerSlug: string): string {
  return `${GENERATED_IMAGES_PATH}/partner/${partnerSlug}.svg`
}

export const AVATAR_COUNT = 12
export const AVATAR_SIZE = 96

export function avatarUrl(index: number): string {
  return `${GENERATED_IMAGES_PATH}/avatar/avatar-${(index % AVATAR_COUNT) + 1}.jpg`
}

export const TESTIMONIAL_IMAGE_COUNT = 13
export const TESTIMONIAL_IMAGE_SIZE = 240

export function testimonialImageUrl(index: number): string {
  return `${GENERATED_IMAGES_PATH}/testimonial/testimonial-${(index % TESTIMONIAL_IMAGE_COUNT) + 1}.jpg`
}

/** The 'As seen in' strip (spec §2): six fictional outlets, each in grey and in colour. */
export const MEDIA_OUTLETS = [
  { slug: 'the-daily-stride', name: 'The Daily Stride', colour: '#c8102e' },
  { slug: 'northern-courier', name: 'Northern Courier', colour: '#1d4f91' },
  { slug: 'fitness-weekly', name: 'Fitness Weekly', colour: '#e87722' },
  { slug: 'the-city-ledger', name: 'The City Ledger', colour: '#00778b' },
  { slug: 'wellbeing-review', name: 'Wellbeing Review', colour: '#6d2077' },
  { slug: 'metro-pulse', name: 'Metro Pulse', colour: '#2e8540' },
] as const
export type MediaLogoTone = 'grey' | 'colour'

export function mediaLogoUrl(slug: string, tone: MediaLogoTone): string {
  return `${GENERATED_IMAGES_PATH}/media/${slug}-${tone}.svg`
}

/**
 * How it works (spec §2): step 1's picture per sign-up image type (try without its price when
 * copy prices are hidden), steps 3 and 4's, and step 2's one per rotating word. Image files
 * rather than inline SVG: below the fold they load lazily and cost the first layout nothing.
 */
export const HOW_IT_WORKS_STEP_ART = [
  'sign-up-buy',
  'sign-up-try',
  'sign-up-try-unpriced',
  'sign-up-join',
  'book',
  'keep-moving',
] as const
export type HowItWorksStepArt = (typeof HOW_IT_WORKS_STEP_ART)[number]
export type HowItWorksWord = (typeof HOW_IT_WORKS_WORDS)[number]
export const HOW_IT_WORKS_ART_SIZE = { width: 240, height: 180 } as const

export function howItWorksArtUrl(name: HowItWorksStepArt): string {
  return `${GENERATED_IMAGES_PATH}/how-it-works/${name}.svg`
}

/** Step 2's picture for one of HOW_IT_WORKS_WORDS ('Martial Arts' → discover-martial-arts). */
export function discoverArtUrl(word: HowItWorksWord): string {
  const slug = word.toLowerCase().replace(/\s+/g, '-')
  return `${GENERATED_IMAGES_PATH}/how-it-works/discover-${slug}.svg`
}

/** Every URL the generator must produce, in a stable order (partner slugs come from the caller). */
export function allImageUrls(partnerSlugs: readonly string[]): string[] {
  const urls: string[] = []
  for (const city of HEADER_IMAGE_CITIES) {
    for (const size of HEADER_IMAGE_SIZES) {
      for (const format of HEADER_IMAGE_FORMATS) urls.push(headerImageUrl(city, size, format))
    }
  }
  for (const type of ACTIVITY_TYPES) {
    for (let variant = 1; variant <= ACTIVITY_IMAGE_VARIANTS; variant++) {
      urls.push(activityImageUrl(type, variant), activityThumbUrl(type, variant))
    }
  }
  for (const letter of VENUE_LOGO_LETTERS) urls.push(venueLogoUrl(letter))
  for (const slug of partnerSlugs) urls.push(partnerLogoUrl(slug))
  for (let i = 0; i < AVATAR_COUNT; i++) urls.push(avatarUrl(i))
  for (let i = 0; i < TESTIMONIAL_IMAGE_COUNT; i++) urls.push(testimonialImageUrl(i))
  for (const outlet of MEDIA_OUTLETS) {
    urls.push(mediaLogoUrl(outlet.slug, 'grey'), mediaLogoUrl(outlet.slug, 'colour'))
  }
  for (const name of HOW_IT_WORKS_STEP_ART) urls.push(howItWorksArtUrl(name))
  for (const word of HOW_IT_WORKS_WORDS) urls.push(discoverArtUrl(word))
  return urls
}

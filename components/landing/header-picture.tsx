import type { ImgHTMLAttributes } from 'react'
import {
  HEADER_IMAGE_PHONE_SIZES,
  headerImagePath,
  headerImagePhoneSrcSet,
  headerImageSrcSet,
} from '@/lib/landing/header-image'
import { breakpoints, mediaCondition } from '@/styles/tokens'

/**
 * Phone screens served by density (lib/landing/header-image.ts), narrowest first: each media
 * condition with the widest screen it covers, which picks the 1x file by the spec's width rule.
 */
const PHONE_SCREENS = [
  { media: mediaCondition.atMost(breakpoints.small), screenWidth: breakpoints.small },
  { media: mediaCondition.below(breakpoints.sm), screenWidth: breakpoints.sm - 1 },
] as const

export interface HeaderImageSource {
  media?: string
  srcSet: string
  sizes?: string
}

/**
 * The WebP sources a HeaderPicture offers, in order: phones by density (the smallest first),
 * then every width by `sizes`. The hero rotation preloads from the same list, so it finds the
 * shown file cached.
 */
export function headerImageWebpSources(
  city: string | null | undefined,
  sizes: string,
): HeaderImageSource[] {
  return [
    ...PHONE_SCREENS.map(({ media, screenWidth }) => ({
      media,
      srcSet: headerImagePhoneSrcSet(city, 'webp', screenWidth),
      sizes: HEADER_IMAGE_PHONE_SIZES,
    })),
    { srcSet: headerImageSrcSet(city, 'webp'), sizes },
  ]
}

export interface HeaderPictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'alt'
> {
  city: string | null | undefined
  /** The `sizes` attribute: above phone widths the browser picks the file by rendered width. */
  sizes: string
  /** The width whose JPEG is the plain `src`, for browsers without srcset. */
  width: number
  /** Empty when the picture is decorative. */
  alt: string
}

/**
 * A city's header image (spec §2): the WebP sets first (phones by density, wider screens by
 * rendered width), the spec's JPEG set as the fallback. The <picture> is a block filling its
 * parent; the <img> carries the caller's attributes.
 */
export function HeaderPicture({ city, sizes, width, alt, ...image }: HeaderPictureProps) {
  return (
    <picture style={{ display: 'block', width: '100%', height: '100%' }}>
      {headerImageWebpSources(city, sizes).map((source) => (
        <source
          key={source.media ?? 'all'}
          type="image/webp"
          media={source.media}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <img
        alt={alt}
        src={headerImagePath(city, width)}
        srcSet={headerImageSrcSet(city)}
        sizes={sizes}
        width={width}
        {...image}
      />
    </picture>
  )
}

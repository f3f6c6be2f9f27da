import type { ImgHTMLAttributes } from 'react'
import {
  headerImagePath,
  headerImagePhoneSrcSet,
  headerImageSrcSet,
} from '@/lib/landing/header-image'
import { breakpoints, mediaCondition } from '@/styles/tokens'

/** Phones narrow enough for the by-density set (lib/landing/header-image.ts). */
export const HEADER_IMAGE_PHONE_MEDIA = mediaCondition.below(breakpoints.sm)

export interface HeaderImageSource {
  media?: string
  srcSet: string
  sizes?: string
}

/**
 * The WebP sources a HeaderPicture offers, in order: phones by density, then every width by
 * `sizes`. The hero rotation preloads from the same list, so it finds the shown file cached.
 */
export function headerImageWebpSources(
  city: string | null | undefined,
  sizes: string,
): HeaderImageSource[] {
  return [
    { media: HEADER_IMAGE_PHONE_MEDIA, srcSet: headerImagePhoneSrcSet(city, 'webp') },
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

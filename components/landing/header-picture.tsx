import type { ImgHTMLAttributes } from 'react'
import { headerImagePath, headerImageSrcSet } from '@/lib/landing/header-image'

export interface HeaderPictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'alt'
> {
  city: string | null | undefined
  /** The `sizes` attribute: the browser picks the file by the rendered width. */
  sizes: string
  /** The width whose JPEG is the plain `src`, for browsers without srcset. */
  width: number
  /** Empty when the picture is decorative. */
  alt: string
}

/**
 * A city's header image (spec §2): the WebP set first, the spec's JPEG set as the fallback.
 * The <picture> is a block filling its parent; the <img> carries the caller's attributes.
 */
export function HeaderPicture({ city, sizes, width, alt, ...image }: HeaderPictureProps) {
  return (
    <picture style={{ display: 'block', width: '100%', height: '100%' }}>
      <source type="image/webp" srcSet={headerImageSrcSet(city, 'webp')} sizes={sizes} />
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

'use client'

import type { ReactNode } from 'react'
import { usePageVariantValue } from '@/components/experiments/use-experiments'
import { headerImageOverride } from '@/lib/landing/header-image'
import { HeroConfigPicture } from './hero-config-picture'

export interface HeroImageVariantProps {
  /** The live page's imageUrl and mobileImageUrl. */
  live: { imageUrl?: string | null; mobileImageUrl?: string | null }
  /** The live page's picture, rendered on the server (control). */
  children: ReactNode
}

/**
 * The hero's picture on a page whose running page experiment has variants with other hero
 * images: a visitor in one sees its images once their assignment arrives, in the same fixed 4:3
 * frame (nothing moves); everyone else keeps the server's picture.
 */
export function HeroImageVariant({ live, children }: HeroImageVariantProps) {
  const imageUrl = usePageVariantValue('imageUrl')
  const mobileImageUrl = usePageVariantValue('mobileImageUrl')
  if (imageUrl === undefined && mobileImageUrl === undefined) return children
  const images = headerImageOverride({
    imageUrl: imageUrl ?? live.imageUrl,
    mobileImageUrl: mobileImageUrl ?? live.mobileImageUrl,
  })
  return images ? <HeroConfigPicture images={images} /> : children
}

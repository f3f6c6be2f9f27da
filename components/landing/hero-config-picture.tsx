import type { HeaderImageOverride } from '@/lib/landing/header-image'
import { breakpoints, mediaCondition } from '@/styles/tokens'
import { HERO_IMAGE_HEIGHT, HERO_IMAGE_WIDTH } from './hero.styles'

/** The config's own hero images (imageUrl from the mobile breakpoint up, mobileImageUrl below). */
export function HeroConfigPicture({ images }: { images: HeaderImageOverride }) {
  return (
    <picture style={{ display: 'block', width: '100%', height: '100%' }}>
      <source media={mediaCondition.below(breakpoints.mobile)} srcSet={images.mobile} />
      <img
        src={images.desktop}
        alt=""
        width={HERO_IMAGE_WIDTH}
        height={HERO_IMAGE_HEIGHT}
        fetchPriority="high"
        data-header-image="config"
      />
    </picture>
  )
}

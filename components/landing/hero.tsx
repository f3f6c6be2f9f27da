import type { ReactNode } from 'react'
import { DiscountBadge, type DiscountBadgeProps } from '@/components/pricing/discount-badge'
import type { HeaderImageOverride } from '@/lib/landing/header-image'
import { HeaderPicture } from './header-picture'
import { HeroConfigPicture } from './hero-config-picture'
import { HeroHeadline } from './hero-headline'
import { HeroImageVariant } from './hero-image-variant'
import {
  Copy,
  Cta,
  Frame,
  Grid,
  Heading,
  HeroSection,
  Media,
  PartnerLogo,
  Tagline,
} from './hero.styles'

import { HERO_IMAGE_HEIGHT, HERO_IMAGE_SIZES, HERO_IMAGE_WIDTH } from './hero.styles'

export { HERO_IMAGE_SIZES }

/** The hero's last element: the first frame waits for it (rel=expect). */
const HERO_END_ID = 'hero-end'

export interface HeroPartner {
  name: string
  logoUrl: string
  /** The config's marketingPartner.displayPartnerLogo: the logo shows only when true. */
  displayPartnerLogo: boolean
}

export interface HeroProps {
  /** The config's ctaText: the page's main heading. */
  ctaText: string
  /** City code for the header image; null or unknown cities use the generic image. */
  city?: string | null
  partner?: HeroPartner | null
  /** Plain tagline, used when there is no HTML tagline. */
  packageTagline?: string | null
  /** Sanitised HTML from the API. */
  packageHTMLTagline?: string | null
  /** Sanitised HTML from the API; replaces the long tagline on phones (below 600 px), or shows alone. */
  shortPackageHTMLTagline?: string | null
  /** The Welcome variant's discount banner: pass it only on that variant. */
  discount?: Omit<DiscountBadgeProps, 'headingAs' | 'className'> | null
  /** Replaces the static header image (the national page's rotation island). It fills the 4:3 frame. */
  rotation?: ReactNode
  /** The config's imageUrl / mobileImageUrl (headerImageOverride): wins over city and rotation. */
  imageOverride?: HeaderImageOverride | null
  /** The call to action: the email capture island or a CtaLink. */
  children?: ReactNode
  /** 'h1' unless the page already has one. */
  headingAs?: 'h1' | 'h2'
  /** A running page experiment's other headlines: the heading makes room for the tallest. */
  headlineAlternatives?: readonly string[]
  /**
   * The live page's own image fields, when a running page experiment has variants with other
   * hero images: the picture swaps to a visitor's variant after hydration.
   */
  imageVariantsOf?: { imageUrl?: string | null; mobileImageUrl?: string | null } | null
}

/**
 * The landing hero (spec §2): CTA text as the heading, tagline, optional partner logo, the
 * Welcome variant's discount badge, the CTA slot and the city header image (the LCP element:
 * eager, high priority, responsive, in a fixed 4:3 frame).
 */
export function Hero({
  ctaText,
  city,
  partner,
  packageTagline,
  packageHTMLTagline,
  shortPackageHTMLTagline,
  discount,
  rotation,
  imageOverride,
  children,
  headingAs = 'h1',
  headlineAlternatives = [],
  imageVariantsOf = null,
}: HeroProps) {
  const paired = shortPackageHTMLTagline ? '' : undefined
  const longTagline = packageHTMLTagline ? (
    <Tagline
      data-length="long"
      data-paired={paired}
      dangerouslySetInnerHTML={{ __html: packageHTMLTagline }}
    />
  ) : packageTagline ? (
    <Tagline data-length="long" data-paired={paired}>
      <p>{packageTagline}</p>
    </Tagline>
  ) : null
  const picture = imageOverride ? (
    <HeroConfigPicture images={imageOverride} />
  ) : (
    (rotation ?? (
      <HeaderPicture
        city={city}
        sizes={HERO_IMAGE_SIZES}
        width={HERO_IMAGE_WIDTH}
        height={HERO_IMAGE_HEIGHT}
        alt=""
        fetchPriority="high"
      />
    ))
  )
  return (
    <HeroSection aria-labelledby="hero-heading">
      {/*
        No frame until the hero is parsed: a page that arrives in pieces (a fresh render streams)
        was painted mid-hero, the copy without its form and no picture column, which moved when
        the rest came (CLS 0.0235 on an offer page). React hoists this to <head>.
      */}
      <link rel="expect" href={`#${HERO_END_ID}`} blocking="render" />
      <Grid>
        <Copy>
          {partner?.displayPartnerLogo ? (
            <PartnerLogo>
              <span>In partnership with</span>
              {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG logo, nothing to optimise */}
              <img
                src={partner.logoUrl}
                alt={`${partner.name} logo`}
                width={180}
                height={48}
                decoding="async"
              />
            </PartnerLogo>
          ) : null}
          <Heading level={headingAs} id="hero-heading">
            {headlineAlternatives.length > 0 ? (
              <HeroHeadline text={ctaText} alternatives={headlineAlternatives} />
            ) : (
              ctaText
            )}
          </Heading>
          {longTagline}
          {shortPackageHTMLTagline ? (
            <Tagline
              data-length="short"
              data-paired={longTagline ? '' : undefined}
              dangerouslySetInnerHTML={{ __html: shortPackageHTMLTagline }}
            />
          ) : null}
          {discount ? <DiscountBadge {...discount} /> : null}
          {children ? <Cta>{children}</Cta> : null}
        </Copy>
        <Media>
          <Frame>
            {imageVariantsOf ? (
              <HeroImageVariant live={imageVariantsOf}>{picture}</HeroImageVariant>
            ) : (
              picture
            )}
          </Frame>
        </Media>
      </Grid>
      {/* Chromium unblocks rendering when the expected element is inserted: hence a last child. */}
      <span id={HERO_END_ID} hidden />
    </HeroSection>
  )
}

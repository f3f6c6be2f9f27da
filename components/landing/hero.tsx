import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from '@/components/layout/container'
import { DiscountBadge, type DiscountBadgeProps } from '@/components/pricing/discount-badge'
import type { HeaderImageOverride } from '@/lib/landing/header-image'
import { HeaderPicture } from './header-picture'
import {
  breakpoints,
  colors,
  fonts,
  headingSizes,
  layout,
  media,
  mediaCondition,
  radii,
  shadows,
  space,
} from '@/styles/tokens'

/** The hero image's box: 4:3 at every width, so nothing moves while it loads. */
export const HERO_IMAGE_WIDTH = 640
export const HERO_IMAGE_HEIGHT = 480

/** Full width (less the container padding) on phones; half the container beside the copy. */
export const HERO_IMAGE_SIZES = `(min-width: ${layout.containerMaxWidth}px) ${
  layout.containerMaxWidth / 2
}px, (min-width: ${breakpoints.lg}px) 50vw, calc(100vw - 32px)`

const HeroSection = styled.section`
  position: relative;
  overflow-x: clip;
  padding: ${space.xl} 0;
  background: linear-gradient(180deg, ${colors.subtle} 0%, ${colors.surface} 100%);

  ${media.atLeast(breakpoints.lg)} {
    padding: ${space.xxl} 0;
  }
`

const Grid = styled(Container)`
  display: grid;
  gap: ${space.xl};
  align-items: center;

  ${media.atLeast(breakpoints.lg)} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space.xxl};
  }
`

const Copy = styled.div`
  display: grid;
  gap: ${space.lg};
  justify-items: start;
  min-width: 0;
`

const PartnerLogo = styled.p`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin: 0;
  color: ${colors.muted};
  font-size: 0.875rem;
  font-weight: 600;

  img {
    display: block;
    width: auto;
    max-width: 180px;
    height: 48px;
    object-fit: contain;
  }
`

const Heading = styled.h1`
  margin: 0;
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: ${headingSizes.page};
  font-weight: 700;
  line-height: 1.1;
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`

const Tagline = styled.div`
  max-width: 36rem;
  color: ${colors.muted};
  font-size: 1.125rem;

  p {
    margin: 0 0 ${space.sm};
  }

  p:last-child {
    margin-bottom: 0;
  }

  /* With both taglines, phones (below 600 px) get the short one. */
  &[data-length='short'][data-paired] {
    display: none;
  }

  ${media.below(breakpoints.tablet)} {
    &[data-length='short'][data-paired] {
      display: block;
    }

    &[data-length='long'][data-paired] {
      display: none;
    }
  }
`

const Cta = styled.div`
  width: 100%;
  max-width: 32rem;
`

const Media = styled.div`
  position: relative;
  min-width: 0;

  /* A soft brand-coloured shape behind the picture. */
  &::before {
    content: '';
    position: absolute;
    inset: ${space.md} -${space.sm} -${space.sm} ${space.md};
    border-radius: ${radii.lg};
    background: ${colors.primary};
    opacity: 0.12;

    ${media.atLeast(breakpoints.lg)} {
      inset: ${space.lg} -${space.md} -${space.md} ${space.lg};
    }
  }
`

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: ${HERO_IMAGE_WIDTH} / ${HERO_IMAGE_HEIGHT};
  border-radius: ${radii.lg};
  background: ${colors.border};
  box-shadow: ${shadows.card};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

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
  return (
    <HeroSection aria-labelledby="hero-heading">
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
          <Heading as={headingAs} id="hero-heading">
            {ctaText}
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
            {imageOverride ? (
              <picture style={{ display: 'block', width: '100%', height: '100%' }}>
                <source
                  media={mediaCondition.below(breakpoints.mobile)}
                  srcSet={imageOverride.mobile}
                />
                <img
                  src={imageOverride.desktop}
                  alt=""
                  width={HERO_IMAGE_WIDTH}
                  height={HERO_IMAGE_HEIGHT}
                  fetchPriority="high"
                  data-header-image="config"
                />
              </picture>
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
            )}
          </Frame>
        </Media>
      </Grid>
    </HeroSection>
  )
}

import { styled } from 'next-yak'
import { Heading as HeadingElement } from '@/components/ui/heading'
import { Container } from '@/components/layout/container'
import {
  breakpoints,
  colors,
  fonts,
  headingSizes,
  layout,
  media,
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

export const HeroSection = styled.section`
  position: relative;
  overflow-x: clip;
  padding: ${space.xl} 0;
  background: linear-gradient(180deg, ${colors.subtle} 0%, ${colors.surface} 100%);

  ${media.atLeast.lg} {
    padding: ${space.xxl} 0;
  }
`

export const Grid = styled(Container)`
  display: grid;
  gap: ${space.xl};
  align-items: center;

  ${media.atLeast.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${space.xxl};
  }
`

export const Copy = styled.div`
  display: grid;
  gap: ${space.lg};
  justify-items: start;
  min-width: 0;
`

export const PartnerLogo = styled.p`
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

export const Heading = styled(HeadingElement)`
  margin: 0;
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: ${headingSizes.page};
  font-weight: 700;
  line-height: 1.1;
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`

export const Tagline = styled.div`
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

  ${media.below.tablet} {
    &[data-length='short'][data-paired] {
      display: block;
    }

    &[data-length='long'][data-paired] {
      display: none;
    }
  }
`

export const Cta = styled.div`
  width: 100%;
  max-width: 32rem;
`

export const Media = styled.div`
  position: relative;
  min-width: 0;

  /* A soft brand-coloured shape behind the picture. */
  &::before {
    content: '';
    position: absolute;
    inset: ${space.md} calc(-1 * ${space.sm}) calc(-1 * ${space.sm}) ${space.md};
    border-radius: ${radii.lg};
    background: ${colors.primary};
    opacity: 0.12;

    ${media.atLeast.lg} {
      inset: ${space.lg} calc(-1 * ${space.md}) calc(-1 * ${space.md}) ${space.lg};
    }
  }
`

export const Frame = styled.div`
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

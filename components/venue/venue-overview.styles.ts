import { styled } from 'next-yak'
import { Heading as HeadingElement } from '@/components/ui/heading'
import { colors, fluidSizes, fonts, media, radii, shadows, space } from '@/styles/tokens'

/** The catalogue's venue photos are 640x480; every slot keeps 4:3, so nothing moves on load. */
export const GALLERY_IMAGE_WIDTH = 640
export const GALLERY_IMAGE_HEIGHT = 480
/** Venue logos are square SVGs. */
export const LOGO_SIZE = 72

export const Wrapper = styled.section`
  padding: ${space.xl} 0;

  ${media.atLeast.lg} {
    padding: ${space.xxl} 0;
  }
`

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin-bottom: ${space.lg};

  > img {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: ${radii.md};
    background: ${colors.subtle};
    box-shadow: ${shadows.card};

    ${media.atLeast.tablet} {
      width: ${LOGO_SIZE}px;
      height: ${LOGO_SIZE}px;
    }
  }
`

export const Titles = styled.div`
  display: grid;
  gap: ${space.xs};
  min-width: 0;
`

export const Name = styled(HeadingElement)`
  margin: 0;
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: ${fluidSizes.venueName};
  letter-spacing: -0.02em;
  line-height: 1.15;
  overflow-wrap: anywhere;
`

export const Gallery = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: ${space.sm};
  margin: 0 0 ${space.xl};
  padding: 0;

  li {
    position: relative;
    overflow: hidden;
    border-radius: ${radii.sm};
    background: ${colors.subtle};
  }

  li:first-child {
    grid-column: 1 / -1;
    border-radius: ${radii.lg};
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${GALLERY_IMAGE_WIDTH} / ${GALLERY_IMAGE_HEIGHT};
    object-fit: cover;
  }

  &[data-thumbs='0'] {
    max-width: 56rem;
  }

  ${media.atLeast.lg} {
    gap: ${space.md};

    li {
      border-radius: ${radii.md};
    }

    &[data-thumbs='1'],
    &[data-thumbs='2'] {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
      align-items: start;
    }

    &[data-thumbs='1'] li:first-child,
    &[data-thumbs='2'] li:first-child {
      grid-column: 1;
    }

    /* The large photo fills two rows of thumbnails; the thumbnails set the height. */
    &[data-thumbs='2'] li:first-child,
    &[data-thumbs='many'] li:first-child {
      grid-row: span 2;
      align-self: stretch;
    }

    &[data-thumbs='2'] li:first-child img,
    &[data-thumbs='many'] li:first-child img {
      position: absolute;
      inset: 0;
      height: 100%;
      aspect-ratio: auto;
    }

    &[data-thumbs='many'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }

    &[data-thumbs='many'] li:first-child {
      grid-column: span 2;
    }
  }
`

export const Body = styled.div`
  display: grid;
  gap: ${space.xl};
  align-items: start;

  ${media.atLeast.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: ${space.xxl};
  }
`

export const Main = styled.div`
  display: grid;
  gap: ${space.xl};
  min-width: 0;
`

export const Block = styled.div`
  h2,
  h3 {
    margin: 0 0 ${space.md};
    color: ${colors.ink};
    font-family: ${fonts.display};
    font-size: 1.375rem;
  }
`

export const Description = styled.div`
  max-width: 42rem;
  color: ${colors.ink};
  font-size: 1.0625rem;

  p {
    margin: 0 0 ${space.md};
  }

  p:last-child {
    margin-bottom: 0;
  }
`

export const Amenities = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.sm} ${space.lg};
  margin: 0;
  padding: 0;

  ${media.atLeast.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.atLeast.tabletLarge} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    color: ${colors.ink};
  }

  svg {
    flex: none;
    box-sizing: content-box;
    padding: 3px;
    border-radius: ${radii.pill};
    background: ${colors.accent};
    color: ${colors.surface};
  }
`

export const Aside = styled.div`
  display: grid;
  gap: ${space.lg};
  min-width: 0;
`

export const Card = styled.div`
  display: grid;
  gap: ${space.lg};
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};

  h2,
  h3 {
    margin: 0 0 ${space.sm};
    color: ${colors.ink};
    font-family: ${fonts.display};
    font-size: 1.125rem;
  }

  p {
    margin: 0;
  }
`

export const Address = styled.p`
  display: flex;
  gap: ${space.sm};
  color: ${colors.ink};

  svg {
    flex: none;
    margin-top: 2px;
    color: ${colors.primaryDark};
  }
`

export const Directions = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  margin-top: ${space.md};
  padding: ${space.sm} ${space.md};
  border: 2px solid ${colors.primary};
  border-radius: ${radii.pill};
  color: ${colors.primaryDark};
  font-weight: 600;
  text-decoration: none;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;

  &:hover {
    background: ${colors.primaryDark};
    border-color: ${colors.primaryDark};
    color: ${colors.surface};
  }
`

/* The heading sits outside <address>, which may not contain one. */
export const Contact = styled.div`
  address {
    font-style: normal;
  }

  dl {
    display: grid;
    gap: ${space.md};
    margin: 0;
  }

  dt {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    color: ${colors.muted};
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }

  dt svg {
    flex: none;
    color: ${colors.primaryDark};
  }

  /* Lined up with the label text, after the 18 px icon. */
  dd {
    margin: 2px 0 0 calc(18px + ${space.sm});
    overflow-wrap: anywhere;
  }

  a {
    display: inline-block;
    padding: 2px 0;
    color: ${colors.primaryDark};
    font-weight: 600;
  }
`

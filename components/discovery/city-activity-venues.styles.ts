import { styled } from 'next-yak'
import { colors, fonts, headingSizes, media, radii, shadows, space } from '@/styles/tokens'

export const Crumbs = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: ${space.lg} 0 ${space.md};
  padding: 0;
  color: ${colors.muted};
  font-size: 0.9375rem;

  li + li::before {
    content: '›';
    margin-right: ${space.xs};
  }
`

export const Heading = styled.h1`
  margin: 0 0 ${space.md};
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-size: ${headingSizes.page};
  line-height: 1.15;
`

export const Intro = styled.p`
  max-width: 42rem;
  margin: 0 0 ${space.lg};
  font-size: 1.0625rem;
`

export const Cards = styled.ol`
  list-style: none;
  display: grid;
  gap: ${space.md};
  grid-template-columns: minmax(0, 1fr);
  margin: 0 0 ${space.xl};
  padding: 0;

  ${media.atLeast.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.atLeast.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  > li {
    display: grid;
    align-content: start;
    gap: ${space.xs};
    padding: ${space.md};
    border-radius: ${radii.md};
    background: ${colors.surface};
    box-shadow: ${shadows.card};
  }

  h2 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: ${headingSizes.small};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    color: ${colors.muted};
    font-size: 0.9375rem;
  }
`

export const Links = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.lg};
  margin: 0 0 ${space.xl};
  padding: 0;
`

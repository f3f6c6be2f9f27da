import { styled } from 'next-yak'
import { colors, fonts, headingSizes, media, radii, space } from '@/styles/tokens'

export const Footer = styled.footer`
  padding: ${space.xxl} 0 ${space.xl};
  background: ${colors.ink};
  color: ${colors.border};
  font-size: 0.9375rem;

  a {
    color: ${colors.surface};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }

  /* The global focus blue is too dark on ink. */
  a:focus-visible {
    outline-color: ${colors.surface};
  }
`

export const Top = styled.div`
  display: grid;
  gap: ${space.xl};

  ${media.atLeast.tabletLarge} {
    grid-template-columns: minmax(200px, 1fr) 3fr;
    gap: ${space.xxl};
  }
`

export const Brand = styled.div`
  p {
    margin: ${space.sm} 0 0;
    max-width: 22rem;
  }
`

export const Wordmark = styled.a`
  font-family: ${fonts.display};
  font-size: ${headingSizes.wordmark};
  font-weight: 700;
  letter-spacing: -0.02em;
`

export const Groups = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.lg};

  ${media.atLeast.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  h2 {
    margin: 0 0 ${space.sm};
    color: ${colors.surface};
    font-family: ${fonts.display};
    font-size: 1rem;
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  li a {
    display: inline-block;
    padding: ${space.xs} 0;
  }
`

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  margin-top: ${space.xl};
  padding-top: ${space.lg};
  border-top: 1px solid ${colors.muted};

  p {
    margin: 0;
  }
`

export const Social = styled.ul`
  list-style: none;
  display: flex;
  gap: ${space.sm};
  margin: 0;
  padding: 0;

  a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${radii.pill};
    background: ${colors.muted};
    transition: background-color 0.15s ease;
  }

  a:hover {
    background: ${colors.primary};
  }
`

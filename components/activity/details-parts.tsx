import { styled, css } from 'next-yak'
import { colors, layout, media, radii, space } from '@/styles/tokens'

/*
 * The details view's frame, shared by the interactive view (activity-details-view.tsx, a client
 * component) and the server-rendered shared activity, which must not pull the view's client
 * code into every page with a map.
 */

export const Article = styled.article`
  display: grid;
  gap: ${space.md};
  color: ${colors.ink};
`

/** The title, venue and rating lines: the view's header and its loading skeleton match. */
export const headerText = css`
  h2,
  h3 {
    margin: 0;
    font-size: 1.375rem;
    line-height: 1.25;
  }

  p {
    margin: 0;
  }

  .venue {
    color: ${colors.muted};
    font-weight: 600;
  }
`

export const Header = styled.div`
  display: grid;
  gap: ${space.xs};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    margin-bottom: ${space.sm};
    object-fit: cover;
    border-radius: ${radii.md};
    background: ${colors.subtle};
  }

  ${headerText};

  .venue a {
    color: ${colors.primaryDark};
  }

  .address {
    color: ${colors.muted};
    font-size: 0.9375rem;
  }
`

export const BookNow = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  justify-self: start;
  min-width: min(${layout.ctaButtonMinWidth}px, 100%);
  min-height: 48px;
  padding: 0 ${space.lg};
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.surface};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${colors.primaryDark};
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  ${media.below.ctaNarrowScreen} {
    min-width: min(${layout.ctaButtonMinWidthNarrow}px, 100%);
  }

  ${media.below.sm} {
    justify-self: stretch;
  }
`

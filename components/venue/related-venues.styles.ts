import { styled, css } from 'next-yak'
import { colors, fonts, media, radii, shadows, space } from '@/styles/tokens'

/** Venue thumbnails are 160x120 (4:3). */
export const THUMB_WIDTH = 160
export const THUMB_HEIGHT = 120
export const LOGO_SIZE = 40

/** Cards and their details are nested in the list: plain elements, no component per card. */
/* The whole card is the link's hit area (its ::after), while the link's name stays the venue's. */
const card = css`
  position: relative;
  display: flex;
  height: 100%;
  overflow: hidden;
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;

  &:hover {
    box-shadow: ${shadows.raised};
    transform: translateY(-2px);
  }

  &:focus-within {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  /* Thumbnails at (or under) their own 160x120 size, beside the details: crisp and compact. */
  flex-direction: row;

  > img {
    flex: none;
    display: block;
    width: 112px;
    height: auto;
    aspect-ratio: ${THUMB_WIDTH} / ${THUMB_HEIGHT};
    object-fit: cover;
    background: ${colors.subtle};

    ${media.atLeast.sm} {
      width: ${THUMB_WIDTH}px;
    }
  }
`

const details = css`
  flex: 1;
  min-width: 0;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  align-content: center;
  gap: ${space.xs} ${space.sm};
  padding: ${space.sm} ${space.md};

  /* The logo is decoration: dropped on the narrowest phones to leave room for the name. */
  > img {
    display: none;
    grid-row: span 2;
    width: ${LOGO_SIZE}px;
    height: ${LOGO_SIZE}px;
    border-radius: ${radii.sm};

    ${media.atLeast.xs} {
      display: block;
    }
  }

  h3,
  h4,
  p {
    grid-column: 2;
  }

  h3,
  h4 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: 1.0625rem;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }

  a {
    color: ${colors.ink};
    text-decoration: none;
  }

  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  /* The card shows focus instead (see card). */
  a:focus-visible {
    outline: none;
  }

  a:hover {
    color: ${colors.primaryDark};
  }

  p {
    margin: 0;
    color: ${colors.muted};
    font-size: 0.9375rem;
  }
`

export const List = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${space.md};
  margin: ${space.lg} 0 0;
  padding: 0;

  ${media.atLeast.lg} {
    gap: ${space.lg};
  }

  > li > article {
    ${card};
  }

  > li > article > div {
    ${details};
  }
`

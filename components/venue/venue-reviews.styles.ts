import { styled, css } from 'next-yak'
import { colors, fonts, media, radii, shadows, space } from '@/styles/tokens'

/** A review's card, nested in the list: plain elements, no component per review. */
const card = css`
  display: grid;
  gap: ${space.md};
  height: 100%;
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};

  p {
    margin: 0;
    color: ${colors.ink};
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`

const author = css`
  display: flex;
  align-items: center;
  gap: ${space.md};

  img,
  > span[aria-hidden] {
    flex: none;
    width: 48px;
    height: 48px;
    border-radius: ${radii.pill};
    object-fit: cover;
    background: ${colors.subtle};
  }

  > span[aria-hidden] {
    display: grid;
    place-items: center;
    color: ${colors.primaryDark};
    font-family: ${fonts.display};
    font-size: 1.25rem;
    font-weight: 700;
  }

  h3,
  h4 {
    margin: 0;
    color: ${colors.ink};
    font-size: 1rem;
    overflow-wrap: anywhere;
  }

  time {
    color: ${colors.muted};
    font-size: 0.875rem;
  }
`

export const List = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.lg};
  margin: ${space.lg} 0 0;
  padding: 0;

  ${media.atLeast.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  > li > article {
    ${card};
  }

  > li > article > header {
    ${author};
  }
`

export const Empty = styled.p`
  margin: ${space.lg} auto 0;
  padding: ${space.lg};
  max-width: 32rem;
  border: 1px dashed ${colors.border};
  border-radius: ${radii.lg};
  color: ${colors.muted};
  text-align: center;
`

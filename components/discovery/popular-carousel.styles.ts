import { styled } from 'next-yak'
import { colors, headingSizes, radii, shadows, space } from '@/styles/tokens'

export const Region = styled.section`
  margin: ${space.lg} 0;

  h3 {
    margin: 0 0 ${space.md};
    font-size: ${headingSizes.title};
  }
`

/**
 * A horizontal scroller: touch swipes it, and as a focusable region the arrow keys scroll it
 * (tabindex 0 with a name, the pattern axe expects for scrollable regions).
 */
export const Scroller = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${space.xs} ${space.xs} ${space.md};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(200px, 240px);
  gap: ${space.md};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding: ${space.xs};

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  /* The cards: styled from the list, so their CSS is in the page once, not once a card. */
  > li {
    scroll-snap-align: start;
    display: grid;
    grid-template-rows: auto 1fr;
    overflow: hidden;
    border-radius: ${radii.md};
    background: ${colors.surface};
    box-shadow: ${shadows.card};

    img {
      display: block;
      width: 100%;
      height: auto;
      aspect-ratio: 4 / 3;
      object-fit: cover;
      background: ${colors.subtle};
    }

    .body {
      display: grid;
      gap: ${space.xs};
      align-content: start;
      padding: ${space.sm} ${space.md} ${space.md};
    }

    .title {
      font-weight: 600;
      color: ${colors.ink};
    }

    .meta {
      color: ${colors.muted};
      font-size: 0.9375rem;
    }

    > button {
      display: grid;
      grid-template-rows: auto 1fr;
      width: 100%;
      height: 100%;
      padding: 0;
      border: 0;
      background: none;
      color: inherit;
      font: inherit;
      text-align: left;
      cursor: pointer;
    }

    > button:focus-visible {
      outline: none;
    }

    &:has(> button:focus-visible) {
      outline: 3px solid ${colors.focus};
      outline-offset: 2px;
    }
  }
`

export const LiveBadge = styled.span`
  justify-self: start;
  padding: 2px ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.error};
  color: ${colors.surface};
  font-size: 0.75rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

import { styled } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.sm} ${space.md};
  border-bottom: 1px solid ${colors.border};

  h3 {
    flex: 1;
    margin: 0;
    font-size: 1.125rem;
    outline: none;
  }
`

export const IconButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.ink};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space.md};

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.sm};
  }

  /*
   * Up to 100 venues: the ones out of sight are laid out only when scrolled to, so opening the
   * list on a phone costs the few in view (bench:interactions). 'auto' keeps each one's last
   * height once it has been shown.
   */
  li {
    content-visibility: auto;
    contain-intrinsic-size: auto 78px;
  }

  li > button {
    display: grid;
    gap: 2px;
    width: 100%;
    padding: ${space.sm} ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.sm};
    background: ${colors.surface};
    color: ${colors.ink};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }

  li > button:hover {
    border-color: ${colors.primary};
  }

  /* Inside the button: an item's content-visibility clips what paints outside it. */
  li > button:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -4px;
  }

  .name {
    font-weight: 600;
  }

  .meta {
    color: ${colors.muted};
    font-size: 0.875rem;
  }

  .empty {
    margin: ${space.lg} 0;
    text-align: center;
  }

  .more {
    margin: ${space.md} 0 0;
    color: ${colors.muted};
    text-align: center;
  }
`

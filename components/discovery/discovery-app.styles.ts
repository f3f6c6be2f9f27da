import { styled } from 'next-yak'
import { colors, radii, shadows, space } from '@/styles/tokens'

/** The discovery island's styles (discovery-app.tsx). */
export const FullscreenBar = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  left: 0;
  z-index: 5;
  display: flex;
  gap: ${space.sm};
  align-items: center;
  padding: ${space.sm};
  background: ${colors.surface};
  box-shadow: ${shadows.card};

  [role='tablist'] {
    display: flex;
    flex: 1;
    gap: ${space.xs};
  }

  [role='tab'] {
    flex: 1;
    min-height: 44px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    color: ${colors.ink};
    font: inherit;
    font-weight: 600;
  }

  [role='tab'][aria-selected='true'] {
    border-color: ${colors.primary};
    background: ${colors.primary};
    color: ${colors.surface};
  }
`

/**
 * Always rendered around the map, so that going full screen keeps the same map (a new parent
 * would remount it: a new WebGL context and every tile parsed again, ~300 ms on a phone).
 * Outside full screen it makes no box.
 */
export const FullscreenBody = styled.div`
  display: contents;

  &[data-fullscreen='true'] {
    position: absolute;
    inset: 60px 0 0;
    display: block;
  }

  &[data-fullscreen='true'] input {
    position: absolute;
    top: ${space.sm};
    right: ${space.sm};
    left: ${space.sm};
    z-index: 4;
    height: 44px;
    padding: 0 ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    font: inherit;
  }

  &[data-fullscreen='true'][data-mode='list'] aside {
    top: 60px;
  }

  /* The map's controls start below the search box, which would cover the top row. */
  &[data-fullscreen='true'] .map-controls {
    top: calc(44px + 2 * ${space.sm});
  }
`

export const FilterSheet = styled.div`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 6;
  padding: ${space.lg} ${space.md};
  border-radius: ${radii.lg} ${radii.lg} 0 0;
  background: ${colors.surface};
  box-shadow: ${shadows.raised};

  h3 {
    margin: 0 0 ${space.md};
  }
`

export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 4;
  display: grid;
  place-items: center;
  background: rgba(27, 27, 58, 0.25);
`

export const PrimaryButton = styled.button`
  min-height: 48px;
  padding: 0 ${space.xl};
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.surface};
  font: inherit;
  font-weight: 600;
  box-shadow: ${shadows.card};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`

export const CarouselSkeleton = styled.div`
  height: 290px;
  margin: ${space.lg} 0;
  border-radius: ${radii.md};
  background: ${colors.subtle};
`

import { keyframes, styled } from 'next-yak'
import { colors, layout, media, radii, shadows, space } from '@/styles/tokens'

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`

/**
 * The map's own controls, laid out in flow so no two ever overlap, whatever the width: a top
 * row with the status (count badge, spinner, 'Reset zoom') on the left and the fullscreen
 * toggle on the right, and a bottom row with the map's notice and, in the bottom-right corner,
 * 'Use my location' over the zoom buttons. The layer lets clicks through to the pins and
 * clusters between them. Beside an open side panel (from the mobile breakpoint up) it starts
 * at the panel's edge; where the panel covers the whole map, the controls hide with it.
 */
export const MapControls = styled.div`
  position: absolute;
  inset: ${space.sm};
  z-index: 2;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${space.sm};
  pointer-events: none;

  ${media.atLeast.mobile} {
    [data-panel='open'] & {
      left: calc(min(${layout.sidePanelWidth}px, 100%) + ${space.sm});
    }
  }

  ${media.below.mobile} {
    [data-panel='open'] & {
      visibility: hidden;
    }
  }

  /* The online basemap's attribution sits in the bottom-left corner. */
  &[data-basemap='online'] .map-controls-bottom {
    padding-left: 36px;
  }

  .map-controls-top,
  .map-controls-bottom {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    justify-content: space-between;
  }

  .map-controls-top {
    align-items: flex-start;
  }

  .map-controls-bottom {
    align-items: flex-end;
  }

  .map-status,
  .map-actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    align-items: center;
  }

  .map-actions {
    margin-left: auto;
    justify-content: flex-end;
  }

  .map-zoom {
    display: flex;
    flex-direction: column;
    gap: ${space.sm};
    margin-left: auto;
  }

  .map-status > *,
  .map-actions > *,
  .map-zoom > * {
    pointer-events: auto;
  }

  .map-count {
    padding: ${space.xs} ${space.md};
    border-radius: ${radii.pill};
    background: ${colors.primary};
    color: ${colors.surface};
    font-weight: 600;
    box-shadow: ${shadows.card};
  }

  .map-spinner {
    width: 24px;
    height: 24px;
    border: 3px solid ${colors.surface};
    border-top-color: ${colors.primary};
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    .map-spinner {
      animation-duration: 3s;
    }
  }
`

/** The map's notice ('Zoom in…', a refused location): in the bottom row, clicks pass through. */
export const MapNotice = styled.p`
  flex: 1 1 12rem;
  max-width: 32rem;
  margin: 0;
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.md};
  background: ${colors.ink};
  color: ${colors.surface};
  font-size: 0.9375rem;
  pointer-events: none;

  &:empty {
    display: none;
  }
`

/** A round icon button (44 px, a comfortable touch target): 'Use my location' and the zoom. */
export const IconControlButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${colors.border};
  border-radius: 50%;
  background: ${colors.surface};
  color: ${colors.ink};
  box-shadow: ${shadows.card};
  cursor: pointer;

  svg {
    width: 22px;
    height: 22px;
  }

  &:hover:not(:disabled) {
    border-color: ${colors.primary};
  }

  &:disabled {
    color: ${colors.muted};
    cursor: default;
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`

export const ControlButton = styled.button`
  min-height: 40px;
  padding: 0 ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.ink};
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  box-shadow: ${shadows.card};
  cursor: pointer;

  &:hover {
    border-color: ${colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`

/** Pins, clusters and city names: HTML markers inside maplibre's canvas container. */
export const MapSurface = styled.div`
  position: absolute;
  inset: 0;

  .map-cluster {
    display: grid;
    place-items: center;
    min-width: 40px;
    height: 40px;
    padding: 0 ${space.sm};
    border: 3px solid rgba(255, 255, 255, 0.85);
    border-radius: ${radii.pill};
    color: ${colors.surface};
    font: inherit;
    font-weight: 600;
    box-shadow: ${shadows.card};
    cursor: pointer;
  }

  .map-pin {
    position: relative;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    padding: 0;
    border: 2px solid ${colors.surface};
    border-radius: 50% 50% 50% 0;
    transform: rotate(-45deg);
    background: ${colors.primary};
    color: ${colors.surface};
    box-shadow: ${shadows.card};
    cursor: pointer;

    svg {
      transform: rotate(45deg);
    }

    &[data-selected='true'] {
      width: 46px;
      height: 46px;
      background: ${colors.ink};
      z-index: 1;
    }
  }

  .map-pin-count {
    position: absolute;
    top: -6px;
    right: -6px;
    min-width: 18px;
    padding: 0 3px;
    border-radius: ${radii.pill};
    background: ${colors.ink};
    color: ${colors.surface};
    font-size: 0.6875rem;
    font-weight: 600;
    line-height: 18px;
    transform: rotate(45deg);
  }

  .map-cluster:focus-visible,
  .map-pin:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  .map-city-label {
    padding: 1px 6px;
    border-radius: ${radii.sm};
    background: rgba(255, 255, 255, 0.8);
    color: ${colors.ink};
    font-size: 0.8125rem;
    font-weight: 600;
    pointer-events: none;
    white-space: nowrap;
  }
`

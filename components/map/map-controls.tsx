import { keyframes, styled } from 'next-yak'
import { colors, radii, shadows, space } from '@/styles/tokens'

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`

/** The map's own controls, over its top-left corner: count badge, spinner, buttons. */
export const MapControls = styled.div`
  position: absolute;
  top: ${space.sm};
  right: 56px;
  left: ${space.sm};
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
  justify-content: flex-end;
  pointer-events: none;

  > * {
    pointer-events: auto;
  }

  .map-count {
    margin-right: auto;
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

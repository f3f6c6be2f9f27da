import { styled } from 'next-yak'
import { Heading as HeadingElement } from '@/components/ui/heading'
import { colors, fonts, layout, radii, shadows, space } from '@/styles/tokens'

export const Badge = styled.div`
  position: relative;
  display: inline-grid;
  gap: ${space.xs};
  max-width: 100%;
  padding: ${space.md} ${space.lg};
  border: 2px solid ${colors.primary};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  text-align: left;
`

export const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
`

export const Heading = styled(HeadingElement)`
  margin: 0;
  color: ${colors.primaryDark};
  font-family: ${fonts.display};
  font-size: 0.9375rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

export const Help = styled.span`
  display: inline-flex;

  &:hover [role='tooltip'],
  &:focus-within [role='tooltip'] {
    opacity: 1;
    visibility: visible;
    transform: translateY(0);
  }
`

export const HelpButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 2px solid ${colors.muted};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.muted};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1;
  cursor: help;

  &:hover,
  &:focus-visible {
    border-color: ${colors.ink};
    color: ${colors.ink};
  }

  /* A 44 px touch target around the 24 px circle. */
  position: relative;

  &::after {
    content: '';
    position: absolute;
    inset: -10px;
  }
`

export const Tooltip = styled.span`
  position: absolute;
  z-index: 20;
  top: calc(100% + ${space.sm});
  left: 0;
  width: min(${layout.tooltipWidth}px, calc(100vw - ${space.xl}));
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.md};
  background: ${colors.ink};
  color: ${colors.surface};
  font-size: 0.875rem;
  font-weight: 400;
  line-height: 1.45;
  text-transform: none;
  letter-spacing: 0;
  box-shadow: ${shadows.raised};
  opacity: 0;
  visibility: hidden;
  transform: translateY(-4px);
  transition:
    opacity 0.15s ease,
    transform 0.15s ease,
    visibility 0.15s;
  pointer-events: none;
`

export const Offer = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xs} ${space.md};
  margin: 0;
`

export const Percent = styled.span`
  display: inline-block;
  padding: 2px ${space.sm};
  border-radius: ${radii.sm};
  background: ${colors.primary};
  color: ${colors.surface};
  font-family: ${fonts.display};
  font-size: 1.125rem;
  font-weight: 700;
`

export const Now = styled.span`
  color: ${colors.ink};
  font-size: 1.125rem;

  strong {
    font-family: ${fonts.display};
    font-size: 1.5rem;
  }
`

export const Was = styled.span`
  color: ${colors.muted};

  s {
    text-decoration-thickness: 2px;
  }
`

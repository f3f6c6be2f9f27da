import { styled } from 'next-yak'
import { ctaButtonStyles } from '@/components/ui/cta-button-styles'
import { shimmer } from '@/components/ui/shimmer'
import { colors, fonts, radii, space } from '@/styles/tokens'

/** The purchase block's styles (purchase-block.tsx). */
export const Block = styled.div`
  display: grid;
  gap: ${space.md};
`

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${space.sm};
  font-family: ${fonts.display};
  font-size: 1.125rem;
  font-weight: 700;
`

export const Status = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 0.9375rem;

  &[data-tone='error'] {
    color: ${colors.error};
    font-weight: 600;
  }
`

export const Cards = styled.div`
  display: grid;
  gap: ${space.sm};
`

export const Card = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xs} ${space.sm};
  padding: ${space.md};
  border: 2px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  transition: border-color 0.15s ease;

  &:hover {
    border-color: ${colors.muted};
  }

  &[data-selected='true'] {
    border-color: ${colors.primary};
    background: ${colors.subtle};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  &[data-disabled='true'] {
    border-style: dashed;
    color: ${colors.muted};
  }

  &[data-disabled='true']:hover {
    border-color: ${colors.border};
  }
`

export const Popular = styled.p`
  grid-column: 1 / -1;
  justify-self: start;
  margin: 0;
  padding: 2px ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.surface};
  font-size: 0.8125rem;
  font-weight: 600;
`

export const Radio = styled.input`
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${colors.primary};
`

export const PlanTitle = styled.label`
  font-family: ${fonts.display};
  font-size: 1.0625rem;
  font-weight: 700;
  cursor: pointer;

  /* The whole card picks the plan. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radii.md};
  }

  [data-disabled='true'] & {
    cursor: not-allowed;
  }
`

export const Details = styled.div`
  grid-column: 2;
  display: grid;
  gap: 2px;
  font-size: 0.9375rem;

  p {
    margin: 0;
  }
`

export const Price = styled.p`
  strong {
    font-family: ${fonts.display};
    font-size: 1.25rem;
  }
`

export const Value = styled.p`
  color: ${colors.muted};
`

export const Messages = styled.ul`
  display: grid;
  gap: 2px;
  margin: ${space.xs} 0 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding-left: 1.25em;
  }

  li::before {
    position: absolute;
    left: 0;
    font-weight: 600;
  }

  li[data-tone='positive']::before {
    content: '✓';
    color: ${colors.success};
  }

  li[data-tone='info']::before {
    content: 'i';
    color: ${colors.accent};
  }

  li[data-tone='warning']::before {
    content: '+';
    color: ${colors.warning};
  }

  li[data-tone='warning'] {
    color: ${colors.warning};
    font-weight: 600;
  }

  li[data-tone='negative']::before {
    content: '✕';
    color: ${colors.error};
  }

  li[data-tone='negative'] {
    color: ${colors.error};
    font-weight: 600;
  }
`

/* Above the card-wide label, so the badge's help button stays reachable by pointer. */
export const BadgeSlot = styled.div`
  position: relative;
  z-index: 1;
  grid-column: 2;
  margin-top: ${space.xs};

  & > div {
    padding: ${space.sm} ${space.md};
    box-shadow: none;
  }
`

export const SkeletonCard = styled.div`
  height: 132px;
  position: relative;
  border-radius: ${radii.md};
  --shimmer-base: ${colors.border};
  --shimmer-highlight: ${colors.subtle};
  ${shimmer};

  &:first-child {
    height: 172px;
  }
`

export const Checkout = styled.div`
  display: grid;
  gap: ${space.sm};
  justify-items: start;
`

export const Field = styled.div`
  display: grid;
  gap: ${space.xs};
  width: min(100%, 320px);

  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }

  input {
    min-height: 44px;
    padding: ${space.sm} ${space.md};
    border: 2px solid ${colors.border};
    border-radius: ${radii.sm};
    font: inherit;
  }
`

export const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  font-size: 0.9375rem;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${colors.primary};
  }
`

export const PlanCta = styled.a`
  ${ctaButtonStyles};

  &:hover {
    border-color: ${colors.primaryDark};
    background: ${colors.primaryDark};
  }
`

export const DisabledCta = styled.button`
  ${ctaButtonStyles};
  border-color: ${colors.border};
  background: ${colors.subtle};
  color: ${colors.muted};
  cursor: not-allowed;
`

export const FallbackLink = styled.a`
  font-weight: 600;
`

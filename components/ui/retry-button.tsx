import { styled } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'

/** The small filled button that offers another try after a failed load. */
export const RetryButton = styled.button`
  min-height: 44px;
  padding: 0 ${space.lg};
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.surface};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`

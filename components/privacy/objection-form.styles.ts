import { styled } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'

export const ChoiceForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: ${space.md} 0 ${space.lg};
`

export const ChoiceButton = styled.button`
  min-height: 48px;
  padding: 10px ${space.lg};
  border: 2px solid ${colors.primary};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.primaryDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[data-primary] {
    background: ${colors.primary};
    color: ${colors.surface};
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`

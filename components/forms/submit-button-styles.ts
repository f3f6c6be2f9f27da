import { css } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'

/** A form's filled submit button: the email capture's 'Join Now' and the application's 'Send application'. */
export const submitButtonStyles = css`
  min-height: 50px;
  padding: 12px ${space.lg};
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.surface};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${colors.primaryDark};
  }
`

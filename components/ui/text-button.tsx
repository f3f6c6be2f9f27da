import { styled } from 'next-yak'
import { colors } from '@/styles/tokens'

/** A button that reads as a link: for actions inside text (open a modal, recentre the map). */
export const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.primaryDark};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;

  &:hover {
    color: ${colors.primary};
  }
`

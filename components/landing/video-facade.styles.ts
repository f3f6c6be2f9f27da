import { styled } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'

export const Figure = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${radii.md};
  background: ${colors.ink};

  > img,
  > iframe,
  > video {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
    object-fit: cover;
  }

  > iframe,
  > video {
    position: absolute;
    inset: 0;
  }

  &[data-status='loading'] > iframe,
  &[data-status='loading'] > video {
    opacity: 0;
  }
`

export const Play = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  border: 0;
  background: rgb(27 27 58 / 25%);
  cursor: pointer;

  span {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 80px;
    height: 80px;
    border-radius: ${radii.pill};
    background: ${colors.primary};
    box-shadow: 0 8px 24px rgb(0 0 0 / 30%);
    transition: transform 150ms ease-out;
  }

  span::before {
    content: '';
    margin-left: 6px;
    border-style: solid;
    border-width: 14px 0 14px 24px;
    border-color: transparent transparent transparent ${colors.surface};
  }

  &:hover span {
    transform: scale(1.06);
  }

  &:focus-visible {
    outline-offset: -6px;
    outline-color: ${colors.surface};
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }

  &[aria-disabled='true'] span {
    background: ${colors.muted};
  }

  &[data-status='loading'] span {
    opacity: 0.7;
  }
`

export const Message = styled.p`
  margin: ${space.sm} 0 0;
  color: ${colors.ink};
  font-weight: 600;

  &:empty {
    margin: 0;
  }
`

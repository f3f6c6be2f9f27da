import { styled, keyframes } from 'next-yak'
import { BACKDROP_FADE_MS, MODAL_TRANSITION_MS } from '@/lib/timing'
import { colors, layout, radii, space } from '@/styles/tokens'

export const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`
export const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`
export const dialogIn = keyframes`
  from { opacity: 0; transform: translateY(16px) scale(0.98); }
  to { opacity: 1; transform: none; }
`
export const dialogOut = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: translateY(16px) scale(0.98); }
`
export const sheetIn = keyframes`from { transform: translateY(100%); } to { transform: none; }`
export const sheetOut = keyframes`from { transform: none; } to { transform: translateY(100%); }`

export const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;

  &[data-variant='bottom-sheet'] {
    align-items: flex-end;
  }

  &[data-state='exiting'] {
    pointer-events: none;
  }
`

export const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: rgb(27 27 58 / 60%);
  animation: ${fadeIn} ${BACKDROP_FADE_MS}ms ease-out both;

  [data-state='exiting'] > & {
    animation: ${fadeOut} ${BACKDROP_FADE_MS}ms ease-in both;
  }
`

export const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: calc(100% - 2 * ${space.md});
  max-width: ${layout.modalMaxWidth}px;
  max-height: calc(100% - 2 * ${space.md});
  background: ${colors.surface};
  color: ${colors.ink};
  border-radius: ${radii.md};
  box-shadow: 0 16px 48px rgb(0 0 0 / 25%);
  animation: ${dialogIn} ${MODAL_TRANSITION_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1) both;

  [data-state='exiting'] > & {
    animation: ${dialogOut} ${MODAL_TRANSITION_MS}ms ease-in both;
  }

  [data-variant='fullscreen'] > & {
    width: 100%;
    max-width: none;
    height: 100%;
    max-height: none;
    border-radius: 0;
  }

  [data-variant='bottom-sheet'] > & {
    width: 100%;
    max-height: 90%;
    border-radius: ${radii.md} ${radii.md} 0 0;
    animation-name: ${sheetIn};
  }

  [data-variant='bottom-sheet'][data-state='exiting'] > & {
    animation-name: ${sheetOut};
  }

  &:focus {
    outline: none;
  }
`

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.md};
  padding: ${space.md} ${space.md} 0 ${space.lg};

  h2 {
    margin: ${space.sm} 0 0;
    font-size: 1.375rem;
  }
`

export const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.ink};
  font: inherit;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${colors.subtle};
  }
`

export const Body = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space.md} ${space.lg} ${space.lg};
`

import { styled } from 'next-yak'
import { colors, layout, media, shadows } from '@/styles/tokens'

/**
 * The map's side panel frame (spec §9: 620 px; the whole map's width on phones). One piece for
 * the island's panel and the server-rendered shared activity, so one replaces the other in place.
 */
export const PanelFrame = styled.aside`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 3;
  width: min(${layout.sidePanelWidth}px, 100%);
  display: flex;
  flex-direction: column;
  background: ${colors.surface};
  box-shadow: ${shadows.raised};

  ${media.below.mobile} {
    width: 100%;
  }
`

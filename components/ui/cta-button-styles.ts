import { css } from 'next-yak'
import { colors, fonts, layout, media, radii, space } from '@/styles/tokens'

/**
 * The filled call-to-action button (spec §9: at least 300 px wide, 256 px under 332 px): the
 * landing pages' CTA links and the purchase block's plan CTA look alike.
 */
export const ctaButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${layout.ctaButtonMinWidth}px;
  max-width: 100%;
  min-height: 52px;
  padding: 14px ${space.lg};
  border: 2px solid ${colors.primary};
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.surface};
  font-family: ${fonts.display};
  font-size: 1.0625rem;
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;

  ${media.below.ctaNarrowScreen} {
    min-width: ${layout.ctaButtonMinWidthNarrow}px;
  }
`

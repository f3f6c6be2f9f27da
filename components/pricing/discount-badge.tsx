import { useId } from 'react'
import styled from 'styled-components'
import { formatPrice } from '@/lib/pricing/format-price'
import { colors, fonts, layout, radii, shadows, space } from '@/styles/tokens'

/** Spec §2 'Discount badge': the help tooltip, word for word. */
export const DISCOUNT_TOOLTIP =
  'We want to keep the price this low for as long as we can - the more people joining the movement, the longer we can keep it!'

export const DISCOUNT_HEADING = 'Limited time offer!'

const Badge = styled.div`
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

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
`

const Heading = styled.h2`
  margin: 0;
  color: ${colors.primaryDark};
  font-family: ${fonts.display};
  font-size: 0.9375rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

const Help = styled.span`
  display: inline-flex;

  &:hover [role='tooltip'],
  &:focus-within [role='tooltip'] {
    opacity: 1;
    visibility: visible;
    transform: translateY(0);
  }
`

const HelpButton = styled.button`
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

const Tooltip = styled.span`
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

const Offer = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xs} ${space.md};
  margin: 0;
`

const Percent = styled.span`
  display: inline-block;
  padding: 2px ${space.sm};
  border-radius: ${radii.sm};
  background: ${colors.primary};
  color: ${colors.surface};
  font-family: ${fonts.display};
  font-size: 1.125rem;
  font-weight: 700;
`

const Now = styled.span`
  color: ${colors.ink};
  font-size: 1.125rem;

  strong {
    font-family: ${fonts.display};
    font-size: 1.5rem;
  }
`

const Was = styled.span`
  color: ${colors.muted};

  s {
    text-decoration-thickness: 2px;
  }
`

export interface DiscountBadgeProps {
  /** Whole percent off, e.g. 30. */
  percentageDiscount: number
  /** The discounted weekly price, in pounds. */
  weeklyPrice: number
  /** The weekly price before the discount, in pounds. */
  originalWeeklyPrice: number
  /** The heading's element; 'h2' by default (right under the hero's h1). */
  headingAs?: 'h2' | 'h3' | 'p'
  className?: string
}

/**
 * Spec §2 'Discount badge': percentage off, weekly price, the struck-through original weekly
 * price, 'Limited time offer!' and a help tooltip. The tooltip is CSS only (hover and
 * focus-within), so the badge ships no JavaScript.
 */
export function DiscountBadge({
  percentageDiscount,
  weeklyPrice,
  originalWeeklyPrice,
  headingAs = 'h2',
  className,
}: DiscountBadgeProps) {
  const tooltipId = useId()
  const was = formatPrice(originalWeeklyPrice)
  return (
    <Badge className={className}>
      <Top>
        <Heading as={headingAs}>{DISCOUNT_HEADING}</Heading>
        <Help>
          <HelpButton
            type="button"
            aria-label="Why is the price this low?"
            aria-describedby={tooltipId}
          >
            ?
          </HelpButton>
          <Tooltip role="tooltip" id={tooltipId}>
            {DISCOUNT_TOOLTIP}
          </Tooltip>
        </Help>
      </Top>
      <Offer>
        <Percent>{percentageDiscount}% off</Percent>
        <Now>
          <strong>{formatPrice(weeklyPrice)}</strong> per week
        </Now>
        <Was>
          <span className="visually-hidden">was {was} per week</span>
          <s aria-hidden="true">{was} per week</s>
        </Was>
      </Offer>
    </Badge>
  )
}

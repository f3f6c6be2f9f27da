import { useId } from 'react'
import { formatPrice } from '@/lib/pricing/format-price'
import {
  Badge,
  Top,
  Heading,
  Help,
  HelpButton,
  Tooltip,
  Offer,
  Percent,
  Now,
  Was,
} from './discount-badge.styles'

/** Spec §2 'Discount badge': the help tooltip, word for word. */
export const DISCOUNT_TOOLTIP =
  'We want to keep the price this low for as long as we can - the more people joining the movement, the longer we can keep it!'

export const DISCOUNT_HEADING = 'Limited time offer!'

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
        <Heading level={headingAs}>{DISCOUNT_HEADING}</Heading>
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

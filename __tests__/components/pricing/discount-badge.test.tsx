import { render, screen } from '@testing-library/react'
import { DiscountBadge, DISCOUNT_TOOLTIP } from '@/components/pricing/discount-badge'

describe('DiscountBadge (spec §2)', () => {
  it('shows the heading, percentage, weekly price and struck-through original price', () => {
    const { container } = render(
      <DiscountBadge percentageDiscount={50} weeklyPrice={1} originalWeeklyPrice={12.5} />,
    )
    expect(screen.getByRole('heading', { name: 'Limited time offer!' })).toBeInTheDocument()
    expect(screen.getByText('50% off')).toBeInTheDocument()
    expect(screen.getByText('£1').closest('span')).toHaveTextContent('£1 per week')
    expect(screen.getByText('was £12.50 per week')).toBeInTheDocument()
    const struck = container.querySelector('s')
    expect(struck).toHaveTextContent('£12.50')
    expect(struck).toHaveAttribute('aria-hidden', 'true')
  })

  it('has a keyboard-reachable help button described by the exact tooltip sentence', () => {
    render(<DiscountBadge percentageDiscount={20} weeklyPrice={7.99} originalWeeklyPrice={9.99} />)
    expect(DISCOUNT_TOOLTIP).toBe(
      'We want to keep the price this low for as long as we can - the more people joining the movement, the longer we can keep it!',
    )
    const button = screen.getByRole('button', { name: 'Why is the price this low?' })
    expect(button).toHaveAccessibleDescription(DISCOUNT_TOOLTIP)
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(DISCOUNT_TOOLTIP)
    expect(screen.getByText('£7.99')).toBeInTheDocument()
  })

  it('can render its heading at another level', () => {
    render(
      <DiscountBadge
        percentageDiscount={20}
        weeklyPrice={8}
        originalWeeklyPrice={10}
        headingAs="h3"
      />,
    )
    expect(
      screen.getByRole('heading', { level: 3, name: 'Limited time offer!' }),
    ).toBeInTheDocument()
  })
})

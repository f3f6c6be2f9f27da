import { formatPrice, TASTER_WEEKLY_PRICE } from '@/lib/pricing/format-price'

describe('formatPrice (spec §9: £1 when exactly 1.00, else £{price})', () => {
  it.each([
    [1, '£1'],
    [1.0, '£1'],
    [0.999, '£1'],
    [0.99, '£0.99'],
    [12.5, '£12.50'],
    [9.99, '£9.99'],
    [12, '£12.00'],
    [1.01, '£1.01'],
    [0, '£0.00'],
    [129.999, '£130.00'],
  ])('%p → %p', (price, expected) => {
    expect(formatPrice(price)).toBe(expected)
  })

  it('shows the taster at £1', () => {
    expect(formatPrice(TASTER_WEEKLY_PRICE)).toBe('£1')
  })
})

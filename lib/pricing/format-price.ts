/** The discovery taster's weekly price, in pounds (spec §9: 'Taster 1 pound per week'). */
export const TASTER_WEEKLY_PRICE = 1

/**
 * A price in pounds as the spec shows it (§9): '£1' when it is exactly 1.00, otherwise
 * '£{price}' with two decimals. "Exactly 1.00" is judged at pennies, so 0.999 (which would
 * read '£1.00') is '£1' too.
 *
 * @example formatPrice(1) // '£1'
 * @example formatPrice(12.5) // '£12.50'
 */
export function formatPrice(pounds: number): string {
  const fixed = pounds.toFixed(2)
  return fixed === '1.00' ? '£1' : `£${fixed}`
}

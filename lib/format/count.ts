const NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })
const PLURAL = new Intl.PluralRules('en-GB')

/** A whole, non-negative count: negative numbers, NaN and Infinity count as 0. */
export function toCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.round(count) : 0
}

/** A count with en-GB thousands separators: 1234 → '1,234'. */
export function formatCount(count: number): string {
  return NUMBER.format(toCount(count))
}

/** The noun in the right number for a count (English: 1 is singular, 0 is plural). */
export function pluralNoun(count: number, singular: string, plural: string): string {
  return PLURAL.select(toCount(count)) === 'one' ? singular : plural
}

/**
 * The count and its noun: '1 activity', '0 activities', '1,234 movers'.
 *
 * @example countLabel(1234, 'mover', 'movers') // '1,234 movers'
 */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${pluralNoun(count, singular, plural)}`
}

import { SITE_URL } from '../site'

/** Spec §2: the Book Now button's default text. */
export const BOOK_NOW_TEXT = 'Book Now'

/** Spec §2: `context_ref_source` of a Book Now link. */
export const BOOK_NOW_SOURCE = 'activity'

/**
 * Where Book Now leads (spec §2): the page's continue URL with `context_ref_id` = the activity
 * id and `context_ref_source=activity`. Other parameters the continue URL carries are kept;
 * these two replace any of the same name. A relative continue URL is resolved against `base`
 * (default SITE_URL); the result is absolute.
 *
 * @example
 * bookNowLink('https://account.example.com/continue?lang=en', '42')
 * // 'https://account.example.com/continue?lang=en&context_ref_id=42&context_ref_source=activity'
 */
export function bookNowLink(
  continueUrl: string,
  activityId: string | number,
  base: string = SITE_URL,
): string {
  const url = new URL(continueUrl, base)
  url.searchParams.set('context_ref_id', String(activityId))
  url.searchParams.set('context_ref_source', BOOK_NOW_SOURCE)
  return url.toString()
}

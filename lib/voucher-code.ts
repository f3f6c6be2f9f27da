/**
 * The voucher code a page with ctaConfig.voucherInput asks for (spec §3), sent on as the sign-up
 * link's `voucher_code` (spec §5). It is optional: an empty field is fine. A code is letters,
 * digits, '-' and '_', at most 64 characters; anything else is refused with a message rather
 * than dropped, so a visitor never loses a discount to a typo without knowing.
 */

/** The field's name, the page's prefill parameter and /store-cookies' parameter. */
export const VOUCHER_PARAM = 'voucher_code'
/** Set by /store-cookies on its redirect back after a malformed code (no-JavaScript path). */
export const VOUCHER_ERROR_PARAM = 'voucher_error'
export const VOUCHER_MAX_LENGTH = 64
export const VOUCHER_LABEL = 'Voucher code'
export const VOUCHER_PLACEHOLDER = 'Voucher code (optional)'
export const VOUCHER_ERROR_MESSAGE =
  'Please check your voucher code: it has only letters, numbers, - and _'

const VOUCHER = /^[A-Za-z0-9_-]+$/

/** The code as sent: without the spaces around it. */
export function normaliseVoucherCode(raw: string | null | undefined): string {
  return (raw ?? '').trim()
}

/** Whether a (normalised) code may be sent: empty, or up to 64 allowed characters. */
export function isValidVoucherCode(code: string): boolean {
  return code === '' || (code.length <= VOUCHER_MAX_LENGTH && VOUCHER.test(code))
}

/** The field's error: only after a click, and only for a code that cannot be sent. */
export function voucherCodeError(raw: string, clicked: boolean): string | undefined {
  return clicked && !isValidVoucherCode(normaliseVoucherCode(raw))
    ? VOUCHER_ERROR_MESSAGE
    : undefined
}

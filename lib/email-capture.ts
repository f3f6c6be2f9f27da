/**
 * Email capture rules (spec §4 and §5): valid when longer than 5 characters, no other format
 * check; a click while invalid stays and shows the error; a click while valid continues.
 */
import { normaliseVoucherCode, VOUCHER_ERROR_PARAM, VOUCHER_PARAM } from './voucher-code'

export const EMAIL_MIN_LENGTH_EXCLUSIVE = 5
export const EMAIL_ERROR_MESSAGE = 'Please enter a valid email address'
export const EMAIL_PLACEHOLDER = 'Enter your email address'
export const EMAIL_DEFAULT_BUTTON_TEXT = 'Join Now'
/** The page's query parameter that prefills the field. */
export const EMAIL_PREFILL_PARAM = 'email'
/** The lead route and its email parameter (spec §7: GET /store-cookies?utm_capture_email=…). */
export const STORE_COOKIES_PATH = '/store-cookies'
export const CAPTURE_EMAIL_PARAM = 'utm_capture_email'
/** Set by /store-cookies on its redirect back after an invalid email (no-JavaScript path). */
export const EMAIL_ERROR_PARAM = 'email_error'
/** The landing path /store-cookies builds the CTA link for (else it falls back to the Referer). */
export const LANDING_PARAM = 'landing'

export interface EmailCaptureState {
  email: string
  valid: boolean
  clicked: boolean
}

export type EmailCaptureAction = { type: 'type'; email: string } | { type: 'click' }

export function isValidEmail(email: string): boolean {
  return email.length > EMAIL_MIN_LENGTH_EXCLUSIVE
}

/** `clicked` starts true after /store-cookies sent the visitor back with `email_error=1`. */
export function initialEmailCaptureState(email = '', clicked = false): EmailCaptureState {
  return { email, valid: isValidEmail(email), clicked }
}

export function emailCaptureReducer(
  state: EmailCaptureState,
  action: EmailCaptureAction,
): EmailCaptureState {
  switch (action.type) {
    case 'type':
      return { ...state, email: action.email, valid: isValidEmail(action.email) }
    case 'click':
      return { ...state, clicked: true }
  }
}

/** The error shown under the field: only after a click while invalid. */
export function emailCaptureError(state: EmailCaptureState): string | undefined {
  return state.clicked && !state.valid ? EMAIL_ERROR_MESSAGE : undefined
}

/** Whether a click continues to the lead route. */
export function shouldContinue(state: EmailCaptureState): boolean {
  return state.valid
}

function withoutLeadingQuestionMark(query: string): string {
  return query.startsWith('?') ? query.slice(1) : query
}

/** What else the form sends besides the email. */
export interface CaptureFormOptions {
  /** The landing path, sent last as `landing` (the form sets its own). */
  landingPath?: string
  /**
   * The form has a voucher field (ctaConfig.voucherInput): the field's `voucher_code` replaces
   * the page's own. `undefined` for a form without one; '' for an empty field (not sent).
   */
  voucherCode?: string
}

/**
 * The page's query parameters the form carries along: everything except the email keys (the
 * form's own field replaces them), the round trip's error flags, `landing` when the form sets its
 * own, and `voucher_code` when the form has a voucher field.
 */
export function carriedQueryParams(
  query: string,
  { landingPath, voucherCode }: CaptureFormOptions = {},
): Array<[string, string]> {
  const params = new URLSearchParams(withoutLeadingQuestionMark(query))
  const dropped = new Set([
    CAPTURE_EMAIL_PARAM,
    EMAIL_PREFILL_PARAM,
    EMAIL_ERROR_PARAM,
    VOUCHER_ERROR_PARAM,
  ])
  if (landingPath !== undefined) dropped.add(LANDING_PARAM)
  if (voucherCode !== undefined) dropped.add(VOUCHER_PARAM)
  const carried = [...params.entries()].filter(([key]) => !dropped.has(key))
  return landingPath !== undefined ? [...carried, [LANDING_PARAM, landingPath]] : carried
}

/**
 * `/store-cookies?utm_capture_email={email}&{existing query}` (then `landing={path}` last when
 * given): the same URL the no-JS form submission produces (the email field, the voucher field
 * when there is one and it is filled, then the hidden inputs).
 */
export function storeCookiesUrl(
  email: string,
  query: string,
  options: CaptureFormOptions = {},
): string {
  const voucher = options.voucherCode ? normaliseVoucherCode(options.voucherCode) : ''
  const params = new URLSearchParams([
    [CAPTURE_EMAIL_PARAM, email],
    ...(voucher ? [[VOUCHER_PARAM, voucher] as [string, string]] : []),
    ...carriedQueryParams(query, options),
  ])
  return `${STORE_COOKIES_PATH}?${params.toString()}`
}

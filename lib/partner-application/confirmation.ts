/**
 * The confirmation page shows the reference the server just gave this browser, carried in a
 * short-lived cookie (not in the URL, so a shared or guessed confirmation link shows nobody
 * else's application). See docs/decisions/0032-partner-application.md.
 */
import { PARTNER_SIGNUP_PATH } from '../links'
import { isReference } from './reference'

export const CONFIRMATION_PATH = `${PARTNER_SIGNUP_PATH}/received`
export const CONFIRMATION_COOKIE = 'move_partner_application'
/** Long enough to read the page and reload it; short enough not to linger on a shared computer. */
export const CONFIRMATION_COOKIE_MAX_AGE_S = 30 * 60

export type ConfirmationKind = 'new' | 'repeat'

export interface Confirmation {
  reference: string
  /** 'repeat': this email applied within the last 24 hours; the earlier application stands. */
  kind: ConfirmationKind
}

export function encodeConfirmation({ reference, kind }: Confirmation): string {
  return `${reference}.${kind}`
}

export function decodeConfirmation(value: string | undefined): Confirmation | null {
  if (!value) return null
  const [reference = '', kind, ...rest] = value.split('.')
  if (rest.length > 0 || !isReference(reference) || (kind !== 'new' && kind !== 'repeat')) {
    return null
  }
  return { reference, kind }
}

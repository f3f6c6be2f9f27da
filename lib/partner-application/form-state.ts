/**
 * What the partner application form shows: its token (kept across attempts, so sending the same
 * form twice is recognised), the values to show again, and the errors.
 */
import type { FieldErrors, PartnerApplicationValues } from './validate'

export interface PartnerApplicationFormState {
  formToken: string
  values: PartnerApplicationValues
  errors: FieldErrors
  /** A problem with the whole form (too many attempts, a cross-site post, a busy database). */
  formError: string | null
}

export const EMPTY_PARTNER_APPLICATION: PartnerApplicationValues = {
  venueName: '',
  venueType: '',
  city: '',
  address: '',
  postcode: '',
  contactName: '',
  email: '',
  phone: '',
  website: '',
  activities: [],
  about: '',
  partnership: '',
  acceptTerms: false,
  marketingOptIn: false,
}

/** 24–64 URL-safe characters: what the server issues (18 random bytes, base64url). */
const FORM_TOKEN = /^[A-Za-z0-9_-]{24,64}$/

export function isFormToken(value: unknown): value is string {
  return typeof value === 'string' && FORM_TOKEN.test(value)
}

export const FORM_ERRORS = {
  expired: 'This form has expired. Please check your details and send it again.',
  crossSite: 'This form was sent from another site. Please send it again from this page.',
  unavailable:
    'Sorry, we could not save your application just now. Please try again in a few minutes.',
} as const

/** The form's first field with an error, in form order. */
export function firstErrorField(errors: FieldErrors, order: readonly string[]): string | null {
  return order.find((field) => (errors as Record<string, unknown>)[field] !== undefined) ?? null
}

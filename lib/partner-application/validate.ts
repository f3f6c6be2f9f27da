/**
 * The partner application's rules. The server runs them and is the source of truth;
 * every error names what to do. Values come back for redisplay, never the password.
 */
import type { ActivityType } from '../activity-types'
import { MIN_PASSWORD_SCORE, type PasswordScore } from '../forms/password-strength'
import { normaliseUkPhone } from '../forms/uk-phone'
import { normaliseUkPostcode } from '../forms/uk-postcode'
import { checkWebsiteUrl } from '../forms/website-url'
import {
  ACTIVITY_CHOICES,
  LIMITS,
  OTHER_CITY,
  PARTNERSHIP_CHOICES,
  VENUE_TYPES,
  type PartnerApplicationField,
  type PartnershipChoice,
  type VenueType,
} from './fields'

/** A submitted form: one string per field, or several for the activity checkboxes. */
export type RawForm = Readonly<Record<string, string | readonly string[] | undefined>>

/** What the form shows again after an error. */
export interface PartnerApplicationValues {
  venueName: string
  venueType: string
  city: string
  address: string
  postcode: string
  contactName: string
  email: string
  phone: string
  website: string
  activities: string[]
  about: string
  partnership: string
  acceptTerms: boolean
  marketingOptIn: boolean
}

export interface PartnerApplication {
  venueName: string
  venueType: VenueType
  /** A catalogue city code, or 'other'. */
  city: string
  address: string
  /** 'SW1A 1AA'. */
  postcode: string
  contactName: string
  /** Trimmed and lower-cased. */
  email: string
  /** '+442079460000'. */
  phone: string
  website: string | null
  activities: ActivityType[]
  about: string
  partnership: PartnershipChoice
  password: string
  marketingOptIn: boolean
}

export type FieldErrors = Partial<Record<PartnerApplicationField, string>>

export type PartnerApplicationCheck =
  | { ok: true; application: PartnerApplication; values: PartnerApplicationValues }
  | { ok: false; errors: FieldErrors; values: PartnerApplicationValues }

export interface ValidateOptions {
  /** The catalogue's city codes ('other' is always allowed). */
  cityCodes: readonly string[]
  /** zxcvbn's score (lib/forms/password-score), passed in so tests and callers choose. */
  scorePassword: (password: string, userInputs: readonly string[]) => PasswordScore
}

export const PARTNER_APPLICATION_ERRORS = {
  venueNameMissing: 'Please enter the name of your venue',
  venueNameShort: `Please enter at least ${LIMITS.venueName.min} characters for the venue name`,
  venueNameLong: `Please keep the venue name to ${LIMITS.venueName.max} characters or fewer`,
  venueType: 'Please choose the type of venue',
  city: 'Please choose your city, or Other',
  addressMissing: 'Please enter the address of your venue',
  addressShort: 'Please enter the full address of your venue',
  addressLong: `Please keep the address to ${LIMITS.address.max} characters or fewer`,
  postcodeMissing: 'Please enter the postcode',
  postcodeInvalid: 'Please enter a valid UK postcode, like SW1A 1AA',
  contactNameMissing: 'Please enter the name of the person we should contact',
  contactNameShort: `Please enter at least ${LIMITS.contactName.min} characters for the contact name`,
  contactNameLong: `Please keep the contact name to ${LIMITS.contactName.max} characters or fewer`,
  emailMissing: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  phoneMissing: 'Please enter a phone number',
  phoneInvalid: 'Please enter a valid UK phone number, like 020 7946 0000 or 07700 900123',
  websiteScheme: 'Please enter a website address starting with http:// or https://',
  websiteInvalid: 'Please enter a valid website address, like https://www.example.co.uk',
  websiteLong: `Please keep the website address to ${LIMITS.website.max} characters or fewer`,
  activities: 'Please choose at least one activity you offer',
  aboutShort: `Please tell us about your venue in at least ${LIMITS.about.min} characters`,
  aboutLong: 'Please keep this to 2,000 characters or fewer',
  partnership: 'Please choose how you would like to partner',
  passwordMissing: 'Please choose a password',
  passwordShort: `Your password needs at least ${LIMITS.password.min} characters`,
  passwordLong: `Your password can have at most ${LIMITS.password.max} characters`,
  passwordWeak:
    'This password is too easy to guess. Please choose a stronger one: a longer password or a few unrelated words',
  acceptTerms: 'Please agree to the Partner Terms to send your application',
} as const

const E = PARTNER_APPLICATION_ERRORS

function single(value: string | readonly string[] | undefined): string {
  if (typeof value === 'string') return value
  return value?.[0] ?? ''
}

function many(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return []
  return typeof value === 'string' ? [value] : [...value]
}

/** One line of text: control characters and runs of spaces become one space. */
function cleanLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim()
}

/**
 * A postal address typed on several lines (a textarea): each line cleaned, empty lines dropped,
 * and the lines joined with ', ' so it reads as one line wherever it is shown.
 */
function cleanAddress(value: string): string {
  return value
    .split(/\r\n?|\n/)
    .map((line) => cleanLine(line).replace(/,+$/, '').trim())
    .filter(Boolean)
    .join(', ')
}

/** A paragraph: line breaks kept (as \n), other control characters dropped. */
function cleanParagraphs(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .trim()
}

/** Characters as people count them (code points, so an emoji is one). */
function length(value: string): number {
  return [...value].length
}

function checkText(
  value: string,
  limits: { min: number; max: number },
  messages: { missing: string; short: string; long: string },
): string | undefined {
  if (value === '') return messages.missing
  if (length(value) < limits.min) return messages.short
  if (length(value) > limits.max) return messages.long
  return undefined
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

const isOneOf = <T extends string>(choices: readonly { value: T }[], value: string): value is T =>
  choices.some((choice) => choice.value === value)

/** The checkbox values of a form: 'on' (the browser's default) or 'yes' count as ticked. */
function ticked(value: string | readonly string[] | undefined): boolean {
  const text = single(value)
  return text === 'on' || text === 'yes' || text === 'true'
}

/** The submitted values, cleaned, for redisplay (the password is never among them). */
export function partnerApplicationValues(form: RawForm): PartnerApplicationValues {
  return {
    venueName: cleanLine(single(form.venueName)),
    venueType: single(form.venueType),
    city: single(form.city),
    address: cleanAddress(single(form.address)),
    postcode: cleanLine(single(form.postcode)),
    contactName: cleanLine(single(form.contactName)),
    email: cleanLine(single(form.email)),
    phone: cleanLine(single(form.phone)),
    website: cleanLine(single(form.website)),
    activities: many(form.activities).slice(0, ACTIVITY_CHOICES.length * 2),
    about: cleanParagraphs(single(form.about)),
    partnership: single(form.partnership),
    acceptTerms: ticked(form.acceptTerms),
    marketingOptIn: ticked(form.marketingOptIn),
  }
}

export function validatePartnerApplication(
  form: RawForm,
  options: ValidateOptions,
): PartnerApplicationCheck {
  const values = partnerApplicationValues(form)
  const password = single(form.password)
  const errors: FieldErrors = {}

  errors.venueName = checkText(values.venueName, LIMITS.venueName, {
    missing: E.venueNameMissing,
    short: E.venueNameShort,
    long: E.venueNameLong,
  })
  if (!isOneOf(VENUE_TYPES, values.venueType)) errors.venueType = E.venueType
  if (values.city !== OTHER_CITY.value && !options.cityCodes.includes(values.city)) {
    errors.city = E.city
  }
  errors.address = checkText(values.address, LIMITS.address, {
    missing: E.addressMissing,
    short: E.addressShort,
    long: E.addressLong,
  })
  const postcode = normaliseUkPostcode(values.postcode)
  if (values.postcode === '') errors.postcode = E.postcodeMissing
  else if (!postcode) errors.postcode = E.postcodeInvalid
  errors.contactName = checkText(values.contactName, LIMITS.contactName, {
    missing: E.contactNameMissing,
    short: E.contactNameShort,
    long: E.contactNameLong,
  })
  if (values.email === '') errors.email = E.emailMissing
  else if (length(values.email) > LIMITS.email.max || !EMAIL.test(values.email)) {
    errors.email = E.emailInvalid
  }
  const phone = normaliseUkPhone(values.phone)
  if (values.phone === '') errors.phone = E.phoneMissing
  else if (!phone) errors.phone = E.phoneInvalid
  let website: string | null = null
  if (values.website !== '') {
    const check = checkWebsiteUrl(values.website, LIMITS.website.max)
    if (check.ok) website = check.url
    else {
      errors.website = {
        scheme: E.websiteScheme,
        invalid: E.websiteInvalid,
        'too-long': E.websiteLong,
      }[check.reason]
    }
  }
  const activities = ACTIVITY_CHOICES.map((choice) => choice.value).filter((value) =>
    values.activities.includes(value),
  )
  if (activities.length === 0 || activities.length !== new Set(values.activities).size) {
    errors.activities = E.activities
  }
  if (length(values.about) < LIMITS.about.min) errors.about = E.aboutShort
  else if (length(values.about) > LIMITS.about.max) errors.about = E.aboutLong
  if (!isOneOf(PARTNERSHIP_CHOICES, values.partnership)) errors.partnership = E.partnership
  if (password === '') errors.password = E.passwordMissing
  else if (length(password) < LIMITS.password.min) errors.password = E.passwordShort
  else if (length(password) > LIMITS.password.max) errors.password = E.passwordLong
  else {
    const userInputs = [values.venueName, values.contactName, values.email, values.address]
    if (options.scorePassword(password, userInputs) < MIN_PASSWORD_SCORE) {
      errors.password = E.passwordWeak
    }
  }
  if (!values.acceptTerms) errors.acceptTerms = E.acceptTerms

  const found = Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors
  if (Object.keys(found).length > 0 || !postcode || !phone) {
    return { ok: false, errors: found, values }
  }
  return {
    ok: true,
    values,
    application: {
      venueName: values.venueName,
      venueType: values.venueType as VenueType,
      city: values.city,
      address: values.address,
      postcode,
      contactName: values.contactName,
      email: values.email.toLowerCase(),
      phone,
      website,
      activities,
      about: values.about,
      partnership: values.partnership as PartnershipChoice,
      password,
      marketingOptIn: values.marketingOptIn,
    },
  }
}

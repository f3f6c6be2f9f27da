/**
 * The partner application's fields: names, labels exactly as the form shows them,
 * the choices of each select, checkbox set and radio group, and the length limits.
 */
import { ACTIVITY_TYPES, type ActivityType } from '../activity-types'

export const PARTNER_APPLICATION_LABELS = {
  venueName: 'Venue name',
  venueType: 'Venue type',
  city: 'City',
  address: 'Address',
  postcode: 'Postcode',
  contactName: 'Contact name',
  email: 'Email',
  phone: 'Phone',
  website: 'Website',
  activities: 'Activities',
  about: 'About your venue',
  partnership: 'How would you like to partner?',
  password: 'Password',
  acceptTerms: 'I agree to the Partner Terms',
  marketingOptIn: `Send me occasional news and tips for partners by email`,
} as const

export type PartnerApplicationField = keyof typeof PARTNER_APPLICATION_LABELS

/** Form order: the first field with an error gets the focus in this order. */
export const PARTNER_APPLICATION_FIELDS = Object.keys(
  PARTNER_APPLICATION_LABELS,
) as PartnerApplicationField[]

export interface Choice<Value extends string = string> {
  value: Value
  label: string
}

export const VENUE_TYPES = [
  { value: 'gym', label: 'Gym' },
  { value: 'swimming-pool', label: 'Swimming pool' },
  { value: 'studio', label: 'Studio' },
  { value: 'climbing-wall', label: 'Climbing wall' },
  { value: 'martial-arts-club', label: 'Martial arts club' },
  { value: 'dance-school', label: 'Dance school' },
  { value: 'sports-centre', label: 'Sports centre' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Choice[]

export type VenueType = (typeof VENUE_TYPES)[number]['value']

/** The checkbox labels, as the spec names the activity types. */
export const ACTIVITY_CHOICES: readonly Choice<ActivityType>[] = ACTIVITY_TYPES.map((value) => ({
  value,
  label: {
    yoga: 'Yoga',
    'fitness-class': 'Fitness Classes',
    swimming: 'Swimming',
    'martial-arts': 'Martial Arts',
    gym: 'Gyms',
    dance: 'Dance',
    climbing: 'Climbing',
  }[value],
}))

export const PARTNERSHIP_CHOICES = [
  { value: 'pay-as-you-go', label: 'Pay as you go visits' },
  { value: 'monthly', label: 'Monthly partnership' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const satisfies readonly Choice[]

export type PartnershipChoice = (typeof PARTNERSHIP_CHOICES)[number]['value']

/** The City select's last entry, for towns we do not cover yet. */
export const OTHER_CITY: Choice = { value: 'other', label: 'Other' }

/** Inclusive character limits, counted after trimming. */
export const LIMITS = {
  venueName: { min: 2, max: 120 },
  address: { min: 5, max: 200 },
  contactName: { min: 2, max: 100 },
  email: { max: 254 },
  website: { max: 300 },
  about: { min: 20, max: 2000 },
  password: { min: 8, max: 128 },
} as const

/** The hidden field that makes a resubmission of the same form a repeat, not a new application. */
export const FORM_TOKEN_FIELD = 'formToken'

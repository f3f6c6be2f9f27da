import {
  ACTIVITY_TYPES,
  ANY_ACTIVITY_TYPE,
  isActivityType,
  type ActivityType,
} from '@/lib/activity-types'
import { badUserInput } from './errors'
import { MAX_STRING_LENGTH } from './limits'

/** Rejects strings longer than MAX_STRING_LENGTH; passes null and undefined through as null. */
export function cappedString(name: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null
  if (value.length > MAX_STRING_LENGTH) {
    throw badUserInput(`'${name}' is too long: at most ${MAX_STRING_LENGTH} characters.`)
  }
  return value
}

/** A required capped string. */
export function requiredString(name: string, value: string): string {
  return cappedString(name, value) ?? ''
}

/**
 * City codes are lower-case slugs ('london', 'streaming-city'); input is trimmed and
 * lower-cased so '/London' and 'london' name the same city.
 */
export function cityCode(name: string, value: string): string {
  return requiredString(name, value).trim().toLowerCase()
}

const MAX_INT_ID = 2_147_483_647

/** IDs are positive integer strings (serial keys); anything else is BAD_USER_INPUT. */
export function parseId(name: string, value: string | number): number {
  const text = String(value)
  if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > MAX_INT_ID) {
    throw badUserInput(`'${name}' must be a positive integer id, got '${text.slice(0, 40)}'.`)
  }
  return Number(text)
}

/** An activity type filter: null, '' or 'any' mean none; unknown types are BAD_USER_INPUT. */
export function activityTypeFilter(
  name: string,
  value: string | null | undefined,
): ActivityType | undefined {
  const type = cappedString(name, value)
  if (type === null || type === '' || type === ANY_ACTIVITY_TYPE) return undefined
  if (!isActivityType(type)) {
    throw badUserInput(
      `Unknown ${name} '${type}': use one of ${[...ACTIVITY_TYPES, ANY_ACTIVITY_TYPE].join(', ')}.`,
    )
  }
  return type
}

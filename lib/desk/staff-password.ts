/**
 * The rule for a staff password, with its words: 12 to 200 characters and 'Strong' or better
 * by the strength meter's own scorer (passed in: zxcvbn is heavy, and tests choose).
 */
import type { PasswordScore } from '../forms/password-strength'
import {
  MAX_STAFF_PASSWORD_LENGTH,
  MIN_STAFF_PASSWORD_LENGTH,
  STAFF_MIN_PASSWORD_SCORE,
} from './desk-auth-settings'

export const STAFF_PASSWORD_PROBLEMS = {
  missing: 'Choose a password.',
  short: `Your password needs at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`,
  long: `Your password can have at most ${MAX_STAFF_PASSWORD_LENGTH} characters.`,
  weak: 'This password is too easy to guess: the meter must say Strong or Very strong. Try a longer one, or a few unrelated words.',
  expired: 'This link has expired or has been used. Ask a desk admin for a new one.',
  wrong: 'Your current password is not right.',
} as const

export type StaffPasswordProblem = keyof typeof STAFF_PASSWORD_PROBLEMS

export function isStaffPasswordProblem(value: unknown): value is StaffPasswordProblem {
  return typeof value === 'string' && Object.hasOwn(STAFF_PASSWORD_PROBLEMS, value)
}

export function staffPasswordProblem(
  password: string,
  userInputs: readonly string[],
  score: (password: string, userInputs: readonly string[]) => PasswordScore,
): StaffPasswordProblem | null {
  if (password === '') return 'missing'
  if ([...password].length < MIN_STAFF_PASSWORD_LENGTH) return 'short'
  if ([...password].length > MAX_STAFF_PASSWORD_LENGTH) return 'long'
  return score(password, userInputs) < STAFF_MIN_PASSWORD_SCORE ? 'weak' : null
}

/**
 * The staff accounts' fixed settings, in one place for the server and the docs: where
 * better-auth's routes are mounted, its cookies, how long a session lasts, the one-time
 * link's life, password length and the sign-in limits per account.
 */
export const DESK_AUTH_BASE_PATH = '/marketing/auth'
export const DESK_COOKIE_PREFIX = 'move_desk'
/** better-auth's session cookie, `${prefix}.session_token`. */
export const DESK_SESSION_COOKIE = `${DESK_COOKIE_PREFIX}.session_token`
/** Pending second-factor sign-in (better-auth's two-factor plugin). */
export const DESK_TWO_FACTOR_COOKIE = `${DESK_COOKIE_PREFIX}.two_factor`
export const DESK_COOKIE_PATH = '/marketing'
/** Absolute: a session ends 8 hours after sign-in, however busy. */
export const DESK_SESSION_HOURS = 8
export const SET_PASSWORD_LINK_HOURS = 24
export const MIN_STAFF_PASSWORD_LENGTH = 12
export const MAX_STAFF_PASSWORD_LENGTH = 200
/** Open sessions kept per account; older ones end when a new one starts. */
export const MAX_SESSIONS_PER_ACCOUNT = 10
/** Accounts the desk holds at most (invites beyond are refused). */
export const MAX_STAFF_ACCOUNTS = 500

/** Per account (whether or not the address has one): failures counted, window, hold. */
export const ACCOUNT_SIGN_IN_LIMIT = {
  failures: 10,
  windowSeconds: 15 * 60,
  holdSeconds: 15 * 60,
} as const

export type SecondFactorEnv = Readonly<Record<string, string | undefined>>

/** MARKETING_REQUIRE_SECOND_FACTOR=true (or 1): publishers and admins need a second factor. */
export function secondFactorRequired(env: SecondFactorEnv = process.env): boolean {
  const value = env.MARKETING_REQUIRE_SECOND_FACTOR?.trim().toLowerCase()
  return value === 'true' || value === '1'
}

/** zxcvbn's score a staff password needs (0-4: 'Strong' and up). */
export const STAFF_MIN_PASSWORD_SCORE = 3

/**
 * A visitor's objection to analytics and experiments, made on the cookie policy page (a plain
 * form, no JavaScript needed) and remembered in a first-party cookie that scripts can read:
 * with it the browser sends no analytics, asks for no callsign and no assignment, and the
 * server stores none of them either.
 */
import { cookieValue } from '../http/cookie-value'

export const OBJECTION_COOKIE = 'move_objection'
export const OBJECTION_VALUE = 'analytics-experiments'
/** A year; objecting again on the cookie policy page renews it. */
export const OBJECTION_MAX_AGE = 365 * 24 * 60 * 60
export const OBJECTION_PATH = '/cookie-policy/choice'
export const OBJECTION_FIELD = 'choice'
export const OBJECTION_CHOICES = { object: 'object', allow: 'allow' } as const

/** Whether a Cookie header (or document.cookie) carries the objection. */
export function hasObjection(cookieHeader: string | null | undefined): boolean {
  return cookieValue(cookieHeader, OBJECTION_COOKIE) === OBJECTION_VALUE
}

/** The browser's own answer (false on the server and where cookies cannot be read). */
export function visitorHasObjected(): boolean {
  try {
    return typeof document !== 'undefined' && hasObjection(document.cookie)
  } catch {
    return false
  }
}

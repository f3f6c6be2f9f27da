/**
 * GrowthBook's sticky bucket document for one visitor, kept in a first-party cookie the browser
 * sends only to /api/experiments and /store-cookies: `{callsign}|{experiment__version}={variant}&…`.
 * Stored only for visitors who have not objected; parsing is strict, anything else is ignored.
 */
import type { StickyAssignmentsDocument } from '@growthbook/growthbook'
import { HASH_ATTRIBUTE } from './features-payload'

export const EXPERIMENTS_COOKIE = 'move_experiments'
/** The cookie goes to these paths only (never with a page request). */
export const EXPERIMENTS_COOKIE_PATHS = ['/api/experiments', '/store-cookies'] as const
/** 90 days: longer than any experiment should run; sticky assignments older than that lapse. */
export const EXPERIMENTS_COOKIE_MAX_AGE = 90 * 24 * 60 * 60
export const MAX_STICKY_ASSIGNMENTS = 20

const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/
const ASSIGNMENT_KEY = /^[A-Za-z][A-Za-z0-9-]{0,39}__\d{1,4}$/
const VARIANT_KEY = /^[A-Za-z][A-Za-z0-9-]{0,19}$/

/** A visitor id we accept: the callsign's shape (a UUID from /api/2/visitor/callsign). */
export function isVisitorId(value: string | null | undefined): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value)
}

export function encodeStickyCookie(doc: StickyAssignmentsDocument): string {
  const pairs = Object.entries(doc.assignments)
    .filter(([key, variant]) => ASSIGNMENT_KEY.test(key) && VARIANT_KEY.test(variant))
    .slice(0, MAX_STICKY_ASSIGNMENTS)
    .map(([key, variant]) => `${key}=${variant}`)
  return `${doc.attributeValue}|${pairs.join('&')}`
}

/** The document in a cookie value, or null when it is not one of ours. */
export function decodeStickyCookie(
  value: string | null | undefined,
): StickyAssignmentsDocument | null {
  if (!value || value.length > 2048) return null
  const separator = value.indexOf('|')
  if (separator < 0) return null
  const visitor = value.slice(0, separator)
  if (!isVisitorId(visitor)) return null
  const assignments: Record<string, string> = {}
  const rest = value.slice(separator + 1)
  for (const pair of rest === '' ? [] : rest.split('&').slice(0, MAX_STICKY_ASSIGNMENTS)) {
    const [key = '', variant = ''] = pair.split('=')
    if (ASSIGNMENT_KEY.test(key) && VARIANT_KEY.test(variant)) assignments[key] = variant
  }
  return { attributeName: HASH_ATTRIBUTE, attributeValue: visitor, assignments }
}

/** The visitor id of a cookie value, or null. */
export function stickyCookieVisitor(value: string | null | undefined): string | null {
  return decodeStickyCookie(value)?.attributeValue ?? null
}

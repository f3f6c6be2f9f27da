/**
 * What every desk POST passes before it does anything: same origin (the shared
 * isSameOriginRequest rule) and, for route handlers reached with a cookie, a live session.
 */
import type { Database } from '@/server/db/client'
import { cookieValue } from '@/lib/http/cookie-value'
import { SESSION_COOKIE } from '@/lib/marketing/session-cookie'
import { findSession, type StaffSession } from './sessions'

export function sessionToken(request: Request): string | null {
  return cookieValue(request.headers.get('cookie'), SESSION_COOKIE)
}

export function requestSession(db: Database, request: Request): Promise<StaffSession | null> {
  return findSession(db, sessionToken(request))
}
